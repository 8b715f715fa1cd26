/** The statuses the proxy answers itself, each with a page of ours. */
export const PROXY_ERROR_STATUSES = [502, 503, 504] as const;

/**
 * HAProxy in front of the instances, as a production balancer would be set up (docs/operations.md):
 * - it sends a request to an instance only while its `/readyz` answers 200 (checked every second;
 *   out after three failures, back after two successes), so a starting or draining one gets none;
 * - a connection refused (an instance killed) is tried once more on the other: nothing was sent,
 *   so no write can be doubled; any other failure is the client's to retry;
 * - it appends the client's address to X-Forwarded-For, the one entry the app trusts
 *   (TRUSTED_PROXY_COUNT=1);
 * - live-update streams stay open: the app's 25 s heartbeat is well inside the idle timeouts;
 * - a request carrying `X-Instance: <name>` goes to that instance while it is up (an operator's
 *   curl, the cluster test), the name every answer carries back; all instances are equal, so
 *   a client choosing one gains nothing;
 * - when no instance can answer, its own error pages say so in both languages (proxy-error-page.ts,
 *   written as `<errorPagesDir>/<status>.http`).
 */
export function haproxyConfig({
  port,
  instances,
  bindAddresses = ["127.0.0.1"],
  errorPagesDir,
}: {
  port: number;
  instances: { name: string; port: number }[];
  bindAddresses?: string[];
  errorPagesDir: string;
}): string {
  return [
    "global",
    "  maxconn 4096",
    "",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 65s",
    "  timeout server 65s",
    "  timeout http-request 10s",
    "  option forwardfor",
    "  option redispatch",
    "  retries 1",
    "  retry-on conn-failure",
    ...PROXY_ERROR_STATUSES.map((status) => `  errorfile ${status} ${errorPagesDir}/${status}.http`),
    "",
    "frontend site",
    ...bindAddresses.map((address) => `  bind ${address}:${port}`),
    "  default_backend instances",
    "",
    "backend instances",
    "  balance roundrobin",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    // Out after 3 failed checks, back after 2 good ones; a check may take 3 s on a busy machine.
    "  timeout check 3s",
    "  default-server inter 1s fall 3 rise 2",
    ...instances.map((instance) => `  use-server ${instance.name} if { req.hdr(x-instance) -m str ${instance.name} }`),
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
    "",
  ].join("\n");
}
