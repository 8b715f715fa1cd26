import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";
import { isLoopbackAddress } from "~/lib/shared/loopback";

/** Which proxies' word the server takes for the client's address (TRUSTED_PROXY_COUNT, CLIENT_IP_HEADER). */
export interface ProxyTrust {
  proxyCount: number;
  /** Lower-case header name, e.g. x-forwarded-for. */
  header: string;
}

/** Headers a proxy adds: a request carrying any of them did not come straight from this machine. */
const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-real-ip",
  "via",
  "cf-connecting-ip",
  "true-client-ip",
  "x-client-ip",
  "fastly-client-ip",
];

/**
 * The address of the client, for rate limits and view counts.
 *
 * Each trusted proxy appends the address it received the request from, so with N proxies the
 * client's address is the N-th entry from the right; anything left of it was written by the
 * client and is never believed. A request with fewer entries than proxies did not pass through
 * all of them (or the header was dropped): the connection's own address is used then, which a
 * client cannot choose.
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  peerAddress: string | undefined,
  trust: ProxyTrust,
): string {
  const peer = normalizeAddress(peerAddress ?? "") ?? "";
  if (trust.proxyCount === 0) return peer;
  const raw = headers[trust.header];
  const entries = (Array.isArray(raw) ? raw.join(",") : (raw ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length < trust.proxyCount) return peer;
  return normalizeAddress(entries[entries.length - trust.proxyCount]!) ?? peer;
}

/**
 * True only for a request made on this machine to this server directly: the connection comes
 * from a loopback address and no proxy has touched it (no forwarding header at all, whatever
 * its value).
 */
export function isDirectLocalRequest(
  headers: IncomingHttpHeaders,
  peerAddress: string | undefined,
  trust: ProxyTrust,
): boolean {
  const peer = normalizeAddress(peerAddress ?? "");
  if (!peer || !isLoopbackAddress(peer)) return false;
  return ![...FORWARDING_HEADERS, trust.header].some((name) => headers[name] !== undefined);
}

/** A plain IPv4 or IPv6 address (IPv4-mapped IPv6 read as IPv4, brackets and ports dropped), or null. */
export function normalizeAddress(raw: string): string | null {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) ? address.toLowerCase() : null;
}
