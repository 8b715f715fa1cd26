import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";

/** Takes the cookies another answer set (the auth library's) into `to`: an intent's `cookies`. */
export function copyCookies(from: Headers, to: Headers): void {
  for (const cookie of from.getSetCookie()) to.append("Set-Cookie", cookie);
}

/**
 * Adds the cookies an intent set (a new session after a password change, the session ended, a
 * visitor's campus) to the kit's answer (action-kit.ts). They never travel in the outcome: that
 * is plain data, kept for a repeated send (submit-once.ts), and a session cookie is a secret.
 */
export function passCookies<Answer extends Response | DataWithResponseInit<unknown>>(
  cookies: Headers,
  answer: Answer,
): Answer {
  const set = cookies.getSetCookie();
  if (set.length === 0) return answer;
  if (answer instanceof Response) {
    for (const cookie of set) answer.headers.append("Set-Cookie", cookie);
    return answer;
  }
  const headers = new Headers(answer.init?.headers);
  for (const cookie of set) headers.append("Set-Cookie", cookie);
  answer.init = { ...answer.init, headers };
  return answer;
}
