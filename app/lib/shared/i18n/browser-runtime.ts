/**
 * The browser's stand-in for Paraglide's runtime (app/paraglide/runtime.js), put in its place by
 * the Vite plugin in scripts/browser-locale-runtime.ts for the client build only. The compiled
 * messages ask the runtime for nothing but the locale, and we decide the locale ourselves
 * (app/lib/shared/i18n/page-locale.ts): the full runtime's URL, cookie and storage strategies are 1.2 KB
 * gzip of the 130 KB a public page may load, never used here (decision 0015).
 */
export const baseLocale = "en";
export const locales = ["en", "sw"] as const;
export type Locale = (typeof locales)[number];
/** Paraglide's per-locale builds are not used: the messages fall through to `getLocale()`. */
export const experimentalStaticLocale: Locale | undefined = undefined;

let localeNow: () => Locale = () => baseLocale;

export function getLocale(): Locale {
  return localeNow();
}

export function overwriteGetLocale(fn: () => Locale): void {
  localeNow = fn;
}
