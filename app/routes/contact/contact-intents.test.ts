import { afterEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import type { SessionUser } from "~/.server/auth/get-session-user";
import { ACCOUNTS_PER_HOUR_BEFORE_ALARM } from "~/.server/domain/messages/contact/note-opening-source";
import { handleAction } from "~/.server/http/forms-and-actions/action-kit";
import { Flash } from "~/.server/http/forms-and-actions/flash";
import { DEVICE_COOKIE, signMark } from "~/.server/http/request-facts/device-cookie";
import type { ServerContext } from "~/.server/runtime/context";
import { logger } from "~/.server/runtime/logger";
import { contactSourceAlarms } from "~/.server/runtime/metrics";
import { open } from "./contact-intents.server";

const handle = testDatabase();
const { make } = handle;

afterEach(() => {
  vi.restoreAllMocks();
});

let numbers = Math.floor(Math.random() * 1_000_000) * 100;
async function confirmedStudent() {
  const student = await make.user();
  await make.confirmPhone(student.id, `07${String(++numbers).padStart(8, "0")}`);
  return student as unknown as SessionUser;
}

/** The key the browsers' marks are signed with here (the app derives its own from the auth secret). */
const DEVICE_KEY = "test-device-key";

/** POST /contact from one browser (its device cookie) at one address, as `actor`. */
function tap(actor: SessionUser, target: string, browser: { mark: string; address: string }) {
  const body = new URLSearchParams({ target, back: "/products" }).toString();
  const request = new Request("http://localhost/contact", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(Buffer.byteLength(body)),
      cookie: `${DEVICE_COOKIE}=${signMark(DEVICE_KEY, browser.mark)}`,
    },
    body,
  });
  const context = {
    db: handle.db,
    flash: new Flash("k", null, false),
    env: { publicUrl: "http://localhost" },
    client: { address: browser.address, directLocal: false },
    viewerAddressKey: "test-address-key",
    deviceKey: DEVICE_KEY,
  } as unknown as ServerContext;
  return {
    context,
    answer: handleAction({ request, context, params: {} }, { actor: async () => actor, intents: { open } }),
  };
}

const alarmsOf = async (source: string) =>
  (await contactSourceAlarms.get()).values.find((v) => v.labels.source === source)?.value ?? 0;

describe("POST /contact", () => {
  it("answers a student without a confirmed phone with the toast that links to /profile, and the link for the page without JavaScript", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const student = (await make.user({ phoneVerifiedAt: null })) as unknown as SessionUser;
    const { context, answer } = tap(student, `listing:${product.id}`, {
      mark: "AAAAAAAAAAAAAAAAAAAAAA",
      address: "198.51.100.20",
    });
    expect(await answer).toMatchObject({
      init: { status: 403 },
      data: { error: "Confirm your phone number on your profile to contact sellers.", fix: { to: "/profile" } },
    });
    expect(context.flash?.take()).toMatchObject({
      title: "Confirm your phone",
      description: "Confirm your phone number on your profile to contact sellers.",
      variant: "destructive",
      action: { label: "Go to profile", to: "/profile" },
    });
  });

  it("sounds the alarm when one browser opens contacts for more accounts in an hour than a shared phone has, and still answers", async () => {
    const warn = vi.spyOn(logger, "warn");
    const seller = await make.user();
    const product = await make.product(seller.id);
    const before = await alarmsOf("device");
    const browser = { mark: "QkJCQkJCQkJCQkJCQkJCQk", address: "198.51.100.21" };
    for (let i = 0; i <= ACCOUNTS_PER_HOUR_BEFORE_ALARM.device; i++) {
      const { answer } = tap(await confirmedStudent(), `listing:${product.id}`, browser);
      expect(await answer).toMatchObject({ init: { status: 200 } });
    }
    expect(await alarmsOf("device")).toBe(before + 1);
    const lines = warn.mock.calls.filter(
      ([, message]) => message === "contacts opened for many accounts from one source",
    );
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(browser.address);
    expect(JSON.stringify(lines)).not.toContain(browser.mark);
  });

  it("does not sound for one browser's own openings, nor for students of one campus address each in their own browser", async () => {
    const seller = await make.user();
    const product = await make.product(seller.id);
    const before = { device: await alarmsOf("device"), address: await alarmsOf("address") };
    const student = await confirmedStudent();
    for (let i = 0; i < 5; i++)
      await tap(student, `listing:${product.id}`, { mark: "Q0NDQ0NDQ0NDQ0NDQ0NDQ0", address: "198.51.100.22" }).answer;
    for (let i = 0; i < 10; i++)
      await tap(await confirmedStudent(), `listing:${product.id}`, {
        mark: `RERERERERERERERERERE${String(i).padStart(2, "0")}`,
        address: "198.51.100.22",
      }).answer;
    expect(await alarmsOf("device")).toBe(before.device);
    expect(await alarmsOf("address")).toBe(before.address);
  });
});
