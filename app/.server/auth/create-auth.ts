import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { admin, jwt, twoFactor } from "better-auth/plugins";
import type pino from "pino";
import { confirmEmailPath } from "~/lib/accounts/confirm-email-link";
import { accountRowChangeSchema, newAccountRowSchema } from "~/lib/accounts/forms/account-row";
import { MIN_PASSWORD_LENGTH } from "~/lib/accounts/forms/sign-up";
import { SITE_NAME } from "~/lib/shared/site";
import { m } from "~/paraglide/messages";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import { getSavedLanguage } from "../domain/accounts/get-saved-language";
import { clearSignInFailures } from "../domain/accounts/limits/clear-sign-in-failures";
import type { Mailer } from "../mail/mailer";
import { confirmationEmail } from "../mail/templates/confirmation-email";
import { passwordResetEmail } from "../mail/templates/password-reset-email";
import { authLogHandler } from "../runtime/auth-log";
import { signUpBrowserPlugin } from "./sign-up-browser-plugin";

/** The request header our server sets to the client's real address (see server/middleware/identify-client.ts). */
export const CLIENT_IP_HEADER = "x-chuo-client-ip";

/** What a suspended account is told when it signs in, worded in the language of that request. */
export const bannedMessage = () => m.accounts_suspended_message();

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** Where the library's log lines go; the app's logger unless a test listens. */
  logger?: pino.Logger;
}

/**
 * Accounts on better-auth (DESIGN.md): e-mail and password, confirmation by e-mail before the
 * first sign-in, sessions in the database, rate limits on sign-in, sign-up and reset by client
 * address. The user model is our users table.
 */
export function createAuth({ db, mailer, secret, publicUrl, logger }: AuthOptions) {
  return betterAuth({
    appName: SITE_NAME,
    // Its lines through our logger, so they are JSON and redacted like ours (docs/security.md).
    logger: { level: "warn", log: authLogHandler(logger) },
    baseURL: publicUrl,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        users: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        twoFactor: schema.twoFactors,
        jwks: schema.jwks,
        rateLimit: schema.rateLimits,
      },
    }),
    user: {
      modelName: "users",
      fields: { name: "fullName", image: "profileImageUrl" },
      additionalFields: {
        whatsappNumber: { type: "string", required: false },
        // The primary campus: every account has one from the moment it exists.
        campusId: { type: "string", required: true },
        userType: { type: "string", required: false, defaultValue: "individual_seller", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      // The reset link proved the owner: a wait others' wrong passwords made is over (so is an SMS reset's, reset-password-with-code.ts).
      onPasswordReset: async ({ user }) => clearSignInFailures(db, user.email, { reset: true }),
      sendResetPassword: async ({ user, url }) => {
        // In the owner's saved language: whoever asked for the link may read another.
        await mailer.send(passwordResetEmail({ to: user.email, url, language: await getSavedLanguage(db, user.id) }));
      },
    },
    // A confirmation link never signs a browser in: it may be opened in anyone's browser (an
    // attacker's own link sent to a victim). The mail links to our page, which confirms on a
    // same-origin POST; only the browser that signed up is then signed in (sign-up-browser-plugin.ts).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(confirmationEmail({ to: user.email, url: `${publicUrl}${confirmEmailPath(token)}` }));
      },
    },
    session: {
      expiresIn: 30 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Per address only as a ceiling that a whole campus behind one address (campus NAT, a mobile
    // operator's carrier-grade NAT) never reaches; the limits that matter are per account and per
    // e-mail address, in our own domain functions (domain/accounts/limits/). Codes are also limited per
    // sign-in by the library (five wrong, then the sign-in starts again).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 1200,
      // The library's own stricter defaults for these (3 per 10 s, 3 a minute) are per address:
      // they would lock a whole campus out, so they are raised to ceilings too.
      customRules: Object.fromEntries(
        [
          "/sign-in/*",
          "/sign-up/*",
          "/change-password",
          "/change-email",
          "/request-password-reset",
          "/send-verification-email",
          "/two-factor/*",
        ].map((path) => [path, { window: 60, max: 600 }]),
      ),
    },
    databaseHooks: {
      user: {
        create: { before: async (user) => void checkAccountRow(newAccountRowSchema, user) },
        update: { before: async (change) => void checkAccountRow(accountRowChangeSchema, change) },
      },
    },
    plugins: [
      // Authenticator-app codes (TOTP) with backup codes; sign-in asks for a code when enabled.
      twoFactor({ issuer: SITE_NAME }),
      // The admin role: banned users cannot sign in, admins manage users (domain/admin/).
      admin({ bannedUserMessage: bannedMessage }),
      // Public keys at /api/auth/jwks so other services can check our tokens. No token header on
      // every session lookup: nothing here needs one, and signing costs time on each page.
      jwt({ disableSettingJwtHeader: true }),
      signUpBrowserPlugin(),
    ],
    advanced: {
      database: { generateId: "uuid" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      cookiePrefix: "chuo",
      useSecureCookies: publicUrl.startsWith("https://"),
    },
  });
}

/** Refuses a users row the forms would refuse, whichever library path wrote it. */
function checkAccountRow(
  schema: typeof newAccountRowSchema | typeof accountRowChangeSchema,
  row: Record<string, unknown>,
): void {
  const parsed = schema.safeParse(row);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new APIError("BAD_REQUEST", {
      code: "INVALID_ACCOUNT_FIELD",
      message: `${String(issue.path[0] ?? "account")}: ${issue.message}`,
    });
  }
}

export type Auth = ReturnType<typeof createAuth>;
