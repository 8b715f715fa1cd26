import { isbot } from "isbot";

/** Crawlers and link previews must not count as views. */
export function isBotRequest(request: Request): boolean {
  return isbot(request.headers.get("User-Agent") ?? "");
}
