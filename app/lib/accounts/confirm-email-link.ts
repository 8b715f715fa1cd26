/** Our page that confirms an e-mail address (routes/auth/confirm-email.tsx). */
export const CONFIRM_EMAIL_PATH = "/verify-email";

/** A confirmation token as the auth library makes them: a JWT (base64url parts and dots), never longer than this. */
const TOKEN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){0,2}$/;
const MAX_TOKEN_LENGTH = 2000;

/** The token from a link, or null when it cannot be one (so it never reaches the library). */
export function confirmationToken(raw: string | null | undefined): string | null {
  return typeof raw === "string" && raw.length <= MAX_TOKEN_LENGTH && TOKEN.test(raw) ? raw : null;
}

/**
 * The path a confirmation e-mail links to: our page, which asks before it confirms. Only the
 * token is carried; no place to go afterwards is ever taken from a link.
 */
export function confirmEmailPath(token: string | null | undefined): string {
  const checked = confirmationToken(token);
  return checked ? `${CONFIRM_EMAIL_PATH}?token=${checked}` : CONFIRM_EMAIL_PATH;
}
