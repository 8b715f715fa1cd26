import { eq } from "drizzle-orm";
import { decodeJwt, type JWTPayload } from "jose";
import type { Database } from "~/.server/db/client";
import { users } from "~/.server/db/schema";
import type { ServerContext } from "~/.server/runtime/context";
import { confirmationToken } from "~/lib/accounts/confirm-email-link";
import { AppError } from "~/lib/shared/app-error";
import { isUuid } from "~/lib/shared/uuid";
import { callAuthEndpoint } from "../../auth/call-auth-endpoint";

export interface EmailConfirmation {
  /** Whether this browser is now signed in: only the one the account was signed up in. */
  signedIn: boolean;
  /** Cookies to pass on: a new session (the sign-up browser only), and the spent sign-up mark. */
  headers: Headers;
}

/**
 * Confirms the e-mail address a link's token names, on a same-origin POST from our page (never
 * on opening the link, which any site can make a browser do). The session a browser holds is
 * never replaced: a new one is made only in the browser that signed the account up, so a link an
 * attacker sends a victim confirms the attacker's address and signs nobody in.
 */
export async function confirmEmail(
  context: Pick<ServerContext, "auth" | "env" | "db">,
  request: Request,
  rawToken: unknown,
): Promise<EmailConfirmation> {
  const token = confirmationToken(typeof rawToken === "string" ? rawToken : null);
  if (!token) throw new AppError("invalid_input", "confirmation_link_invalid");
  const userId = payloadOf(token)?.userId;
  // Only the confirmation that turns the address from unconfirmed to confirmed may sign in: a
  // link opened again later (or a mark kept in a browser) never makes a session by itself.
  const wasConfirmed = typeof userId === "string" && isUuid(userId) ? await isEmailConfirmed(context.db, userId) : true;
  const result = await callAuthEndpoint(context, request, `/verify-email?token=${token}`);
  if (!result.ok) {
    if (result.status === 429) throw new AppError("rate_limited", "auth_rate_limited");
    if (result.status >= 500) throw new AppError("unavailable", "confirmation_unavailable");
    throw new AppError(
      "invalid_input",
      result.body.code === "TOKEN_EXPIRED" ? "confirmation_link_expired" : "confirmation_link_invalid",
    );
  }
  const headers = new Headers();
  if (wasConfirmed || typeof userId !== "string") return { signedIn: false, headers };
  const answer = await context.auth.api.signInConfirmedAccount({
    body: { userId },
    headers: request.headers,
    returnHeaders: true,
  });
  for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return { signedIn: answer.response.signedIn, headers };
}

/** The token's claims, read without checking its signature: the library checks it, this only decides what comes after. */
function payloadOf(token: string): JWTPayload | null {
  try {
    return decodeJwt(token);
  } catch {
    return null;
  }
}

async function isEmailConfirmed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ confirmed: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.confirmed ?? true;
}
