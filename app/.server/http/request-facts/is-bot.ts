import { isbot } from "isbot";

/**
 * Crawlers and link previews must not count as views. Every browser sends a user agent, so a
 * request without one is a script and is treated as a bot too (isbot lets an empty one pass).
 */
export function isBotRequest(request: Request): boolean {
  const userAgent = request.headers.get("User-Agent")?.trim();
  return !userAgent || isbot(userAgent);
}
