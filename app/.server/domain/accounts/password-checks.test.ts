import { and, eq, like, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fixtures } from "#tests/fixtures/db-fixtures";
import { testDatabase } from "#tests/fixtures/test-database";
import { loadEnv } from "~/.server/runtime/env";
import { describeError } from "~/lib/error-text";
import type { AppError } from "~/lib/shared/app-error";
import { createAuth } from "../../auth/create-auth";
import { attemptCounters, outboxEmails, users } from "../../db/schema";
import { createOutboxMailer } from "../../mail/outbox-mailer";
import { changePassword } from "./change-password";
import { renewBackupCodes } from "./renew-backup-codes";
import { signInWithPassword } from "./sign-in-with-password";
import { startTwoFactorSetup } from "./start-two-factor-setup";
import { turnOffTwoFactor } from "./turn-off-two-factor";

/**
 * A probe found that with a session the forms that ask for the password again answered every
 * guess (60 at ~9/s, the right one then accepted). Every password check now counts against the
 * same per-account wait as sign-in, and the owner is told by e-mail when the wait starts (docs/security.md).
 */

const handle = testDatabase();
let context: Parameters<typeof changePassword>[0];
let campusId: string;
const PASSWORD = "right-password";
const ORIGIN = "http://localhost:3997";

beforeAll(async () => {
  const env = loadEnv({ PORT: "3997" });
  const mailer = createOutboxMailer(handle.db);
  context = {
    db: handle.db,
    env,
    mailer,
    deviceKey: "test-device-key",
    auth: createAuth({ db: handle.db, mailer, secret: "y".repeat(40), publicUrl: env.publicUrl }),
  };
  campusId = (await fixtures(handle.db).campus()).id;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const from = (address: string, cookie?: string) =>
  new Request(`${ORIGIN}/profile`, {
    method: "POST",
    headers: { "x-chuo-client-ip": address, origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function account(email: string) {
  await context.auth.api.createUser({
    body: {
      email,
      password: PASSWORD,
      name: "Asha Juma",
      data: { emailVerified: true, whatsappNumber: "0754123456", campusId },
    },
  });
}

/** A signed-in browser of this account: its requests carry the session cookie. */
async function signedIn(email: string, address = "198.51.100.9"): Promise<Request> {
  const result = await signInWithPassword(context, from(address), { email, password: PASSWORD });
  expect(result.ok).toBe(true);
  const cookie = result.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
  return from(address, cookie);
}

const failuresOf = async (email: string) => {
  const [row] = await handle.db
    .select()
    .from(attemptCounters)
    .where(eq(attemptCounters.key, `sign-in-failures:${email}`));
  return row;
};

/** The wait passes (as if 30 seconds went by). */
const waitPasses = (email: string) =>
  handle.db
    .update(attemptCounters)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(eq(attemptCounters.key, `sign-in-failures:${email}`));

const lockMails = (email: string) =>
  handle.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), like(outboxEmails.subject, "Someone is trying%")));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

/** Counts the auth library's answers from here on, to show a refused attempt never reached it. */
const libraryCalls = () => vi.spyOn(context.auth, "handler");

describe("password checks with a session", () => {
  it("setting up two-factor: five wrong passwords, then even the right one waits, without the library being asked", async () => {
    const email = "twofa.guess@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    for (let i = 0; i < 5; i++) {
      expect(await refusal(startTwoFactorSetup(context, browser, { email }, `guess-${i}`))).toMatchObject({
        reason: "two_factor_wrong_password",
      });
    }
    const calls = libraryCalls();
    const locked = await refusal(startTwoFactorSetup(context, browser, { email }, PASSWORD));
    expect(locked).toMatchObject({ code: "rate_limited", reason: "sign_in_locked" });
    expect(describeError(locked!).description).toBe("Too many attempts. Please wait a minute and try again.");
    expect(calls).not.toHaveBeenCalled();
    const [row] = await handle.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, email));
    expect(row?.on).toBe(false);
    // The same wait holds at the sign-in form.
    await expect(signInWithPassword(context, from("203.0.113.5"), { email, password: PASSWORD })).rejects.toMatchObject(
      { reason: "sign_in_locked" },
    );
  });

  it("changing the password: five wrong current passwords, then even the right one waits and the password stays", async () => {
    const email = "change.guess@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    const change = (currentPassword: string) =>
      changePassword(context, browser, { email }, { currentPassword, newPassword: "brand-new-password" });
    for (let i = 0; i < 5; i++)
      expect(await refusal(change(`guess-${i}`))).toMatchObject({ reason: "current_password_wrong" });
    const calls = libraryCalls();
    expect(await refusal(change(PASSWORD))).toMatchObject({ code: "rate_limited", reason: "sign_in_locked" });
    expect(calls).not.toHaveBeenCalled();
    calls.mockRestore();

    // Once the wait is over, the old password still signs in: the refused change changed nothing.
    await waitPasses(email);
    expect((await signInWithPassword(context, from("203.0.113.6"), { email, password: PASSWORD })).ok).toBe(true);
  });

  it("counts wrong passwords on the profile and at sign-in together", async () => {
    const email = "mixed.guess@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    for (let i = 0; i < 3; i++)
      await refusal(
        changePassword(
          context,
          browser,
          { email },
          { currentPassword: `guess-${i}`, newPassword: "brand-new-password" },
        ),
      );
    for (let i = 0; i < 2; i++)
      expect(
        (await signInWithPassword(context, from("203.0.113.7"), { email, password: `guess-${i}` })).body.code,
      ).toBe("INVALID_EMAIL_OR_PASSWORD");
    await expect(signInWithPassword(context, from("203.0.113.8"), { email, password: PASSWORD })).rejects.toMatchObject(
      { reason: "sign_in_locked" },
    );
  });

  it("counts wrong passwords when turning two-factor off and when renewing backup codes", async () => {
    const email = "settings.guess@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    // Backup codes can only be renewed with two-factor on; the password is checked before anything else.
    await handle.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, email));
    expect(await refusal(turnOffTwoFactor(context, browser, { email }, "guess-1"))).toMatchObject({
      reason: "two_factor_wrong_password",
    });
    expect(await refusal(renewBackupCodes(context, browser, { email }, "guess-2"))).toMatchObject({
      reason: "two_factor_wrong_password",
    });
    expect((await failuresOf(email))?.count).toBe(2);
    for (let i = 0; i < 3; i++) await refusal(turnOffTwoFactor(context, browser, { email }, `guess-${i + 3}`));
    expect(await refusal(renewBackupCodes(context, browser, { email }, PASSWORD))).toMatchObject({
      reason: "sign_in_locked",
    });
  });

  it("a right password forgets the wrong ones before it", async () => {
    const email = "forgiven@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    for (let i = 0; i < 4; i++) await refusal(startTwoFactorSetup(context, browser, { email }, `guess-${i}`));
    expect((await failuresOf(email))?.count).toBe(4);
    const headers = await changePassword(
      context,
      browser,
      { email },
      { currentPassword: PASSWORD, newPassword: "brand-new-password" },
    );
    expect(headers.getSetCookie().length).toBeGreaterThan(0);
    expect(await failuresOf(email)).toBeUndefined();
  });
});

describe("telling the owner", () => {
  it("mails the owner once when the wait starts, not again for further wrong passwords, and nothing secret", async () => {
    const email = "owner.told@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    for (let i = 0; i < 4; i++)
      await refusal(
        changePassword(
          context,
          browser,
          { email },
          { currentPassword: `guess-${i}`, newPassword: "brand-new-password" },
        ),
      );
    expect(await lockMails(email)).toHaveLength(0);
    await refusal(
      changePassword(
        context,
        browser,
        { email },
        { currentPassword: "the-fifth-guess", newPassword: "brand-new-password" },
      ),
    );
    const [mail, ...more] = await lockMails(email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Someone is trying your Chuo Market password");
    expect(mail!.text).toMatch(/^Hello,\n/);
    expect(mail!.text).not.toContain("Asha Juma");
    expect(mail!.text).toContain("Several wrong passwords");
    expect(mail!.text).toContain(`${context.env.publicUrl}/profile`);
    expect(mail!.text).toContain(`${context.env.publicUrl}/forgot-password`);
    for (const secret of ["the-fifth-guess", "guess-0", PASSWORD, "198.51.100.9"]) {
      expect(mail!.text).not.toContain(secret);
      expect(mail!.html).not.toContain(secret);
    }

    // The wait passes and the guessing goes on, at the sign-in form too: still the one mail.
    for (let i = 0; i < 3; i++) {
      await waitPasses(email);
      await signInWithPassword(context, from("203.0.113.9"), { email, password: `more-${i}` });
    }
    expect(await lockMails(email)).toHaveLength(1);
  });

  it("sends one mail when many wrong passwords arrive at the same moment", async () => {
    const email = "all.at.once@example.co.tz";
    await account(email);
    await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        signInWithPassword(context, from(`192.0.2.${i}`), { email, password: `burst-${i}` }),
      ),
    );
    expect((await failuresOf(email))?.lockedUntil).not.toBeNull();
    expect(await lockMails(email)).toHaveLength(1);
  });

  // The outside probe's second line: 25 guesses sent together were all checked (a check that
  // counted only after the answer let each of them past the lock); 60 at sign-in, with the right
  // password among them, signed in and wiped the count.
  it("lets at most five of many guesses sent at the same moment reach the library, on the profile and at sign-in", async () => {
    const email = "race.guess@example.co.tz";
    await account(email);
    const browser = await signedIn(email);
    const calls = libraryCalls();
    const asked = (path: string) =>
      calls.mock.calls.filter(([request]) => new URL(request.url).pathname.endsWith(path)).length;
    const guesses = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => startTwoFactorSetup(context, browser, { email }, `race-${i}`)),
    );
    expect(asked("/two-factor/enable")).toBe(5);
    expect(
      guesses.filter((g) => g.status === "rejected" && (g.reason as AppError).reason === "sign_in_locked"),
    ).toHaveLength(20);

    const other = "race.signin@example.co.tz";
    await account(other);
    const attempts = await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        signInWithPassword(context, from(`192.0.2.${100 + (i % 50)}`), {
          email: other,
          password: i === 59 ? PASSWORD : `race-${i}`,
        }),
      ),
    );
    expect(asked("/sign-in/email")).toBeLessThanOrEqual(5);
    expect(
      attempts.filter((a) => a.status === "rejected" && (a.reason as AppError).reason === "sign_in_locked").length,
    ).toBeGreaterThanOrEqual(55);
  });

  it("mails nobody for an e-mail address without an account", async () => {
    const email = "no.account@example.co.tz";
    for (let i = 0; i < 6; i++)
      await signInWithPassword(context, from("192.0.2.77"), { email, password: `guess-${i}` }).catch(() => undefined);
    expect((await failuresOf(email))?.count).toBe(5);
    expect(await handle.db.select().from(outboxEmails).where(eq(outboxEmails.to, email))).toHaveLength(0);
  });
});
