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
