import { describe, expect, it } from "vitest";
import { addressNetwork } from "./address-network";

describe("addressNetwork", () => {
  it("keeps an IPv4 address, also when written IPv4-mapped", () => {
    expect(addressNetwork("41.59.10.20")).toBe("41.59.10.20");
    expect(addressNetwork("::ffff:41.59.10.20")).toBe("41.59.10.20");
    expect(addressNetwork("::FFFF:41.59.10.20")).toBe("41.59.10.20");
  });

  it("reduces an IPv6 address to its /64, however it is written", () => {
    const network = "2c0f:fe38:2102:2a1::/64";
    expect(addressNetwork("2c0f:fe38:2102:2a1::1")).toBe(network);
    expect(addressNetwork("2c0f:fe38:2102:02a1:89ab:cdef:1234:5678")).toBe(network);
    expect(addressNetwork("2C0F:FE38:2102:2A1:0:0:0:9")).toBe(network);
    expect(addressNetwork("2c0f:fe38:2102:2a1::9%eth0")).toBe(network);
    expect(addressNetwork("::1")).toBe("0:0:0:0::/64");
    expect(addressNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(addressNetwork("64:ff9b::41.59.10.20")).toBe("64:ff9b:0:0::/64");
  });

  it("keeps what does not parse as given", () => {
    expect(addressNetwork("")).toBe("");
    expect(addressNetwork("1:2:3")).toBe("1:2:3");
    expect(addressNetwork("1::2::3")).toBe("1::2::3");
    expect(addressNetwork("zz::1")).toBe("zz::1");
  });
});
