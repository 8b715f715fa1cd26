import { m } from "~/paraglide/messages";

/** Facts about the site shown in several places (header, footer, legal pages, page titles). */
export const SITE_NAME = "Chuo Market";
/** The logo's letters, the same in every language. */
export const SITE_MARK = "CM";
export const SUPPORT_EMAIL = "support@chuomarket.co.tz";
/** Shown in the legal pages and as the example in phone validation messages. */
export const SUPPORT_PHONE = "+255 754 000 111";
export const PREMIUM_SHOP_PRICE_TZS = 50_000;

/** Page titles: 'Products · Chuo Market'; the home page's is the name and the tagline. */
export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} - ${m.site_tagline()}`;
}
