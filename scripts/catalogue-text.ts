import { readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/**
 * One of the message catalogue's texts (messages/<area>/<language>.json), for scripts that work
 * outside the app's build: the proxy's own error page, the soak's check of a refusal's words.
 */
export function catalogueText(area: string, language: "en" | "sw", key: string): string {
  const texts = JSON.parse(readFileSync(path.join(ROOT, "messages", area, `${language}.json`), "utf8")) as Record<
    string,
    string
  >;
  const text = texts[key];
  if (text === undefined) throw new Error(`messages/${area}/${language}.json has no ${key}`);
  return text;
}
