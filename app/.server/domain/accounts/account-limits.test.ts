import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inLocale } from "~/.server/i18n/request-locale";
import { loadEnv } from "~/.server/runtime/env";
import type { AppError } from "~/lib/app-error";
import { ATTEMPT_RULES } from "~/lib/attempt-limits";
import { describeError } from "~/lib/error-text";
import { mailboxOf } from "~/lib/mailbox";
import { SITE_NAME } from "~/lib/site";
import { m } from "~/paraglide/messages";
import { fixtures } from "../../../../tests/fixtures/db-fixtures";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { createAuth } from "../../auth/create-auth";
import type { DatabaseHandle } from "../../db/client";
import { attemptCounters, outboxEmails, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { takeAttempt } from "../limits/take-attempt";
import { requestPasswordReset } from "./request-password-reset";
import { resendConfirmation } from "./resend-confirmation";
import { signInWithPassword } from "./sign-in-with-password";
import { signUpStudent } from "./sign-up-student";

let handle: DatabaseHandle;
let context: Parameters<typeof signInWithPassword>[0];
let campusId: string;
const PASSWORD = "right-password";

beforeAll(async () => {
  handle = await createTestDatabase();
  const env = loadEnv({ PORT: "3998" });
  const mailer = createOutboxMailer(handle.db);
  context = { db: handle.db, env, mailer, auth: createAuth({ db: handle.db, mailer, secret: "z".repeat(40), publicUrl: env.publicUrl }) };
  campusId = (await fixtures(handle.db).campus()).id;
});
afterAll(async () => {
  await handle?.close();
});

/** A request from one client address, as the server marks it. */
const from = (address: string) => new Request("http://localhost:3998/auth", { method: "POST", headers: { "x-chuo-client-ip": address, origin: "http://localhost:3998" } });

async function account(email: string) {
  await context.auth.api.createUser({ body: { email, password: PASSWORD, name: "Student", data: { emailVerified: true, whatsappNumber: "0754123456", campusId } } });
}

const lockOf = async (email: string) => {
  const [row] = await handle.db
    .select()
    .from(attemptCounters)
    .where(eq(attemptCounters.key, `sign-in-failures:${email}`));
  return row;
};

describe("sign-in limits", () => {
  it("one student's wrong passwords never lock out the others behind the same address", async () => {
    await account("guesser.target@example.co.tz");
    await account("classmate@example.co.tz");
    const campusNat = "196.43.0.1";
    for (let i = 0; i < 5; i++) {
      const wrong = await signInWithPassword(context, from(campusNat), { email: "guesser.target@example.co.tz", password: `wrong-${i}` });
      expect(wrong.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    }
    for (let i = 0; i < 3; i++) {
      const ok = await signInWithPassword(context, from(campusNat), { email: "classmate@example.co.tz", password: PASSWORD });
      expect(ok.ok).toBe(true);
    }
  });

  it("names the student signed in, so what they tried while signed out can be finished for them", async () => {
    await account("pending.action@example.co.tz");
    const signedIn = await signInWithPassword(context, from("196.43.0.9"), { email: "pending.action@example.co.tz", password: PASSWORD });
    const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, "pending.action@example.co.tz"));
    expect(signedIn.body.user?.id).toBe(row!.id);
  });

  it("makes an account wait after five wrong passwords, from any address, longer after each further one", async () => {
    const email = "slow.down@example.co.tz";
    await account(email);
    for (let i = 0; i < 5; i++) await signInWithPassword(context, from(`198.51.100.${i}`), { email, password: "nope-nope" });
    // Even the right password, from a fresh address, waits.
    const locked = await signInWithPassword(context, from("203.0.113.77"), { email, password: PASSWORD }).catch((error: unknown) => error);
    expect(locked).toMatchObject({ code: "rate_limited", reason: "sign_in_locked" });
    expect(describeError(locked as AppError).description).toBe("Too many attempts. Please wait a minute and try again.");
    const first = await lockOf(email);
    expect(first?.count).toBe(5);
    const firstWait = first!.lockedUntil!.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(20_000);
    expect(firstWait).toBeLessThanOrEqual(30_000);

    // The wait passes; another wrong password doubles it.
    await handle.db
      .update(attemptCounters)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(attemptCounters.key, `sign-in-failures:${email}`));
    await signInWithPassword(context, from("203.0.113.77"), { email, password: "still-wrong" });
    const second = await lockOf(email);
    expect(second?.count).toBe(6);
    expect(second!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);

    // Once the wait is over the right password works, and the failures are forgotten.
    await handle.db
      .update(attemptCounters)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(attemptCounters.key, `sign-in-failures:${email}`));
    expect((await signInWithPassword(context, from("203.0.113.77"), { email, password: PASSWORD })).ok).toBe(true);
    expect(await lockOf(email)).toBeUndefined();
  });

  it("counts wrong passwords for unknown addresses the same way, so waits tell nothing", async () => {
    const email = "nobody.here@example.co.tz";
    for (let i = 0; i < 5; i++) await signInWithPassword(context, from("192.0.2.1"), { email, password: "whatever" });
    await expect(signInWithPassword(context, from("192.0.2.1"), { email, password: "whatever" })).rejects.toMatchObject({ code: "rate_limited" });
  });
});

describe("sign-up and mail limits", () => {
  it("answers 'Account Exists' no more often than the per-address limit allows", async () => {
    const signUp = (address: string) =>
      signUpStudent(context, from(address), {
        fullName: "Asha Juma",
        email: "popular@example.co.tz",
        password: "secret-pass",
        whatsappNumber: "0754123456",
        campusIds: [campusId],
        primaryCampusId: campusId,
      });
    await signUp("192.0.2.50");
    // Probing whether the address is registered, from many addresses: five tries an hour in all.
    for (let i = 0; i < 4; i++) await expect(signUp(`192.0.2.${60 + i}`)).rejects.toMatchObject({ reason: "account_exists" });
    await expect(signUp("192.0.2.99")).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("sends at most three reset links an hour to one address, while other students are served", async () => {
    await account("forgetful@example.co.tz");
    for (let i = 0; i < 3; i++) await requestPasswordReset(context, from("196.43.0.1"), "forgetful@example.co.tz");
    await expect(requestPasswordReset(context, from("196.43.0.2"), "forgetful@example.co.tz")).rejects.toMatchObject({ code: "rate_limited" });
    await account("also.forgetful@example.co.tz");
    await requestPasswordReset(context, from("196.43.0.1"), "also.forgetful@example.co.tz");
    const mails = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "forgetful@example.co.tz"));
    expect(mails.filter((m) => /reset/i.test(m.subject))).toHaveLength(3);
  });
});

/** Every mail in the outbox that reaches `mailbox`, however its address was spelt. */
const mailsToMailbox = async (mailbox: string) => (await handle.db.select().from(outboxEmails)).filter((mail) => mailboxOf(mail.to) === mailbox);

const studentSignUp = (address: string, email: string) =>
  signUpStudent(context, from(address), { fullName: "Asha Juma", email, password: "secret-pass", whatsappNumber: "0754123456", campusIds: [campusId], primaryCampusId: campusId });

describe("mail limits per mailbox and per domain", () => {
  it("sends the per-mailbox budget of mails for ten sign-ups as victim+1..10@ and refuses the rest in the limit's words", async () => {
    const budget = ATTEMPT_RULES.signUpPerMailbox.max;
    const outcomes = [];
    // The probe: one attacker, ten spellings of one inbox (from many addresses: no help either).
    for (let i = 1; i <= 10; i++) outcomes.push(await studentSignUp(`192.0.2.${110 + i}`, `victim+${i}@gmail.com`).catch((error: unknown) => error as AppError));
    const refused = outcomes.filter((outcome) => outcome instanceof Error) as AppError[];
    expect(outcomes.length - refused.length).toBe(budget);
    expect(refused).toHaveLength(10 - budget);
    for (const error of refused) {
      expect(error).toMatchObject({ code: "rate_limited", reason: "too_many_attempts" });
      expect(describeError(error).description).toMatch(/^Too many attempts\. Please wait/);
    }
    // Gmail's dots are the same inbox: the budget is spent for them too.
    await expect(studentSignUp("192.0.2.130", "v.i.c.t.i.m@googlemail.com")).rejects.toMatchObject({ code: "rate_limited" });
    expect(await mailsToMailbox("victim@gmail.com")).toHaveLength(budget);
    // Another student at the same provider is served.
    await studentSignUp("192.0.2.131", "neighbour@gmail.com");
    expect(await mailsToMailbox("neighbour@gmail.com")).toHaveLength(1);
  });

  it("limits confirmation links and reset links per mailbox, however the address is spelt", async () => {
    for (const email of ["again+1@gmail.com", "a.gain+2@gmail.com", "AGAIN@googlemail.com"]) await resendConfirmation(context, from("192.0.2.140"), email);
    await expect(resendConfirmation(context, from("192.0.2.141"), "ag.ain@gmail.com")).rejects.toMatchObject({ code: "rate_limited" });

    await account("reset.victim@gmail.com");
    for (const email of ["resetvictim+1@gmail.com", "r.e.s.e.t.v.i.c.t.i.m@googlemail.com", "RESET.VICTIM+3@gmail.com"]) await requestPasswordReset(context, from("192.0.2.142"), email);
    await expect(requestPasswordReset(context, from("192.0.2.143"), "reset.victim@gmail.com")).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("stops mail to one organisation's domain at its ceiling, and never counts a public provider's", async () => {
    const full = ATTEMPT_RULES.mailPerDomain.max;
    await handle.db.insert(attemptCounters).values([
      { key: `${ATTEMPT_RULES.mailPerDomain.name}:small-college.ac.tz`, count: full },
      { key: `${ATTEMPT_RULES.mailPerDomain.name}:gmail.com`, count: full },
    ]);
    await expect(requestPasswordReset(context, from("192.0.2.150"), "first.time@small-college.ac.tz")).rejects.toMatchObject({ code: "rate_limited" });
    await expect(resendConfirmation(context, from("192.0.2.150"), "someone.else@small-college.ac.tz")).rejects.toMatchObject({ code: "rate_limited" });
    await expect(studentSignUp("192.0.2.150", "new.student@small-college.ac.tz")).rejects.toMatchObject({ code: "rate_limited" });
    // gmail.com is most students' provider: however many ask, its domain is no limit.
    await requestPasswordReset(context, from("192.0.2.151"), "first.time@gmail.com");
    await studentSignUp("192.0.2.151", "new.student@gmail.com");
    const [gmail] = await handle.db
      .select()
      .from(attemptCounters)
      .where(eq(attemptCounters.key, `${ATTEMPT_RULES.mailPerDomain.name}:gmail.com`));
    expect(gmail?.count).toBe(full);
    // Another university is counted on its own.
    await requestPasswordReset(context, from("192.0.2.152"), "asha@udsm.ac.tz");
    const [udsm] = await handle.db
      .select()
      .from(attemptCounters)
      .where(eq(attemptCounters.key, `${ATTEMPT_RULES.mailPerDomain.name}:udsm.ac.tz`));
    expect(udsm?.count).toBe(1);
  });

  it("opens a reset mail without the name an older account row carries, and links none of it", async () => {
    await account("old.row@example.co.tz");
    await handle.db.update(users).set({ fullName: "Win http://evil.example now" }).where(eq(users.email, "old.row@example.co.tz"));
    await requestPasswordReset(context, from("192.0.2.160"), "old.row@example.co.tz");
    const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "old.row@example.co.tz"));
    expect(mail!.text).toMatch(/^Hello,\n/);
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Win|evil/);
  });
});

describe("takeAttempt", () => {
  it("lets exactly `max` of many attempts made at the same moment through", async () => {
    const rule = { name: "test-burst", max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => takeAttempt(handle.db, rule, "198.51.100.200")));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { name: "test-window", max: 1, windowSeconds: 60 };
    await takeAttempt(handle.db, rule, "x");
    await expect(takeAttempt(handle.db, rule, "x")).rejects.toMatchObject({ code: "rate_limited" });
    await handle.db.update(attemptCounters).set({ windowStartedAt: sql`now() - interval '61 seconds'` }).where(eq(attemptCounters.key, "test-window:x"));
    await takeAttempt(handle.db, rule, "x");
  });

  it("words a reset link in the owner's saved language, whoever asks for it", async () => {
    await account("mwanafunzi@example.co.tz");
    await handle.db.update(users).set({ language: "sw" }).where(eq(users.email, "mwanafunzi@example.co.tz"));
    await requestPasswordReset(context, from("196.43.0.5"), "mwanafunzi@example.co.tz");
    await account("student.en@example.co.tz");
    await requestPasswordReset(context, from("196.43.0.5"), "student.en@example.co.tz");
    const [swahili] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "mwanafunzi@example.co.tz"));
    const [english] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "student.en@example.co.tz"));
    expect(swahili?.subject).toBe(inLocale("sw", () => m.mail_reset_subject({ site: SITE_NAME })));
    expect(english?.subject).toBe(m.mail_reset_subject({ site: SITE_NAME }));
    expect(swahili?.subject).not.toBe(english?.subject);
  });
});
