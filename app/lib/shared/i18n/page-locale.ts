import { getLocale, overwriteGetLocale } from "~/paraglide/runtime";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/**
 * The language texts are worded in. On the server each request has its own
 * (app/.server/i18n/request-locale.ts); in the browser it is the page's: the root sets it from its
 * data before anything below it renders, so hydration words everything as the server did.
 */
let browserLocale: Locale | undefined;

if (typeof document !== "undefined") {
  overwriteGetLocale(
    () => browserLocale ?? (isLocale(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LOCALE),
  );
}

/** Called by the root layout with the language its loader chose; does nothing on the server. */
export function setPageLocale(locale: Locale): void {
  if (typeof document !== "undefined") browserLocale = locale;
}

/** The language of what is being rendered or answered now. */
export function currentLocale(): Locale {
  return getLocale();
}

/**
 * The language this page's scripts were built for. The build answers this question once per
 * language folder (decision 0016), so there it is a constant; in development, whose scripts hold
 * both languages, it is the page's own.
 */
export function scriptLanguage(): Locale {
  return getLocale() === "sw" ? "sw" : "en";
}
