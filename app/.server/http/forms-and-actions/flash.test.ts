import { describe, expect, it } from "vitest";
import { FLASH_COOKIE } from "~/lib/shared/toast";
import { Flash, signFlash, verifyFlash } from "./flash";

const KEY = "test-flash-key";
const saved = { title: "Profile updated", description: "Your profile has been successfully updated." };
const cookieOf = (header: string | null) => header?.match(new RegExp(`^${FLASH_COOKIE}=([^;]*)`))?.[1] ?? null;

describe("the flash channel", () => {
  it("carries a toast set before a redirect to the next page, once", () => {
    const action = new Flash(KEY, null, false);
    action.set(saved);
    const header = action.cookieHeader(true);
    expect(header).toMatch(/Max-Age=60; Path=\/; SameSite=Lax$/);
    const next = new Flash(KEY, `other=1; ${FLASH_COOKIE}=${cookieOf(header)}`, false);
    expect(next.take()).toMatchObject(saved);
    expect(next.take()).toBeNull();
    expect(next.cookieHeader(false)).toBe(`${FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
  });

  it("shows a toast set by the action on the page the same request renders, leaving no cookie behind", () => {
    const request = new Flash(KEY, null, true);
    request.set(saved);
    expect(request.take()).toMatchObject(saved);
    expect(request.cookieHeader(false)).toBeNull();
  });

  it("keeps a toast for the next page when the root loader took it beside a loader that redirected", () => {
    const request = new Flash(KEY, null, true);
    request.set(saved);
    request.take();
    expect(request.cookieHeader(true)).toMatch(/; Secure$/);
  });

  it("keeps a toast in the cookie when a script's form post rendered no page", () => {
    const request = new Flash(KEY, null, false);
    request.set(saved);
    expect(cookieOf(request.cookieHeader(false))).not.toBeNull();
    const waiting = new Flash(KEY, `${FLASH_COOKIE}=abc`, false);
    expect(waiting.cookieHeader(false)).toBeNull();
  });

  it("shows only what the server signed, in a toast's shape", () => {
    const until = Date.now() + 60_000;
    const signed = signFlash(KEY, { ...saved, id: "1", until });
    expect(verifyFlash(KEY, signed)).toMatchObject(saved);
    expect(verifyFlash("another-key", signed)).toBeNull();
    const [payload] = signed.split(".");
    const forged = Buffer.from(JSON.stringify({ id: "1", title: "You won TZS 1,000,000" })).toString("base64url");
    expect(verifyFlash(KEY, `${forged}.${signed.split(".")[1]}`)).toBeNull();
    expect(verifyFlash(KEY, `${payload}`)).toBeNull();
    expect(verifyFlash(KEY, `${signed}.x`)).toBeNull();
    expect(verifyFlash(KEY, "x".repeat(5000))).toBeNull();
    // Kept past its minute (a cookie stolen, or set again by someone who saw it): never shown.
    expect(verifyFlash(KEY, signFlash(KEY, { ...saved, id: "1", until: Date.now() - 1 }))).toBeNull();
    expect(verifyFlash(KEY, signFlash(KEY, { id: "1", title: "t", variant: "loud" as "default", until }))).toBeNull();
  });
});
