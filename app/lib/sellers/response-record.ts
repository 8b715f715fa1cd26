import { m } from "~/paraglide/messages";

/**
 * A seller's response record (docs/product.md#response-record-and-the-sellers-panel): the window it
 * covers and how many conversations it needs to say anything.
 */
export const RESPONSE_WINDOW_DAYS = 90;
export const RESPONSE_MIN_CONVERSATIONS = 5;

const HOUR_S = 60 * 60;

/** [conversations, replied, median seconds to a first reply or null], as pages carry it. */
export type ResponseTriple = [number, number, number | null];

/**
 * What a buyer reads about a seller's replies, or null with fewer than 5 conversations in 90
 * days (many deals happen on WhatsApp: a thin record says nothing rather than something wrong).
 */
export function describeResponse(
  record: ResponseTriple | null | undefined,
): { speed: string | null; rate: string } | null {
  if (!record) return null;
  const [conversations, replied, median] = record.map((n) => (n === null ? null : Number(n))) as [
    number,
    number,
    number | null,
  ];
  if (conversations < RESPONSE_MIN_CONVERSATIONS) return null;
  const rate = m.sellers_response_rate({ percent: Math.round((replied / conversations) * 100) });
  if (median === null) return { speed: null, rate };
  const speed =
    median <= HOUR_S
      ? m.sellers_response_hour()
      : median <= 24 * HOUR_S
        ? m.sellers_response_day()
        : m.sellers_response_days();
  return { speed, rate };
}
