import { inLocale } from "~/.server/i18n/request-locale";
import { DEFAULT_LOCALE, type Locale } from "~/lib/shared/i18n/locales";

/**
 * Words a mail in its recipient's language (decision 0015): their saved language (users.language;
 * null is English) when the caller names one, else the language of the request the mail is sent
 * in, which is right only when the recipient made that request (a sign-up, a reset they asked for).
 */
export function inRecipientLanguage<T>(language: Locale | null | undefined, word: () => T): T {
  return language === undefined ? word() : inLocale(language ?? DEFAULT_LOCALE, word);
}
