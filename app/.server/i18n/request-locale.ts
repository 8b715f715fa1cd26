import { AsyncLocalStorage } from "node:async_hooks";
import { DEFAULT_LOCALE, type Locale } from "~/lib/shared/i18n/locales";
import { overwriteGetLocale } from "~/paraglide/runtime";

/**
 * Each request is worded in its own language, however many run at once: every message function
 * asks the runtime for the locale, and on the server the runtime asks this store (decision 0015).
 * Outside a request (jobs, tests) texts are English unless a caller names a language.
 */
const requestLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => requestLocale.getStore() ?? DEFAULT_LOCALE);

/** Runs `work` with texts worded in `locale`: a request, or a mail, push or receipt for its recipient. */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
