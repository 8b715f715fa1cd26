import { decodeJwt } from "jose";
import type { ServerContext } from "~/.server/runtime/context";
import { AppError } from "~/lib/app-error";
import { confirmationToken } from "~/lib/confirm-email-link";
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
export async function confirmEmail(context: Pick<ServerContext, "auth" | "env">, request: Request, rawToken: unknown): Promise<EmailConfirmation> {
  const token = confirmationToken(typeof rawToken === "string" ? rawToken : null);
  if (!token) throw new AppError("invalid_input", "confirmation_link_invalid");
  const result = await callAuthEndpoint(context, request, `/verify-email?token=${token}`);
  if (!result.ok) {
    if (result.status === 429) throw new AppError("rate_limited", "auth_rate_limited");
    throw new AppError("invalid_input", result.body.code === "TOKEN_EXPIRED" ? "confirmation_link_expired" : "confirmation_link_invalid");
  }
  const headers = new Headers();
  const userId = decodeJwt(token).userId;
  if (typeof userId !== "string") return { signedIn: false, headers };
  const answer = await context.auth.api.signInConfirmedAccount({ body: { userId }, headers: request.headers, returnHeaders: true });
  for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return { signedIn: answer.response.signedIn, headers };
}
