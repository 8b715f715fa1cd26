import { eq } from "drizzle-orm";
import express from "express";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { serveOnLoopback } from "#tests/fixtures/serve-on-loopback";
import { testDatabase } from "#tests/fixtures/test-database";
import { metricsRoute } from "../../../../../server/middleware/metrics-route";
import { type Auth, createAuth } from "../../../auth/create-auth";
import { attemptCounters, phoneCodes, sessions, users } from "../../../db/schema";
import { createOutboxMailer } from "../../../mail/outbox-mailer";
import type { SmsGateway, SmsMessage } from "../../../sms/sms-gateway";
import { confirmPhoneNumber } from "./confirm-phone-number";
import { getPhoneStatus } from "./get-phone-status";
import { PHONE_CODE_RULES, PHONE_SEND_RULES } from "./phone-rules";
import { requestResetCode } from "./request-reset-code";
import { resetPasswordWithCode } from "./reset-password-with-code";
import { sendConfirmationCode } from "./send-confirmation-code";

const handle = testDatabase();
const { make } = handle;
let auth: Auth;
const sent: SmsMessage[] = [];
const sms: SmsGateway = {
  kind: "sandbox",
  async send(message) {
    sent.push(message);
  },
};
const context = () => ({ db: handle.db, sms, auth, payments: { payerNumberKey: "test-payer-number-key" } });
/** A signed-in student's request from one client address, as the server marks it. */
const from = (address = "196.43.10.1") =>
  new Request("http://localhost:3998/profile", { headers: { "x-chuo-client-ip": address } });

beforeAll(async () => {
  auth = createAuth({
    db: handle.db,
    mailer: createOutboxMailer(handle.db),
    secret: "p".repeat(40),
    publicUrl: "http://localhost:3998",
  });
});
beforeEach(async () => {
  sent.length = 0;
  // Each test starts with no counters: the limits are the subject of some tests, not a leftover of others.
  await handle.db.delete(attemptCounters);
});

let numberSeq = 100000;
/** A fresh Tanzanian number, as a student types it. */
const freshNumber = () => `0754${numberSeq++}`;
const lastCode = () => /(\d{6})/.exec(sent.at(-1)!.text)![1]!;
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);
const verifiedAt = async (userId: string) =>
  (await handle.db.select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId)))[0]!.at;
/** A six-digit code that is not `code`. */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

describe("confirming a WhatsApp number by SMS code", () => {
  it("sends a 6-digit code to the normalized number, keeps only a hash, and marks the number with the right code", async () => {
    const typed = freshNumber();
    const user = await make.user({ whatsappNumber: typed, fullName: "Asha Mussa" });
    await sendConfirmationCode(context(), from(), user.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(`255${typed.slice(1)}`);
    expect(sent[0]!.text).toMatch(/^Chuo Market code: \d{6}\. It expires in 10 minutes\.$/);
    // The text names no account.
    expect(sent[0]!.text).not.toContain("Asha");
    const code = lastCode();
    const [row] = await handle.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id));
    expect(row!.codeHash).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(code);
    expect((await getPhoneStatus(handle.db, user.id)).codeSent).toBe(true);

    await confirmPhoneNumber(context(), user.id, code);
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    expect(await getPhoneStatus(handle.db, user.id)).toMatchObject({ verified: true, codeSent: false });
    // A code works once.
    await expect(confirmPhoneNumber(context(), user.id, code)).rejects.toMatchObject({ reason: "phone_code_expired" });
  });

  it("writes the text in the student's language", async () => {
    const user = await make.user({ whatsappNumber: freshNumber(), language: "sw" });
    await sendConfirmationCode(context(), from(), user.id);
    expect(sent[0]!.text).toMatch(/^Msimbo wako wa Chuo Market ni \d{6}\. Muda wake utaisha baada ya dakika 10\.$/);
  });

  it("needs a number", async () => {
    const user = await make.user({ whatsappNumber: null });
    await expect(sendConfirmationCode(context(), from(), user.id)).rejects.toMatchObject({
      reason: "phone_number_missing",
    });
    expect(sent).toHaveLength(0);
  });

  it("a code expires after 10 minutes", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    const now = new Date();
    await sendConfirmationCode(context(), from(), user.id, { now });
    const code = lastCode();
    await expect(confirmPhoneNumber(context(), user.id, code, { now: minutes(10, now) })).rejects.toMatchObject({
      reason: "phone_code_expired",
    });
    expect(await verifiedAt(user.id)).toBeNull();
    // Just before, it still works.
    await sendConfirmationCode(context(), from(), user.id, { now });
    await confirmPhoneNumber(context(), user.id, lastCode(), { now: minutes(9.9, now) });
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("a new send replaces the old code", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    await sendConfirmationCode(context(), from(), user.id);
    const first = lastCode();
    await sendConfirmationCode(context(), from(), user.id);
    const second = lastCode();
    if (first !== second)
      await expect(confirmPhoneNumber(context(), user.id, first)).rejects.toMatchObject({ reason: "phone_code_wrong" });
    await confirmPhoneNumber(context(), user.id, second);
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("5 wrong codes lock further tries for 15 minutes: the right code is refused until the wait ends, even after a new send", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    const now = new Date();
    await sendConfirmationCode(context(), from(), user.id, { now });
    const code = lastCode();
    for (let i = 0; i < 4; i++) {
      await expect(confirmPhoneNumber(context(), user.id, wrong(code, i), { now })).rejects.toMatchObject({
        reason: "phone_code_wrong",
        values: { triesLeft: 4 - i },
      });
    }
    await expect(confirmPhoneNumber(context(), user.id, wrong(code, 4), { now })).rejects.toMatchObject({
      reason: "phone_code_locked",
      code: "rate_limited",
    });
    await expect(confirmPhoneNumber(context(), user.id, code, { now })).rejects.toMatchObject({
      reason: "phone_code_locked",
      values: { seconds: PHONE_CODE_RULES.lockSeconds },
    });
    // A new code does not end the wait.
    await sendConfirmationCode(context(), from(), user.id, { now });
    await expect(confirmPhoneNumber(context(), user.id, lastCode(), { now: minutes(14, now) })).rejects.toMatchObject({
      reason: "phone_code_locked",
    });
    expect(await verifiedAt(user.id)).toBeNull();
    // Once the wait is over, a live code works.
    const later = minutes(15.5, now);
    await sendConfirmationCode(context(), from(), user.id, { now: later });
    await confirmPhoneNumber(context(), user.id, lastCode(), { now: later });
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("the lock holds on the number too: a second account of the same person gets no fresh guesses at it", async () => {
    const number = freshNumber();
    const first = await make.user({ whatsappNumber: number });
    const second = await make.user({ whatsappNumber: number });
    const now = new Date();
    await sendConfirmationCode(context(), from(), first.id, { now });
    const code = lastCode();
    for (let i = 0; i < 5; i++)
      await expect(confirmPhoneNumber(context(), first.id, wrong(code, i), { now })).rejects.toBeDefined();
    await sendConfirmationCode(context(), from(), second.id, { now });
    await expect(confirmPhoneNumber(context(), second.id, lastCode(), { now })).rejects.toMatchObject({
      reason: "phone_code_locked",
    });
  });

  it("sends are limited per number across two accounts of the same person, and per account", async () => {
    const number = freshNumber();
    const first = await make.user({ whatsappNumber: number });
    const second = await make.user({ whatsappNumber: number });
    await sendConfirmationCode(context(), from(), first.id);
    await sendConfirmationCode(context(), from(), first.id);
    await sendConfirmationCode(context(), from(), second.id);
    expect(sent).toHaveLength(PHONE_SEND_RULES.perNumberHour.max);
    // The second account is fresh, but the number has had its codes.
    await expect(sendConfirmationCode(context(), from(), second.id)).rejects.toMatchObject({
      reason: "phone_sends_limited",
      code: "rate_limited",
    });
    expect(sent).toHaveLength(PHONE_SEND_RULES.perNumberHour.max);
    // The counters name the number only by a keyed hash.
    const keys = (await handle.db.select({ key: attemptCounters.key }).from(attemptCounters))
      .map((r) => r.key)
      .join(" ");
    expect(keys).not.toContain(number.slice(1));

    // Per account: changing numbers does not give one account more codes.
    const hopper = await make.user({ whatsappNumber: freshNumber() });
    for (let i = 0; i < PHONE_SEND_RULES.perAccount.max; i++) {
      await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, hopper.id));
      await sendConfirmationCode(context(), from(), hopper.id);
    }
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, hopper.id));
    await expect(sendConfirmationCode(context(), from(), hopper.id)).rejects.toMatchObject({
      reason: "phone_sends_limited",
    });
  });

  /** Ages a budget's window past its end, as the hours passing would (the counters run on the database's clock). */
  const windowPassed = (rule: { name: string; windowSeconds: number }, subject: string) =>
    handle.db
      .update(attemptCounters)
      .set({ windowStartedAt: new Date(Date.now() - (rule.windowSeconds + 60) * 1000) })
      .where(eq(attemptCounters.key, `${rule.name}:${subject}`));
  /** A budget spent up to its last send, as a busy hour would leave it. */
  const nearlySpent = (rule: { name: string; max: number }, subject: string) =>
    handle.db
      .insert(attemptCounters)
      .values({ key: `${rule.name}:${subject}`, count: rule.max - 1, windowStartedAt: new Date() });
  /** This instance's /metrics, as a scraper on the machine reads it. */
  async function scrapeMetrics(): Promise<string> {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.client = { address: "127.0.0.1", directLocal: true };
      next();
    });
    app.get("/metrics", metricsRoute(undefined));
    const { base, close } = await serveOnLoopback(app);
    try {
      return await (await fetch(`${base}/metrics`)).text();
    } finally {
      await close();
    }
  }
  const refusals = (text: string, budget: string) =>
    Number(new RegExp(`^chuo_sms_code_refusals_total\\{budget="${budget}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? "NaN");

  it("an account gets at most 10 codes a day, however the hours are spread, and the refusal is counted in /metrics", async () => {
    const hopper = await make.user({ whatsappNumber: freshNumber() });
    const before = refusals(await scrapeMetrics(), PHONE_SEND_RULES.perAccountDay.name);
    // The series is there, at its count, before this refusal.
    expect(Number.isFinite(before)).toBe(true);
    for (let i = 0; i < PHONE_SEND_RULES.perAccountDay.max; i++) {
      if (i > 0 && i % PHONE_SEND_RULES.perAccount.max === 0)
        await windowPassed(PHONE_SEND_RULES.perAccount, hopper.id);
      // A new number each time: the number's own limits are not what stops it.
      await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, hopper.id));
      await sendConfirmationCode(context(), from(), hopper.id);
    }
    await windowPassed(PHONE_SEND_RULES.perAccount, hopper.id);
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, hopper.id));
    sent.length = 0;
    await expect(sendConfirmationCode(context(), from(), hopper.id)).rejects.toMatchObject({
      reason: "phone_sends_limited",
      code: "rate_limited",
    });
    expect(sent).toEqual([]);
    const text = await scrapeMetrics();
    expect(refusals(text, PHONE_SEND_RULES.perAccountDay.name)).toBe(before + 1);
    // Labelled by the budget only: no account, number or address in the series.
    expect(text).not.toContain(hopper.id);
  });

  it("one client address is stopped only at a ceiling a campus never reaches, and other addresses are served", async () => {
    expect(PHONE_SEND_RULES.perAddressHour.max).toBeGreaterThanOrEqual(1000);
    const campusNat = "196.43.20.1";
    await nearlySpent(PHONE_SEND_RULES.perAddressHour, campusNat);
    const before = refusals(await scrapeMetrics(), PHONE_SEND_RULES.perAddressHour.name);
    await sendConfirmationCode(context(), from(campusNat), (await make.user({ whatsappNumber: freshNumber() })).id);
    await expect(
      sendConfirmationCode(context(), from(campusNat), (await make.user({ whatsappNumber: freshNumber() })).id),
    ).rejects.toMatchObject({ reason: "phone_sends_limited" });
    await sendConfirmationCode(context(), from("196.43.20.2"), (await make.user({ whatsappNumber: freshNumber() })).id);
    expect(sent).toHaveLength(2);
    expect(refusals(await scrapeMetrics(), PHONE_SEND_RULES.perAddressHour.name)).toBe(before + 1);
  });

  it("the whole deployment sends at most its hourly ceiling, whichever accounts and addresses ask, counted in the database", async () => {
    await nearlySpent(PHONE_SEND_RULES.perDeploymentHour, "all");
    const before = refusals(await scrapeMetrics(), PHONE_SEND_RULES.perDeploymentHour.name);
    await sendConfirmationCode(
      context(),
      from("198.51.100.31"),
      (await make.user({ whatsappNumber: freshNumber() })).id,
    );
    await expect(
      sendConfirmationCode(context(), from("198.51.100.32"), (await make.user({ whatsappNumber: freshNumber() })).id),
    ).rejects.toMatchObject({
      reason: "phone_sends_limited",
    });
    expect(sent).toHaveLength(1);
    expect(refusals(await scrapeMetrics(), PHONE_SEND_RULES.perDeploymentHour.name)).toBe(before + 1);
    // The hour passes: sends go again.
    await windowPassed(PHONE_SEND_RULES.perDeploymentHour, "all");
    await sendConfirmationCode(
      context(),
      from("198.51.100.33"),
      (await make.user({ whatsappNumber: freshNumber() })).id,
    );
    expect(sent).toHaveLength(2);
  });

  it("changing the number clears the mark", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    await sendConfirmationCode(context(), from(), user.id);
    await confirmPhoneNumber(context(), user.id, lastCode());
    expect(await verifiedAt(user.id)).not.toBeNull();
    await handle.db.update(users).set({ fullName: "Asha M." }).where(eq(users.id, user.id));
    expect(await verifiedAt(user.id)).not.toBeNull();
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, user.id));
    expect(await verifiedAt(user.id)).toBeNull();
    expect((await getPhoneStatus(handle.db, user.id)).verified).toBe(false);
  });

  it("a code sent to the old number does not mark a changed one", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    await sendConfirmationCode(context(), from(), user.id);
    const code = lastCode();
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, user.id));
    expect((await getPhoneStatus(handle.db, user.id)).codeSent).toBe(false);
    await expect(confirmPhoneNumber(context(), user.id, code)).rejects.toMatchObject({
      reason: "phone_number_changed",
    });
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it("a provider that refuses leaves no code behind", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    const { SmsSendError } = await import("../../../sms/sms-gateway");
    const failing: SmsGateway = {
      kind: "africastalking",
      send: async () => {
        throw new SmsSendError("unreachable", "no answer");
      },
    };
    await expect(sendConfirmationCode({ ...context(), sms: failing }, from(), user.id)).rejects.toMatchObject({
      reason: "phone_sms_failed",
      code: "unavailable",
    });
    expect(await handle.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id))).toEqual([]);
  });
});

describe("resetting a password by SMS code", () => {
  const request = (address = "198.51.100.7") =>
    new Request("http://localhost:3998/forgot-password", { headers: { "x-chuo-client-ip": address } });

  async function studentWithVerifiedPhone(email: string) {
    const number = freshNumber();
    await auth.api.signUpEmail({
      body: {
        name: "Neema Joseph",
        email,
        password: "old-secret-1",
        whatsappNumber: number,
        campusId: (await make.campus()).id,
      } as never,
    });
    const [user] = await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning();
    await sendConfirmationCode(context(), from(), user!.id);
    await confirmPhoneNumber(context(), user!.id, lastCode());
    sent.length = 0;
    return { ...user!, number: `255${number.slice(1)}` };
  }

  it("sends a code to the verified number, sets the new password with it, and ends the account's sessions", async () => {
    const user = await studentWithVerifiedPhone("neema.reset@example.co.tz");
    const signedIn = await auth.api.signInEmail({ body: { email: user.email, password: "old-secret-1" } });
    expect(signedIn.token).toBeTruthy();
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    await requestResetCode(context(), request(), "Neema.Reset@example.co.tz");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(user.number);
    await expect(
      resetPasswordWithCode(context(), { email: user.email, code: wrong(lastCode(), 0), newPassword: "new-secret-2" }),
    ).rejects.toMatchObject({ reason: "phone_reset_refused" });
    await resetPasswordWithCode(context(), { email: user.email, code: lastCode(), newPassword: "new-secret-2" });

    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    await expect(auth.api.signInEmail({ body: { email: user.email, password: "old-secret-1" } })).rejects.toThrow();
    expect((await auth.api.signInEmail({ body: { email: user.email, password: "new-secret-2" } })).token).toBeTruthy();
  });

  it("a reset by SMS code ends a sign-in wait that wrong passwords made", async () => {
    const user = await studentWithVerifiedPhone("locked.out@example.co.tz");
    const lockedUntil = minutes(10);
    await handle.db.insert(attemptCounters).values([
      { key: `sign-in-failures:${user.email}`, count: 9, windowStartedAt: new Date(), lockedUntil },
      { key: `sign-in-device-failures:${user.email}:somebrowser`, count: 5, windowStartedAt: new Date(), lockedUntil },
      { key: `sign-in-stranger-failures:${user.email}`, count: 50, windowStartedAt: new Date() },
    ]);
    await requestResetCode(context(), request(), user.email);
    await resetPasswordWithCode(context(), { email: user.email, code: lastCode(), newPassword: "new-secret-2" });
    const left = (await handle.db.select({ key: attemptCounters.key }).from(attemptCounters))
      .map((r) => r.key)
      .filter((key) => key.startsWith("sign-in") && key.includes(user.email));
    expect(left).toEqual([]);
  });

  it("answers alike for an unknown address and an account without a verified phone, and sends nothing", async () => {
    await expect(requestResetCode(context(), request(), "nobody.here@example.co.tz")).resolves.toBeUndefined();
    const unverified = await make.user({ whatsappNumber: freshNumber() });
    await expect(requestResetCode(context(), request(), unverified.email)).resolves.toBeUndefined();
    expect(sent).toEqual([]);
    await expect(
      resetPasswordWithCode(context(), {
        email: "nobody.here@example.co.tz",
        code: "123456",
        newPassword: "new-secret-2",
      }),
    ).rejects.toMatchObject({ reason: "phone_reset_refused" });
    await expect(
      resetPasswordWithCode(context(), { email: unverified.email, code: "123456", newPassword: "new-secret-2" }),
    ).rejects.toMatchObject({ reason: "phone_reset_refused" });
  });

  it("wrong reset codes lock the account, yet a locked account answers exactly as an unknown address", async () => {
    const user = await studentWithVerifiedPhone("baraka.lock@example.co.tz");
    const now = new Date();
    await requestResetCode(context(), request(), user.email, { now });
    const code = lastCode();
    const answers = async (email: string, codeFor: (i: number) => string) => {
      const seen: unknown[] = [];
      for (let i = 0; i < 6; i++) {
        seen.push(
          await resetPasswordWithCode(
            context(),
            { email, code: codeFor(i), newPassword: "new-secret-2" },
            { now },
          ).then(
            () => "reset",
            (error: { code?: string; reason?: string }) => `${error.code}:${error.reason}`,
          ),
        );
      }
      return seen;
    };
    // Five wrong codes, then the right one: refused like every other try, never "locked".
    const registered = await answers(user.email, (i) => (i < 5 ? wrong(code, i) : code));
    const unknown = await answers("nobody.locked@example.co.tz", () => "123456");
    expect(registered).toEqual(unknown);
    expect(registered.slice(0, 5)).toEqual(Array(5).fill("invalid_input:phone_reset_refused"));
    expect(registered[5]).not.toBe("reset");
    await expect(
      auth.api.signInEmail({ body: { email: user.email, password: "old-secret-1" } }),
    ).resolves.toBeDefined();
  });
});
