import { m } from "~/paraglide/messages";
import { INTL_LOCALES, type Locale } from "./i18n/locales";
import { currentLocale } from "./i18n/page-locale";

/**
 * Dates are shown in Tanzanian time on server and browser alike, so the server's HTML and the
 * browser's render agree (no hydration mismatch) wherever the server runs.
 */
export const TIME_ZONE = "Africa/Dar_es_Salaam";

type Shape = "date" | "dateTime" | "year";

/** One formatter per language and shape, made on first use (making one costs more than formatting). */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(shape: Shape, value: Date | string): string {
  const locale = currentLocale();
  const key = `${shape}:${locale}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALES[locale], { ...SHAPES[locale][shape], timeZone: TIME_ZONE });
    formats.set(key, formatter);
  }
  return formatter.format(new Date(value));
}

/**
 * How each language writes a date (docs/glossary.md#dates-and-times): Kiswahili spells the month
 * out, since Intl's short Kiswahili months ("Mac", "Ago") are not what Tanzanians write; both write
 * the time of day in 24-hour digits.
 */
const SHAPES: Record<Locale, Record<Shape, Intl.DateTimeFormatOptions>> = {
  en: {
    date: { day: "numeric", month: "short", year: "numeric" },
    dateTime: {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    },
    year: { year: "numeric" },
  },
  sw: {
    date: { day: "numeric", month: "long", year: "numeric" },
    dateTime: {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    },
    year: { year: "numeric" },
  },
};

/** '22 Nov 2026' in English, '22 Novemba 2026' in Kiswahili. */
export function formatDate(value: Date | string): string {
  return format("date", value);
}

/** 'Tue, 3 Mar 2026, 14:30' in English, 'Jumanne, 3 Machi 2026, 14:30' in Kiswahili. */
export function formatDateTime(value: Date | string): string {
  return format("dateTime", value);
}

export function formatYear(value: Date | string): string {
  return format("year", value);
}

/**
 * Relative time (docs/product.md#formats): under an hour 'Just now', under 24 hours 'Nh ago', under 48 hours
 * 'Yesterday', else the date; worded in the page's language. `now` comes from the server so both renders agree.
 */
export function relativeTime(value: Date | string, now: Date | string): string {
  const hours = (new Date(now).getTime() - new Date(value).getTime()) / 3_600_000;
  if (hours < 1) return m.site_time_just_now();
  if (hours < 24) return m.site_time_hours_ago({ hours: Math.floor(hours) });
  if (hours < 48) return m.site_time_yesterday();
  return formatDate(value);
}
