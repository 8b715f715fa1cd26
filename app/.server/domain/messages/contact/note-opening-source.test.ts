import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../../../runtime/logger";
import { contactSourceAlarms, metricsRegistry } from "../../../runtime/metrics";
import {
  ACCOUNTS_PER_HOUR_BEFORE_ALARM,
  addressKey,
  noteOpeningSource,
  OpeningSourceWatch,
} from "./note-opening-source";

const HOUR = 60 * 60 * 1000;
const accounts = (n: number, prefix = "account") => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("OpeningSourceWatch", () => {
  it("sounds when one browser opens contacts for a fourth account within an hour, once, and not for one account opening many", () => {
    const sound = vi.fn();
    const watch = new OpeningSourceWatch(sound);
    const t0 = Date.now();
    for (let i = 0; i < 30; i++) watch.note("device", "browser-a", "same-account", t0 + i);
    for (const id of accounts(ACCOUNTS_PER_HOUR_BEFORE_ALARM.device)) watch.note("device", "browser-b", id, t0);
    expect(sound).not.toHaveBeenCalled();
    watch.note("device", "browser-b", "one-more", t0 + 1);
    expect(sound).toHaveBeenCalledExactlyOnceWith("device", "browser-b", ACCOUNTS_PER_HOUR_BEFORE_ALARM.device + 1);
    // Past the limit it does not sound at every opening; an hour on, still busy, it sounds again.
    watch.note("device", "browser-b", "and-another", t0 + 2);
    expect(sound).toHaveBeenCalledTimes(1);
    for (const id of accounts(4, "later")) watch.note("device", "browser-b", id, t0 + HOUR + 10);
    expect(sound).toHaveBeenCalledTimes(2);
  });

  it("forgets openings older than an hour: accounts spread over the day do not add up", () => {
    const sound = vi.fn();
    const watch = new OpeningSourceWatch(sound);
    const t0 = Date.now();
    for (const [i, id] of accounts(12).entries()) watch.note("device", "shared-phone", id, t0 + i * (HOUR / 2));
    expect(sound).not.toHaveBeenCalled();
  });

  it(`lets a campus NAT's ${ACCOUNTS_PER_HOUR_BEFORE_ALARM.address} students an hour through one address pass, and sounds past that`, () => {
    const sound = vi.fn();
    const watch = new OpeningSourceWatch(sound);
    const t0 = Date.now();
    for (const [i, id] of accounts(ACCOUNTS_PER_HOUR_BEFORE_ALARM.address).entries())
      watch.note("address", "campus", id, t0 + i);
    expect(sound).not.toHaveBeenCalled();
    watch.note("address", "campus", "one-more", t0 + 1000);
    expect(sound).toHaveBeenCalledExactlyOnceWith("address", "campus", ACCOUNTS_PER_HOUR_BEFORE_ALARM.address + 1);
  });
});

describe("noteOpeningSource", () => {
  it("shows both alarm series on /metrics from the start", async () => {
    const text = await metricsRegistry.metrics();
    expect(text).toMatch(/chuo_contact_source_alarms_total\{source="address"\} \d+/);
    expect(text).toMatch(/chuo_contact_source_alarms_total\{source="device"\} \d+/);
  });

  it("counts the alarm on /metrics and logs a warn line with neither the address nor the browser's mark in clear", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const before = (await contactSourceAlarms.get()).values.find((v) => v.labels.source === "device")?.value ?? 0;
    const address = "198.51.100.77";
    const device = "dGhpcyBpcyBhIGJyb3dzZXIgbWFyayBoYXNoIHRlc3Q";
    for (const openerId of accounts(ACCOUNTS_PER_HOUR_BEFORE_ALARM.device + 1, "harvester"))
      noteOpeningSource({ openerId, address, device, addressHashKey: "test-key" });

    const after = (await contactSourceAlarms.get()).values.find((v) => v.labels.source === "device")?.value ?? 0;
    expect(after).toBe(before + 1);
    expect(await metricsRegistry.metrics()).toMatch(/chuo_contact_source_alarms_total\{source="device"\} \d+/);
    expect(warn).toHaveBeenCalledTimes(1);
    const [line, message] = warn.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe("contacts opened for many accounts from one source");
    expect(line).toMatchObject({
      source: "device",
      sourceKey: device.slice(0, 12),
      accounts: ACCOUNTS_PER_HOUR_BEFORE_ALARM.device + 1,
    });
    const text = JSON.stringify(warn.mock.calls);
    expect(text).not.toContain(address);
    expect(text).not.toContain(device);
    expect(text).not.toContain(addressKey(address, "test-key"));
  });
});
