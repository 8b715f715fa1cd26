/** An address of this machine itself (127.0.0.0/8 or ::1). */
export function isLoopbackAddress(address: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === "::1";
}

/** A URL host naming this machine: localhost or a loopback address (IPv6 in brackets). */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, "$1"));
}
