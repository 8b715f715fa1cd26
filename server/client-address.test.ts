import { describe, expect, it } from "vitest";
import { clientAddress, isDirectLocalRequest, normalizeAddress } from "./client-address";

const NO_PROXY = { proxyCount: 0, header: "x-forwarded-for" };
const ONE_PROXY = { proxyCount: 1, header: "x-forwarded-for" };
const TWO_PROXIES = { proxyCount: 2, header: "x-forwarded-for" };

describe("clientAddress", () => {
  it("believes no header without trusted proxies", () => {
    expect(clientAddress({ "x-forwarded-for": "127.0.0.1" }, "203.0.113.7", NO_PROXY)).toBe("203.0.113.7");
  });

  it("takes the address the trusted proxy appended, never what the client wrote", () => {
    // The client wrote "127.0.0.1, 10.0.0.1"; the proxy appended the address it saw.
    expect(clientAddress({ "x-forwarded-for": "127.0.0.1, 10.0.0.1, 198.51.100.4" }, "10.1.1.1", ONE_PROXY)).toBe(
      "198.51.100.4",
    );
    expect(clientAddress({ "x-forwarded-for": "198.51.100.4" }, "10.1.1.1", ONE_PROXY)).toBe("198.51.100.4");
  });

  it("counts proxies from the right", () => {
    // client-written, real client (appended by the edge proxy), edge proxy (appended by the inner one)
    expect(clientAddress({ "x-forwarded-for": "1.1.1.1, 198.51.100.4, 172.16.0.9" }, "10.1.1.1", TWO_PROXIES)).toBe(
      "198.51.100.4",
    );
  });

  it("joins repeated headers in order", () => {
    expect(
      clientAddress({ "x-forwarded-for": ["1.1.1.1", "198.51.100.4"] as unknown as string }, "10.1.1.1", ONE_PROXY),
    ).toBe("198.51.100.4");
  });

  it("uses the connection's address when the header is short, missing or not an address", () => {
    expect(clientAddress({ "x-forwarded-for": "198.51.100.4" }, "10.1.1.1", TWO_PROXIES)).toBe("10.1.1.1");
    expect(clientAddress({}, "10.1.1.1", ONE_PROXY)).toBe("10.1.1.1");
    expect(clientAddress({ "x-forwarded-for": "1.1.1.1, not-an-address" }, "10.1.1.1", ONE_PROXY)).toBe("10.1.1.1");
  });

  it("reads a configured single-value header", () => {
    expect(
      clientAddress({ "cf-connecting-ip": "2001:db8::1" }, "10.1.1.1", { proxyCount: 1, header: "cf-connecting-ip" }),
    ).toBe("2001:db8::1");
  });
});

describe("isDirectLocalRequest", () => {
  it("is true only for loopback connections no proxy touched", () => {
    expect(isDirectLocalRequest({}, "127.0.0.1", NO_PROXY)).toBe(true);
    expect(isDirectLocalRequest({}, "::1", NO_PROXY)).toBe(true);
    expect(isDirectLocalRequest({}, "::ffff:127.0.0.1", NO_PROXY)).toBe(true);
    expect(isDirectLocalRequest({}, "203.0.113.7", NO_PROXY)).toBe(false);
    expect(isDirectLocalRequest({ "x-forwarded-for": "127.0.0.1" }, "127.0.0.1", NO_PROXY)).toBe(false);
    expect(isDirectLocalRequest({ forwarded: "for=127.0.0.1" }, "127.0.0.1", NO_PROXY)).toBe(false);
    expect(isDirectLocalRequest({ "x-real-ip": "" }, "127.0.0.1", NO_PROXY)).toBe(false);
    expect(
      isDirectLocalRequest({ "cf-connecting-ip": "1.2.3.4" }, "127.0.0.1", {
        proxyCount: 1,
        header: "cf-connecting-ip",
      }),
    ).toBe(false);
  });
});

describe("normalizeAddress", () => {
  it("reads the forms proxies write", () => {
    expect(normalizeAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("198.51.100.4:5678")).toBe("198.51.100.4");
    expect(normalizeAddress("unknown")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
  });
});
