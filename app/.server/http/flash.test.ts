import { describe, expect, it } from "vitest";
import { FLASH_COOKIE } from "~/lib/toast";
import { Flash, signFlash } from "./flash";

const KEY = "test-flash-key";
const TOAST = { title: "Sign-in timed out", description: "Please sign in again.", variant: "destructive" } as const;
const cookieOf = (header: string | null) => header?.match(new RegExp(`^${FLASH_COOKIE}=([^;]*)`))?.[1] ?? null;

describe("the flash toast", () => {
  it("is shown on the page this request renders, and then cleared", () => {
    const flash = new Flash(KEY, null, false);
    flash.set(TOAST);
    expect(flash.take()).toMatchObject(TOAST);
    expect(flash.cookieHeader()).toBeNull();
  });

  it("goes on to the next page when the root loader took it but the response is a redirect", () => {
    const flash = new Flash(KEY, null, false);
    flash.set(TOAST);
    flash.take();
    const carried = new Flash(KEY, `${FLASH_COOKIE}=${cookieOf(flash.cookieHeader(true))}`, false);
    expect(carried.take()).toMatchObject(TOAST);
  });

  it("goes on past a redirect when it arrived with the request, and is cleared once a page shows it", () => {
    const arrived = `${FLASH_COOKIE}=${signFlash(KEY, { ...TOAST, id: "one" })}`;
    const redirected = new Flash(KEY, arrived, false);
    redirected.take();
    const next = new Flash(KEY, `${FLASH_COOKIE}=${cookieOf(redirected.cookieHeader(true))}`, false);
    expect(next.take()).toMatchObject(TOAST);
    const rendered = new Flash(KEY, arrived, false);
    expect(rendered.take()).toMatchObject({ ...TOAST, id: "one" });
    expect(rendered.cookieHeader()).toMatch(new RegExp(`^${FLASH_COOKIE}=; Max-Age=0`));
  });
});
