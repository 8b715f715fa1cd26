/**
 * The network a client address stands for when counting cookieless visitors. An IPv4 address is
 * itself (also when written IPv4-mapped, as Node reports dual-stack connections). An IPv6 address
 * stands for its /64: one phone or home gets a whole /64 and may rotate through it freely, so
 * counting single IPv6 addresses would let one client count again and again. Anything that does
 * not parse is kept as given, which still counts it once.
 */
export function addressNetwork(address: string): string {
  const value = address.trim().toLowerCase().split("%")[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped) return mapped[1]!;
  if (!value.includes(":")) return value;
  const groups = ipv6Groups(value);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : value;
}

/** The eight groups of an IPv6 address, without leading zeros, or null when it is not one. */
function ipv6Groups(value: string): string[] | null {
  const halves = value.split("::");
  if (halves.length > 2) return null;
  const split = (part: string | undefined) => (part ? part.split(":") : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  // A trailing dotted IPv4 (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) fills the last two groups.
  if (tail.length > 0 && tail[tail.length - 1]!.includes(".")) tail.splice(-1, 1, "0", "0");
  else if (halves.length === 1 && head.length > 0 && head[head.length - 1]!.includes(".")) head.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16).toString(16));
}
