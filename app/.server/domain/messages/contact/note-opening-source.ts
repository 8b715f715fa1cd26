import { createHmac } from "node:crypto";
import { logger } from "../../../runtime/logger";
import { contactSourceAlarms } from "../../../runtime/metrics";

/** Where openings come from: a client address (a campus NAT is thousands of students) or one browser. */
export const OPENING_SOURCES = ["address", "device"] as const;
export type OpeningSource = (typeof OPENING_SOURCES)[number];

// Both series exist from the start at 0, so an alert on their increase sees the first alarm.
for (const source of OPENING_SOURCES) contactSourceAlarms.inc({ source }, 0);

const HOUR_MS = 60 * 60 * 1000;

/**
 * How many distinct accounts one source may open contacts for within an hour before the alarm
 * sounds. A browser is one person's, or a few roommates' on a shared phone: a fourth account in an
 * hour is not honest use. An address may be a whole campus behind one NAT (the largest campuses
 * have tens of thousands of students): 300 accounts in an hour through one instance is far past a
 * busy evening there, and an address is only ever an alarm, never a refusal.
 */
export const ACCOUNTS_PER_HOUR_BEFORE_ALARM: Record<OpeningSource, number> = { device: 3, address: 300 };

/** How many sources each kind keeps at most: the least recently seen is forgotten first, so memory stays bounded. */
const SOURCES_KEPT: Record<OpeningSource, number> = { device: 20_000, address: 2_000 };

interface Sighting {
  /** Each account's last opening from this source, oldest first. */
  openers: Map<string, number>;
  /** When the alarm last sounded for this source: once an hour at most, not at every opening past it. */
  alarmedAt: number | null;
}

/**
 * Which sources opened contacts for which accounts in the last hour, in this instance's memory.
 * An alarm is allowed to be per instance and to forget on restart: it refuses nobody, so a
 * harvester split across instances only raises it later, while keeping it in the database
 * would add a write per opening and keep client addresses for nothing else.
 */
export class OpeningSourceWatch {
  private readonly seen: Record<OpeningSource, Map<string, Sighting>> = { device: new Map(), address: new Map() };

  constructor(private readonly sound: (source: OpeningSource, key: string, accounts: number) => void) {}

  /** Notes an opening for `openerId` from `key` (already hashed); sounds the alarm when the source passes its limit. */
  note(source: OpeningSource, key: string, openerId: string, now = Date.now()): void {
    const sources = this.seen[source];
    const sighting = sources.get(key) ?? { openers: new Map<string, number>(), alarmedAt: null };
    // Re-inserted, so the map's order is the least recently seen first.
    sources.delete(key);
    sources.set(key, sighting);
    if (sources.size > SOURCES_KEPT[source]) sources.delete(sources.keys().next().value!);

    const { openers } = sighting;
    for (const [id, at] of openers) {
      if (now - at < HOUR_MS) break;
      openers.delete(id);
    }
    openers.delete(openerId);
    openers.set(openerId, now);
    const limit = ACCOUNTS_PER_HOUR_BEFORE_ALARM[source];
    // More than limit + 1 accounts is never needed to know the limit was passed.
    if (openers.size > limit + 1) openers.delete(openers.keys().next().value!);
    if (openers.size > limit && (sighting.alarmedAt === null || now - sighting.alarmedAt >= HOUR_MS)) {
      sighting.alarmedAt = now;
      this.sound(source, key, openers.size);
    }
  }
}

/** The alarm: a warn line naming the source only by a prefix of its hash, and the counter on /metrics. */
function soundAlarm(source: OpeningSource, key: string, accounts: number): void {
  contactSourceAlarms.inc({ source });
  logger.warn(
    { source, sourceKey: key.slice(0, 12), accounts, withinMinutes: 60 },
    "contacts opened for many accounts from one source",
  );
}

const watch = new OpeningSourceWatch(soundAlarm);

/** A client address as this instance notes it: keyed, so the log's prefix leads back to no address. */
export const addressKey = (address: string, key: string): string =>
  createHmac("sha256", key).update(`contact-source:${address}`).digest("hex");

/**
 * Notes a contact opened for `openerId` from this address and this browser (its mark's hash,
 * device-cookie.ts). Never refuses: see OpeningSourceWatch.
 */
export function noteOpeningSource(input: {
  openerId: string;
  address: string | undefined;
  device: string;
  addressHashKey: string;
}): void {
  if (input.address) watch.note("address", addressKey(input.address, input.addressHashKey), input.openerId);
  watch.note("device", input.device, input.openerId);
}
