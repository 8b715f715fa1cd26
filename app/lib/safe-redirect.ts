/** Only a path of this site, never another site ("//x", "/\\x", absolute URLs). */
export function safeRedirect(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return fallback;
  return raw;
}
