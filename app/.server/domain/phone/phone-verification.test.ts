import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fixtures } from "../../../../tests/fixtures/db-fixtures";
import { createTestDatabase } from "../../../../tests/setup/test-database";
import { type Auth, createAuth } from "../../auth/create-auth";
import type { DatabaseHandle } from "../../db/client";
import { attemptCounters, phoneCodes, sessions, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import type { SmsGateway, SmsMessage } from "../../sms/sms-gateway";
import { confirmPhoneNumber } from "./confirm-phone-number";
import { getPhoneStatus } from "./get-phone-status";
import { PHONE_CODE_RULES, PHONE_SEND_RULES } from "./phone-rules";
import { requestResetCode } from "./request-reset-code";
import { resetPasswordWithCode } from "./reset-password-with-code";
import { sendConfirmationCode } from "./send-confirmation-code";

let handle: DatabaseHandle;
let make: ReturnType<typeof fixtures>;
let auth: Auth;
const sent: SmsMessage[] = [];
const sms: SmsGateway = {
  kind: "sandbox",
  async send(message) {
    sent.push(message);
  },
};
const context = () => ({ db: handle.db, sms, auth, payments: { payerNumberKey: "test-payer-number-key" } });

beforeAll(async () => {
  handle = await createTestDatabase();
  make = fixtures(handle.db);
  auth = createAuth({ db: handle.db, mailer: createOutboxMailer(handle.db), secret: "p".repeat(40), publicUrl: "http://localhost:3998" });
});
afterAll(async () => {
  await handle?.close();
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
const verifiedAt = async (userId: string) => (await handle.db.select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, userId)))[0]!.at;
/** A six-digit code that is not `code`. */
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");

describe("confirming a WhatsApp number by SMS code", () => {
  it("sends a 6-digit code to the normalized number, keeps only a hash, and marks the number with the right code", async () => {
    const typed = freshNumber();
    const user = await make.user({ whatsappNumber: typed, fullName: "Asha Mussa" });
    await sendConfirmationCode(context(), user.id);
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
    await sendConfirmationCode(context(), user.id);
    expect(sent[0]!.text).toMatch(/^Msimbo wa Chuo Market: \d{6}\. Utaisha baada ya dakika 10\.$/);
  });

  it("needs a number", async () => {
    const user = await make.user({ whatsappNumber: null });
    await expect(sendConfirmationCode(context(), user.id)).rejects.toMatchObject({ reason: "phone_number_missing" });
    expect(sent).toHaveLength(0);
  });

  it("a code expires after 10 minutes", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    const now = new Date();
    await sendConfirmationCode(context(), user.id, { now });
    const code = lastCode();
    await expect(confirmPhoneNumber(context(), user.id, code, { now: minutes(10, now) })).rejects.toMatchObject({ reason: "phone_code_expired" });
    expect(await verifiedAt(user.id)).toBeNull();
    // Just before, it still works.
    await sendConfirmationCode(context(), user.id, { now });
    await confirmPhoneNumber(context(), user.id, lastCode(), { now: minutes(9.9, now) });
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("a new send replaces the old code", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    await sendConfirmationCode(context(), user.id);
    const first = lastCode();
    await sendConfirmationCode(context(), user.id);
    const second = lastCode();
    if (first !== second) await expect(confirmPhoneNumber(context(), user.id, first)).rejects.toMatchObject({ reason: "phone_code_wrong" });
    await confirmPhoneNumber(context(), user.id, second);
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("5 wrong codes lock further tries for 15 minutes: the right code is refused until the wait ends, even after a new send", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    const now = new Date();
    await sendConfirmationCode(context(), user.id, { now });
    const code = lastCode();
    for (let i = 0; i < 4; i++) {
      await expect(confirmPhoneNumber(context(), user.id, wrong(code, i), { now })).rejects.toMatchObject({ reason: "phone_code_wrong", values: { triesLeft: 4 - i } });
    }
    await expect(confirmPhoneNumber(context(), user.id, wrong(code, 4), { now })).rejects.toMatchObject({ reason: "phone_code_locked", code: "rate_limited" });
    await expect(confirmPhoneNumber(context(), user.id, code, { now })).rejects.toMatchObject({ reason: "phone_code_locked", values: { seconds: PHONE_CODE_RULES.lockSeconds } });
    // A new code does not end the wait.
    await sendConfirmationCode(context(), user.id, { now });
    await expect(confirmPhoneNumber(context(), user.id, lastCode(), { now: minutes(14, now) })).rejects.toMatchObject({ reason: "phone_code_locked" });
    expect(await verifiedAt(user.id)).toBeNull();
    // Once the wait is over, a live code works.
    const later = minutes(15.5, now);
    await sendConfirmationCode(context(), user.id, { now: later });
    await confirmPhoneNumber(context(), user.id, lastCode(), { now: later });
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("the lock holds on the number too: a second account of the same person gets no fresh guesses at it", async () => {
    const number = freshNumber();
    const first = await make.user({ whatsappNumber: number });
    const second = await make.user({ whatsappNumber: number });
    const now = new Date();
    await sendConfirmationCode(context(), first.id, { now });
    const code = lastCode();
    for (let i = 0; i < 5; i++) await expect(confirmPhoneNumber(context(), first.id, wrong(code, i), { now })).rejects.toBeDefined();
    await sendConfirmationCode(context(), second.id, { now });
    await expect(confirmPhoneNumber(context(), second.id, lastCode(), { now })).rejects.toMatchObject({ reason: "phone_code_locked" });
  });

  it("sends are limited per number across two accounts of the same person, and per account", async () => {
    const number = freshNumber();
    const first = await make.user({ whatsappNumber: number });
    const second = await make.user({ whatsappNumber: number });
    await sendConfirmationCode(context(), first.id);
    await sendConfirmationCode(context(), first.id);
    await sendConfirmationCode(context(), second.id);
    expect(sent).toHaveLength(PHONE_SEND_RULES.perNumberHour.max);
    // The second account is fresh, but the number has had its codes.
    await expect(sendConfirmationCode(context(), second.id)).rejects.toMatchObject({ reason: "phone_sends_limited", code: "rate_limited" });
    expect(sent).toHaveLength(PHONE_SEND_RULES.perNumberHour.max);
    // The counters name the number only by a keyed hash.
    const keys = (await handle.db.select({ key: attemptCounters.key }).from(attemptCounters)).map((r) => r.key).join(" ");
    expect(keys).not.toContain(number.slice(1));

    // Per account: changing numbers does not give one account more codes.
    const hopper = await make.user({ whatsappNumber: freshNumber() });
    for (let i = 0; i < PHONE_SEND_RULES.perAccount.max; i++) {
      await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, hopper.id));
      await sendConfirmationCode(context(), hopper.id);
    }
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, hopper.id));
    await expect(sendConfirmationCode(context(), hopper.id)).rejects.toMatchObject({ reason: "phone_sends_limited" });
  });

  it("changing the number clears the mark", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    await sendConfirmationCode(context(), user.id);
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
    await sendConfirmationCode(context(), user.id);
    const code = lastCode();
    await handle.db.update(users).set({ whatsappNumber: freshNumber() }).where(eq(users.id, user.id));
    expect((await getPhoneStatus(handle.db, user.id)).codeSent).toBe(false);
    await expect(confirmPhoneNumber(context(), user.id, code)).rejects.toMatchObject({ reason: "phone_number_changed" });
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it("a provider that refuses leaves no code behind", async () => {
    const user = await make.user({ whatsappNumber: freshNumber() });
    const { SmsSendError } = await import("../../sms/sms-gateway");
    const failing: SmsGateway = {
      kind: "africastalking",
      send: async () => {
        throw new SmsSendError("unreachable", "no answer");
      },
    };
    await expect(sendConfirmationCode({ ...context(), sms: failing }, user.id)).rejects.toMatchObject({ reason: "phone_sms_failed", code: "unavailable" });
    expect(await handle.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user.id))).toEqual([]);
  });
});

describe("resetting a password by SMS code", () => {
  const request = (address = "198.51.100.7") => new Request("http://localhost:3998/forgot-password", { headers: { "x-chuo-client-ip": address } });

  async function studentWithVerifiedPhone(email: string) {
    const number = freshNumber();
    await auth.api.signUpEmail({ body: { name: "Neema Joseph", email, password: "old-secret-1", whatsappNumber: number, campusId: (await make.campus()).id } as never });
    const [user] = await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email)).returning();
    await sendConfirmationCode(context(), user!.id);
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
    await expect(resetPasswordWithCode(context(), { email: user.email, code: wrong(lastCode(), 0), newPassword: "new-secret-2" })).rejects.toMatchObject({ reason: "phone_reset_refused" });
    await resetPasswordWithCode(context(), { email: user.email, code: lastCode(), newPassword: "new-secret-2" });

    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    await expect(auth.api.signInEmail({ body: { email: user.email, password: "old-secret-1" } })).rejects.toThrow();
    expect((await auth.api.signInEmail({ body: { email: user.email, password: "new-secret-2" } })).token).toBeTruthy();
  });

  it("answers alike for an unknown address and an account without a verified phone, and sends nothing", async () => {
    await expect(requestResetCode(context(), request(), "nobody.here@example.co.tz")).resolves.toBeUndefined();
    const unverified = await make.user({ whatsappNumber: freshNumber() });
    await expect(requestResetCode(context(), request(), unverified.email)).resolves.toBeUndefined();
    expect(sent).toEqual([]);
    await expect(resetPasswordWithCode(context(), { email: "nobody.here@example.co.tz", code: "123456", newPassword: "new-secret-2" })).rejects.toMatchObject({ reason: "phone_reset_refused" });
    await expect(resetPasswordWithCode(context(), { email: unverified.email, code: "123456", newPassword: "new-secret-2" })).rejects.toMatchObject({ reason: "phone_reset_refused" });
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
          await resetPasswordWithCode(context(), { email, code: codeFor(i), newPassword: "new-secret-2" }, { now }).then(
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
    await expect(auth.api.signInEmail({ body: { email: user.email, password: "old-secret-1" } })).resolves.toBeDefined();
  });
});
