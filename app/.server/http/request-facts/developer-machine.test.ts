import { describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/runtime/env";
import { isDeveloperRequest } from "./developer-machine";

const DIRECT = { address: "127.0.0.1", directLocal: true };

function developer(
  host: string | null,
  { publicUrl = "http://localhost:3000", client = DIRECT as typeof DIRECT | "none" } = {},
) {
  const headers = new Headers();
  if (host !== null) headers.set("host", host);
  return isDeveloperRequest(
    { env: loadEnv({ PUBLIC_URL: publicUrl }), client: client === "none" ? undefined : client },
    new Request(`${publicUrl}/dev/outbox`, { headers }),
  );
}

describe("isDeveloperRequest", () => {
  it("accepts a direct loopback request for the site's own loopback address", () => {
    expect(developer("localhost:3000")).toBe(true);
    expect(developer("LOCALHOST:3000")).toBe(true);
    expect(developer("127.0.0.1:8080", { publicUrl: "http://127.0.0.1:8080" })).toBe(true);
    expect(developer("[::1]:8080", { publicUrl: "http://[::1]:8080" })).toBe(true);
    expect(developer("localhost", { publicUrl: "http://localhost" })).toBe(true);
  });

  it("refuses a page that reached this machine under another name (DNS rebinding)", () => {
    expect(developer("evil.example:3000")).toBe(false);
    expect(developer("attacker.localhost:3000")).toBe(false);
    expect(developer("localhost.evil.example:3000")).toBe(false);
    // Another port is another site, even on this machine.
    expect(developer("localhost:3001")).toBe(false);
    expect(developer("localhost")).toBe(false);
    // Only PUBLIC_URL's own host, not other names for this machine.
    expect(developer("127.0.0.1:3000")).toBe(false);
    expect(developer(null)).toBe(false);
  });

  it("keeps the other rules: loopback public address, direct loopback client", () => {
    expect(developer("chuomarket.co.tz", { publicUrl: "https://chuomarket.co.tz" })).toBe(false);
    expect(developer("localhost:3000", { client: { address: "127.0.0.1", directLocal: false } })).toBe(false);
    expect(developer("localhost:3000", { client: "none" })).toBe(false);
  });
});
