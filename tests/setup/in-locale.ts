/**
 * For tests of pure rules (app/lib) that check a text in Kiswahili: the request's language, as the
 * server sets it (app/.server/i18n/request-locale.ts), without lib importing server code.
 */
export { inLocale } from "../../app/.server/i18n/request-locale";
