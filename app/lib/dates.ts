/**
 * Dates are shown in Tanzanian time on server and browser alike, so the server's HTML and the
 * browser's render agree (no hydration mismatch) wherever the server runs.
 */
export const TIME_ZONE = "Africa/Dar_es_Salaam";

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});
const yearFormat = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: TIME_ZONE });

export function formatDate(value: Date | string): string {
  return dateFormat.format(new Date(value));
}

export function formatDateTime(value: Date | string): string {
  return dateTimeFormat.format(new Date(value));
}

export function formatYear(value: Date | string): string {
  return yearFormat.format(new Date(value));
}

/**
 * Relative time (docs/product.md#formats): under an hour 'Just now', under 24 hours 'Nh ago', under 48 hours
 * 'Yesterday', else the date. `now` comes from the server so both renders agree.
 */
export function relativeTime(value: Date | string, now: Date | string): string {
  const hours = (new Date(now).getTime() - new Date(value).getTime()) / 3_600_000;
  if (hours < 1) return "Just now";
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 48) return "Yesterday";
  return formatDate(value);
}
