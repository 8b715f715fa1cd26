import { describe, expect, it } from "vitest";
import {
  LIVE_RETRY_AFTER_SECONDS,
  type LiveCloseReason,
  type LiveConnection,
  LiveHub,
  type LiveLimits,
  MAX_STREAMS_PER_USER,
} from "./live-hub";
import { Listeners, type LiveSignal } from "./live-signal";

/** A hub on a signal of its own, with small limits: no database, no timers. */
function hubWith(limits: LiveLimits, random = () => 0.5) {
  const listeners = new Listeners();
  const signal: LiveSignal = { subscribe: (listener) => listeners.add(listener), close: async () => undefined };
  return new LiveHub(signal, limits, random);
}

/** A tab's stream as the hub sees it; closing it removes it, as open-live-stream.ts does. */
function tab(hub: LiveHub, userId: string, address: string) {
  const closed: LiveCloseReason[] = [];
  const connection: LiveConnection = {
    userId,
    address,
    wake: () => undefined,
    close: (reason) => {
      closed.push(reason);
      hub.remove(connection);
    },
  };
  return { connection, closed, open: () => hub.add(connection), drop: () => hub.remove(connection) };
}

describe("the live hub's limits", () => {
  it("refuses a third stream from one address with a retry hint, while another address still gets one", () => {
    const hub = hubWith({ maxStreams: 10, maxStreamsPerAddress: 2 });
    // Three students behind one campus NAT (the probe: many accounts, one address).
    const a = tab(hub, "amina", "41.59.1.1");
    const b = tab(hub, "baraka", "41.59.1.1");
    const c = tab(hub, "chausiku", "41.59.1.1");
    expect(a.open()).toBeNull();
    expect(b.open()).toBeNull();
    expect(c.open()).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(hub.streamCount("41.59.1.1")).toBe(2);
    // The refusal closed nobody's stream.
    expect([...a.closed, ...b.closed]).toEqual([]);
    expect(tab(hub, "chausiku", "196.41.2.2").open()).toBeNull();
    expect(hub.streamCount()).toBe(3);
  });

  it("counts an IPv6 client's whole /64 as one address", () => {
    const hub = hubWith({ maxStreams: 10, maxStreamsPerAddress: 2 });
    expect(tab(hub, "u1", "2001:db8:1:2::a").open()).toBeNull();
    expect(tab(hub, "u2", "2001:db8:1:2::b").open()).toBeNull();
    expect(tab(hub, "u3", "2001:db8:1:2:ffff::1").open()).not.toBeNull();
    expect(tab(hub, "u3", "2001:db8:1:3::1").open()).toBeNull();
  });

  it("refuses past the instance's limit whoever asks, and a closed stream frees its place", () => {
    const hub = hubWith({ maxStreams: 3, maxStreamsPerAddress: 2 });
    const open = [tab(hub, "u1", "10.0.0.1"), tab(hub, "u2", "10.0.0.2"), tab(hub, "u3", "10.0.0.3")];
    for (const t of open) expect(t.open()).toBeNull();
    const late = tab(hub, "u4", "10.0.0.4");
    expect(late.open()).not.toBeNull();
    // A user who already holds a stream gets no second one past the limit either.
    expect(tab(hub, "u1", "10.0.0.1").open()).not.toBeNull();
    expect(open.flatMap((t) => t.closed)).toEqual([]);
    expect(hub.streamCount()).toBe(3);

    open[1]!.drop();
    expect(late.open()).toBeNull();
    expect(hub.streamCount()).toBe(3);
    expect(hub.streamsOf("u4")).toBe(1);
    // Dropping a stream twice (the tab went away, then the hub's shutdown) frees one place only.
    open[1]!.drop();
    expect(hub.streamCount()).toBe(3);
  });

  it("asks refused tabs to come back after a few seconds, spread so they do not return together", () => {
    const full = (random: number) => {
      const hub = hubWith({ maxStreams: 1, maxStreamsPerAddress: 1 }, () => random);
      tab(hub, "u1", "10.0.0.1").open();
      return tab(hub, "u2", "10.0.0.2").open()!.retryAfterSeconds;
    };
    expect(full(0)).toBe(LIVE_RETRY_AFTER_SECONDS);
    expect(full(0.999)).toBe(2 * LIVE_RETRY_AFTER_SECONDS);
    expect(full(0.5)).toBeGreaterThan(LIVE_RETRY_AFTER_SECONDS);
  });

  it(`still replaces a user's oldest stream past ${MAX_STREAMS_PER_USER}, also when the instance is full`, () => {
    const hub = hubWith({ maxStreams: MAX_STREAMS_PER_USER + 1, maxStreamsPerAddress: 100 });
    const other = tab(hub, "other", "10.0.0.9");
    expect(other.open()).toBeNull();
    const tabs = Array.from({ length: MAX_STREAMS_PER_USER }, () => tab(hub, "amina", "10.0.0.1"));
    for (const t of tabs) expect(t.open()).toBeNull();
    expect(hub.streamCount()).toBe(MAX_STREAMS_PER_USER + 1);
    // The instance is full; Amina's newest tab takes the place of her oldest, and nobody else's.
    const newest = tab(hub, "amina", "10.0.0.1");
    expect(newest.open()).toBeNull();
    expect(tabs[0]!.closed).toEqual(["replaced"]);
    expect(tabs.slice(1).flatMap((t) => t.closed)).toEqual([]);
    expect(other.closed).toEqual([]);
    expect(hub.streamsOf("amina")).toBe(MAX_STREAMS_PER_USER);
    expect(hub.streamCount()).toBe(MAX_STREAMS_PER_USER + 1);
    // From another address her newest tab would need a place there too: refused, and nothing closed.
    const hubAtAddress = hubWith({ maxStreams: 100, maxStreamsPerAddress: 1 });
    const first = tab(hubAtAddress, "baraka", "10.0.0.1");
    const taken = tab(hubAtAddress, "someone", "10.0.0.2");
    expect(first.open()).toBeNull();
    expect(taken.open()).toBeNull();
    expect(tab(hubAtAddress, "baraka", "10.0.0.2").open()).not.toBeNull();
    expect([...first.closed, ...taken.closed]).toEqual([]);
  });

  it("ends every stream at shutdown and counts none after", async () => {
    const hub = hubWith({ maxStreams: 3, maxStreamsPerAddress: 3 });
    const t = tab(hub, "u1", "10.0.0.1");
    t.open();
    await hub.stop();
    expect(t.closed).toEqual(["shutdown"]);
    expect(hub.streamCount()).toBe(0);
    expect(hub.streamCount("10.0.0.1")).toBe(0);
  });
});
