import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { signMark } from "~/.server/http/request-facts/device-cookie";
import { inLocale } from "~/.server/i18n/request-locale";
import { loadEnv } from "~/.server/runtime/env";
import { ATTEMPT_RULES, STRANGER_SIGN_IN_FAILURES } from "~/lib/accounts/attempt-limits";
import { mailboxOf } from "~/lib/accounts/mailbox";
import { describeError } from "~/lib/error-text";
import type { AppError } from "~/lib/shared/app-error";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import { createAuth } from "../../auth/create-auth";
import { attemptCounters, outboxEmails, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { takeAttempt } from "./limits/take-attempt";
import { requestPasswordReset } from "./request-password-reset";
import { resendConfirmation } from "./resend-confirmation";
import { signInWithPassword } from "./sign-in-with-password";
import { signUpStudent } from "./sign-up-student";

const handle = testDatabase();
let context: Parameters<typeof signInWithPassword>[0];
let campusId: string;
const PASSWORD = "right-password";

beforeAll(async () => {
  const env = loadEnv({ PORT: "3998" });
  const mailer = createOutboxMailer(handle.db);
  context = {
    db: handle.db,
    env,
    mailer,
    deviceKey: "test-device-key",
    auth: createAuth({ db: handle.db, mailer, secret: "z".repeat(40), publicUrl: env.publicUrl }),
  };
  campusId = (await fixtures(handle.db).campus()).id;
});

/** A request from one client address, as the server marks it. */
const from = (address: string, cookie?: string) =>
  new Request("http://localhost:3998/auth", {
    method: "POST",
    headers: { "x-chuo-client-ip": address, origin: "http://localhost:3998", ...(cookie ? { cookie } : {}) },
  });
/** A browser's own mark (app/.server/http/request-facts/device-cookie.ts), as a cookie it sends. */
/** A browser's signed mark (device-cookie.ts), as the action kit gave it, under the tests' device key. */
const deviceCookie = (mark: string) => `chuo.device=${signMark("test-device-key", mark.padEnd(22, "x").slice(0, 22))}`;

async function account(email: string) {
  await context.auth.api.createUser({
    body: {
      email,
      password: PASSWORD,
      name: "Student",
      data: { emailVerified: true, whatsappNumber: "0754123456", campusId },
    },
  });
}

/** The wait passes (as if its seconds went by): the whole row moves back in time, so the wait's length stays what it was. */
const waitPasses = (email: string) =>
  handle.db
    .update(attemptCounters)
    .set({
      windowStartedAt: sql`window_started_at - (locked_until - now()) - interval '1 second'`,
      lockedUntil: sql`now() - interval '1 second'`,
    })
    .where(eq(attemptCounters.key, `sign-in-failures:${email}`));

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
      const wrong = await signInWithPassword(context, from(campusNat), {
        email: "guesser.target@example.co.tz",
        password: `wrong-${i}`,
      });
      expect(wrong.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    }
    for (let i = 0; i < 3; i++) {
      const ok = await signInWithPassword(context, from(campusNat), {
        email: "classmate@example.co.tz",
        password: PASSWORD,
      });
      expect(ok.ok).toBe(true);
    }
  });

  it("names the student signed in, so what they tried while signed out can be finished for them", async () => {
    await account("pending.action@example.co.tz");
    const signedIn = await signInWithPassword(context, from("196.43.0.9"), {
      email: "pending.action@example.co.tz",
      password: PASSWORD,
    });
    const [row] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "pending.action@example.co.tz"));
    expect(signedIn.body.user?.id).toBe(row!.id);
  });

  it("makes an account wait after five wrong passwords, from any address, longer after each further one", async () => {
    const email = "slow.down@example.co.tz";
    await account(email);
    for (let i = 0; i < 5; i++)
      await signInWithPassword(context, from(`198.51.100.${i}`), { email, password: "nope-nope" });
    // Even the right password, from a fresh address, waits.
    const locked = await signInWithPassword(context, from("203.0.113.77"), { email, password: PASSWORD }).catch(
      (error: unknown) => error,
    );
    expect(locked).toMatchObject({ code: "rate_limited", reason: "sign_in_locked" });
    expect(describeError(locked as AppError).description).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    const first = await lockOf(email);
    expect(first?.count).toBe(5);
    const firstWait = first!.lockedUntil!.getTime() - Date.now();
    expect(firstWait).toBeGreaterThan(20_000);
    expect(firstWait).toBeLessThanOrEqual(30_000);

    // The wait passes; another wrong password from an address the account never signed in from keeps it at its step.
    await waitPasses(email);
    await signInWithPassword(context, from("203.0.113.77"), { email, password: "still-wrong" });
    const second = await lockOf(email);
    expect(second?.count).toBe(6);
    const secondWait = second!.lockedUntil!.getTime() - Date.now();
    expect(secondWait).toBeGreaterThan(20_000);
    expect(secondWait).toBeLessThanOrEqual(30_000);

    // Once the wait is over the right password works, and the failures are forgotten.
    await waitPasses(email);
    expect((await signInWithPassword(context, from("203.0.113.77"), { email, password: PASSWORD })).ok).toBe(true);
    expect(await lockOf(email)).toBeUndefined();
  });

  it("a stranger's wrong passwords never make the wait grow; those from an address the account signed in from double it", async () => {
    const email = "kept.step@example.co.tz";
    await account(email);
    // The owner signed in once from home: that address has a session of the account.
    expect((await signInWithPassword(context, from("196.43.5.5"), { email, password: PASSWORD })).ok).toBe(true);
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < (round === 0 ? 5 : 1); i++)
        await signInWithPassword(context, from(`198.51.100.${40 + i}`), { email, password: `stranger-${round}-${i}` });
      const row = await lockOf(email);
      expect(row?.count).toBe(5 + round);
      // Still counted, still waiting, and never longer than the first step.
      expect(row!.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
      await expect(
        signInWithPassword(context, from("198.51.100.99"), { email, password: PASSWORD }),
      ).rejects.toMatchObject({ reason: "sign_in_locked" });
      await waitPasses(email);
    }
    await signInWithPassword(context, from("196.43.5.5"), { email, password: "owner-typo" });
    expect((await lockOf(email))!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
  });

  it("while locked, the right password from a browser that signed in to the account before passes and ends the wait; from any other it waits", async () => {
    const email = "own.phone@example.co.tz";
    await account(email);
    const phone = deviceCookie("ownersphone");
    expect((await signInWithPassword(context, from("196.43.6.6", phone), { email, password: PASSWORD })).ok).toBe(true);
    for (let i = 0; i < 5; i++)
      await signInWithPassword(context, from(`198.51.100.${60 + i}`), { email, password: `stranger-${i}` });
    // Another browser, even from the owner's address and with the right password, waits.
    await expect(
      signInWithPassword(context, from("196.43.6.6", deviceCookie("somebodyelse")), { email, password: PASSWORD }),
    ).rejects.toMatchObject({ reason: "sign_in_locked" });
    await expect(
      signInWithPassword(context, from("198.51.100.70"), { email, password: PASSWORD }),
    ).rejects.toMatchObject({ reason: "sign_in_locked" });
    // The owner's phone, from a new address, gets in, and the wait is over for every browser.
    expect((await signInWithPassword(context, from("203.0.113.80", phone), { email, password: PASSWORD })).ok).toBe(
      true,
    );
    expect(await lockOf(email)).toBeUndefined();
    expect((await signInWithPassword(context, from("198.51.100.71"), { email, password: PASSWORD })).ok).toBe(true);
  });

  it("a known browser's guesses count on their own before its check too: sent at once, at most five reach the library", async () => {
    const email = "stolen.cookie@example.co.tz";
    await account(email);
    const phone = deviceCookie("stolenmark");
    expect((await signInWithPassword(context, from("196.43.7.7", phone), { email, password: PASSWORD })).ok).toBe(true);
    for (let i = 0; i < 5; i++)
      await signInWithPassword(context, from(`198.51.100.${80 + i}`), { email, password: `stranger-${i}` });
    const calls = vi.spyOn(context.auth, "handler");
    const guesses = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        signInWithPassword(context, from("196.43.7.7", phone), { email, password: `burst-${i}` }),
      ),
    );
    expect(calls.mock.calls.length).toBe(5);
    calls.mockRestore();
    expect(guesses.filter((g) => g.status === "rejected")).toHaveLength(15);
    await expect(
      signInWithPassword(context, from("196.43.7.7", phone), { email, password: PASSWORD }),
    ).rejects.toMatchObject({ reason: "sign_in_locked" });
  });

  it("a password reset by the e-mailed link ends the wait", async () => {
    const email = "reset.unlocks@example.co.tz";
    await account(email);
    for (let i = 0; i < 5; i++)
      await signInWithPassword(context, from(`198.51.100.${90 + i}`), { email, password: `stranger-${i}` });
    await expect(
      signInWithPassword(context, from("203.0.113.90"), { email, password: PASSWORD }),
    ).rejects.toMatchObject({ reason: "sign_in_locked" });
    await resetByLink(email, "a-new-password");
    expect(await lockOf(email)).toBeUndefined();
    expect((await signInWithPassword(context, from("203.0.113.90"), { email, password: "a-new-password" })).ok).toBe(
      true,
    );
  });

  /** Mails a reset link for this address and sets a new password with it, as the owner would. */
  async function resetByLink(email: string, newPassword: string) {
    await requestPasswordReset(context, from("203.0.113.90"), email);
    const mails = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    const mail = mails.find((each) => /reset/i.test(each.subject));
    const token = /\/reset-password\/([^/?\s]+)/.exec(mail!.text)![1]!;
    await context.auth.api.resetPassword({ body: { token, newPassword } });
  }
  const strangerCount = async (email: string) =>
    (
      await handle.db
        .select()
        .from(attemptCounters)
        .where(eq(attemptCounters.key, `${STRANGER_SIGN_IN_FAILURES.name}:${email}`))
    )[0]?.count;

  it("places not the owner's get 50 wrong passwords a day between them: then each waits until the day is over, even once the step has passed; the owner's phone still gets in, and a reset ends it", async () => {
    const email = "day.cap@example.co.tz";
    await account(email);
    const phone = deviceCookie("capownerphone");
    expect((await signInWithPassword(context, from("196.43.8.8", phone), { email, password: PASSWORD })).ok).toBe(true);
    for (let i = 0; i < STRANGER_SIGN_IN_FAILURES.max; i++) {
      const wrong = await signInWithPassword(context, from(`198.51.${100 + Math.floor(i / 25)}.${i}`), {
        email,
        password: `stranger-${i}`,
      });
      expect(wrong.body.code).toBe("INVALID_EMAIL_OR_PASSWORD");
      if ((await lockOf(email))?.lockedUntil) await waitPasses(email);
    }
    expect(await strangerCount(email)).toBe(STRANGER_SIGN_IN_FAILURES.max);
    // The 30 s step is over, yet the 51st, even with the right password, is refused before the library is asked, until the day ends.
    expect((await lockOf(email))!.lockedUntil!.getTime()).toBeLessThan(Date.now());
    const calls = vi.spyOn(context.auth, "handler");
    const refusal = (await signInWithPassword(context, from("203.0.113.120"), { email, password: PASSWORD }).catch(
      (error: AppError) => error,
    )) as AppError;
    expect(calls.mock.calls.length).toBe(0);
    calls.mockRestore();
    expect(refusal).toMatchObject({ code: "rate_limited", reason: "sign_in_locked" });
    expect(Number(refusal.values.seconds)).toBeGreaterThan(23 * 60 * 60);
    expect(Number(refusal.values.seconds)).toBeLessThanOrEqual(24 * 60 * 60);
    // The owner's phone, from a new address, gets in; the stranger's budget stays spent.
    expect((await signInWithPassword(context, from("203.0.113.121", phone), { email, password: PASSWORD })).ok).toBe(
      true,
    );
    await expect(
      signInWithPassword(context, from("203.0.113.122"), { email, password: PASSWORD }),
    ).rejects.toMatchObject({ reason: "sign_in_locked" });
    // A completed reset ends it: a new place gets in.
    await resetByLink(email, "a-new-password");
    expect(await strangerCount(email)).toBeUndefined();
    expect((await signInWithPassword(context, from("203.0.113.123"), { email, password: "a-new-password" })).ok).toBe(
      true,
    );
  });

  it("the day's budget holds against guesses sent at once: with one failure left, one reaches the library", async () => {
    const email = "day.burst@example.co.tz";
    await account(email);
    await handle.db.insert(attemptCounters).values({
      key: `${STRANGER_SIGN_IN_FAILURES.name}:${email}`,
      count: STRANGER_SIGN_IN_FAILURES.max - 1,
      windowStartedAt: new Date(),
    });
    // The account's own row is fresh (five free): only the budget stops the burst.
    expect(await lockOf(email)).toBeUndefined();
    const calls = vi.spyOn(context.auth, "handler");
    const guesses = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        signInWithPassword(context, from(`198.51.102.${i}`), { email, password: `burst-${i}` }),
      ),
    );
    expect(calls.mock.calls.length).toBe(1);
    calls.mockRestore();
    expect(guesses.filter((g) => g.status === "rejected")).toHaveLength(19);
    expect(await strangerCount(email)).toBe(STRANGER_SIGN_IN_FAILURES.max);
  });

  it("counts wrong passwords for unknown addresses the same way, so waits tell nothing", async () => {
    const email = "nobody.here@example.co.tz";
    for (let i = 0; i < 5; i++) await signInWithPassword(context, from("192.0.2.1"), { email, password: "whatever" });
    await expect(signInWithPassword(context, from("192.0.2.1"), { email, password: "whatever" })).rejects.toMatchObject(
      { code: "rate_limited" },
    );
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
    for (let i = 0; i < 4; i++)
      await expect(signUp(`192.0.2.${60 + i}`)).rejects.toMatchObject({ reason: "account_exists" });
    await expect(signUp("192.0.2.99")).rejects.toMatchObject({ code: "rate_limited" });
  });

  it("sends at most three reset links an hour to one address, while other students are served", async () => {
    await account("forgetful@example.co.tz");
    for (let i = 0; i < 3; i++) await requestPasswordReset(context, from("196.43.0.1"), "forgetful@example.co.tz");
    await expect(requestPasswordReset(context, from("196.43.0.2"), "forgetful@example.co.tz")).rejects.toMatchObject({
      code: "rate_limited",
    });
    await account("also.forgetful@example.co.tz");
    await requestPasswordReset(context, from("196.43.0.1"), "also.forgetful@example.co.tz");
    const mails = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "forgetful@example.co.tz"));
    expect(mails.filter((m) => /reset/i.test(m.subject))).toHaveLength(3);
  });
});

/** Every mail in the outbox that reaches `mailbox`, however its address was spelt. */
const mailsToMailbox = async (mailbox: string) =>
  (await handle.db.select().from(outboxEmails)).filter((mail) => mailboxOf(mail.to) === mailbox);

const studentSignUp = (address: string, email: string) =>
  signUpStudent(context, from(address), {
    fullName: "Asha Juma",
    email,
    password: "secret-pass",
    whatsappNumber: "0754123456",
    campusIds: [campusId],
    primaryCampusId: campusId,
  });

describe("mail limits per mailbox and per domain", () => {
  it("sends the per-mailbox budget of mails for ten sign-ups as victim+1..10@ and refuses the rest in the limit's words", async () => {
    const budget = ATTEMPT_RULES.signUpPerMailbox.max;
    const outcomes = [];
    // The probe: one attacker, ten spellings of one inbox (from many addresses: no help either).
    for (let i = 1; i <= 10; i++)
      outcomes.push(
        await studentSignUp(`192.0.2.${110 + i}`, `victim+${i}@gmail.com`).catch((error: unknown) => error as AppError),
      );
    const refused = outcomes.filter((outcome) => outcome instanceof Error) as AppError[];
    expect(outcomes.length - refused.length).toBe(budget);
    expect(refused).toHaveLength(10 - budget);
    for (const error of refused) {
      expect(error).toMatchObject({ code: "rate_limited", reason: "too_many_attempts" });
      expect(describeError(error).description).toMatch(/^Too many attempts\. Please wait/);
    }
    // Gmail's dots are the same inbox: the budget is spent for them too.
    await expect(studentSignUp("192.0.2.130", "v.i.c.t.i.m@googlemail.com")).rejects.toMatchObject({
      code: "rate_limited",
    });
    expect(await mailsToMailbox("victim@gmail.com")).toHaveLength(budget);
    // Another student at the same provider is served.
    await studentSignUp("192.0.2.131", "neighbour@gmail.com");
    expect(await mailsToMailbox("neighbour@gmail.com")).toHaveLength(1);
  });

  it("limits confirmation links and reset links per mailbox, however the address is spelt", async () => {
    for (const email of ["again+1@gmail.com", "a.gain+2@gmail.com", "AGAIN@googlemail.com"])
      await resendConfirmation(context, from("192.0.2.140"), email);
    await expect(resendConfirmation(context, from("192.0.2.141"), "ag.ain@gmail.com")).rejects.toMatchObject({
      code: "rate_limited",
    });

    await account("reset.victim@gmail.com");
    for (const email of ["resetvictim+1@gmail.com", "r.e.s.e.t.v.i.c.t.i.m@googlemail.com", "RESET.VICTIM+3@gmail.com"])
      await requestPasswordReset(context, from("192.0.2.142"), email);
    await expect(requestPasswordReset(context, from("192.0.2.143"), "reset.victim@gmail.com")).rejects.toMatchObject({
      code: "rate_limited",
    });
  });

  it("stops mail to one organisation's domain at its ceiling, and never counts a public provider's", async () => {
    const full = ATTEMPT_RULES.mailPerDomain.max;
    await handle.db.insert(attemptCounters).values([
      { key: `${ATTEMPT_RULES.mailPerDomain.name}:small-college.ac.tz`, count: full },
      { key: `${ATTEMPT_RULES.mailPerDomain.name}:gmail.com`, count: full },
    ]);
    await expect(
      requestPasswordReset(context, from("192.0.2.150"), "first.time@small-college.ac.tz"),
    ).rejects.toMatchObject({ code: "rate_limited" });
    await expect(
      resendConfirmation(context, from("192.0.2.150"), "someone.else@small-college.ac.tz"),
    ).rejects.toMatchObject({ code: "rate_limited" });
    await expect(studentSignUp("192.0.2.150", "new.student@small-college.ac.tz")).rejects.toMatchObject({
      code: "rate_limited",
    });
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
    await handle.db
      .update(users)
      .set({ fullName: "Win http://evil.example now" })
      .where(eq(users.email, "old.row@example.co.tz"));
    await requestPasswordReset(context, from("192.0.2.160"), "old.row@example.co.tz");
    const [mail] = await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, "old.row@example.co.tz"));
    expect(mail!.text).toMatch(/^Hello,\n/);
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toMatch(/Win|evil/);
  });
});

describe("takeAttempt", () => {
  it("lets exactly `max` of many attempts made at the same moment through", async () => {
    const rule = { name: "test-burst", max: 5, windowSeconds: 60 };
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => takeAttempt(handle.db, rule, "198.51.100.200")),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
  });

  it("starts a new window once the old one has passed", async () => {
    const rule = { name: "test-window", max: 1, windowSeconds: 60 };
    await takeAttempt(handle.db, rule, "x");
    await expect(takeAttempt(handle.db, rule, "x")).rejects.toMatchObject({ code: "rate_limited" });
    await handle.db
      .update(attemptCounters)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(attemptCounters.key, "test-window:x"));
    await takeAttempt(handle.db, rule, "x");
  });

  it("words a reset link in the owner's saved language, whoever asks for it", async () => {
    await account("mwanafunzi@example.co.tz");
    await handle.db.update(users).set({ language: "sw" }).where(eq(users.email, "mwanafunzi@example.co.tz"));
    await requestPasswordReset(context, from("196.43.0.5"), "mwanafunzi@example.co.tz");
    await account("student.en@example.co.tz");
    await requestPasswordReset(context, from("196.43.0.5"), "student.en@example.co.tz");
    const [swahili] = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "mwanafunzi@example.co.tz"));
    const [english] = await handle.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, "student.en@example.co.tz"));
    expect(swahili?.subject).toBe(inLocale("sw", () => m.mail_reset_subject({ site: SITE_NAME })));
    expect(english?.subject).toBe(m.mail_reset_subject({ site: SITE_NAME }));
    expect(swahili?.subject).not.toBe(english?.subject);
  });
});
