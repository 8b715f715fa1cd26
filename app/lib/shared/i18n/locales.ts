import { baseLocale, type Locale, locales } from "~/paraglide/runtime";

/**
 * The languages a reader can choose, and how a request's language is decided (decision 0015):
 * `?lang=` on a shared link, then the reader's cookie, then the browser's Accept-Language, then
 * English. A signed-in reader's saved language reaches the cookie when they sign in.
 */
export type { Locale };
export const LOCALES: readonly Locale[] = locales;
export const DEFAULT_LOCALE: Locale = baseLocale;

/** Each language by its own name, as a switch shows it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", sw: "Kiswahili" };

/** The tags `Intl` formats with: British English dates ("26 Nov 2026"), Tanzanian Kiswahili. */
export const INTL_LOCALES: Record<Locale, string> = { en: "en-GB", sw: "sw-TZ" };

export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_PARAM = "lang";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language cookie's value, if it names one of ours. */
export function readLanguageCookie(cookieHeader: string | null | undefined): Locale | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The first of our languages the browser asks for, by its q-values: "sw-TZ,sw;q=0.9,en;q=0.8"
 * gives sw, "fr,en;q=0.5" gives en, "fr" nothing. A range names a language by its first subtag.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .slice(0, 1000)
    .split(",")
    .map((entry, order) => {
      const [range = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: range.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map((r) => r.language).find(isLocale) ?? null;
}

export type LocaleSource = "query" | "cookie" | "header" | "default";

/** The language of one request, and what decided it. */
export function chooseLocale(request: {
  url: string;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): { locale: Locale; from: LocaleSource } {
  const asked = new URL(request.url, "http://localhost").searchParams.get(LANGUAGE_PARAM);
  if (isLocale(asked)) return { locale: asked, from: "query" };
  const cookie = readLanguageCookie(request.cookie);
  if (cookie) return { locale: cookie, from: "cookie" };
  const header = localeFromAcceptLanguage(request.acceptLanguage);
  if (header) return { locale: header, from: "header" };
  return { locale: DEFAULT_LOCALE, from: "default" };
}

/** The same address in another language, for hreflang alternates and shared links: `?lang=` set, the rest kept. */
export function withLanguage(url: URL, locale: Locale | null): string {
  const copy = new URL(url);
  if (locale) copy.searchParams.set(LANGUAGE_PARAM, locale);
  else copy.searchParams.delete(LANGUAGE_PARAM);
  return copy.href;
}
