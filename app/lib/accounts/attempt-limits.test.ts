import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { MAX_SIGN_IN_LOCK_SECONDS, signInLockSeconds, tooManyAttemptsText } from "./attempt-limits";

describe("signInLockSeconds", () => {
  it("lets five wrong passwords pass, then waits longer after each from a place the account signed in from", () => {
    expect([0, 1, 4].map((n) => signInLockSeconds(n, 0, true))).toEqual([0, 0, 0]);
    let wait = 0;
    const waits = [5, 6, 7, 8].map((n) => (wait = signInLockSeconds(n, wait, true)));
    expect(waits).toEqual([30, 60, 120, 240]);
  });

  it("keeps the wait as it was for failures from anywhere else", () => {
    expect(signInLockSeconds(5, 0, false)).toBe(30);
    expect([6, 7, 50].map((n) => signInLockSeconds(n, 30, false))).toEqual([30, 30, 30]);
    expect(signInLockSeconds(9, 240, false)).toBe(240);
  });

  it("never waits longer than the cap", () => {
    expect(signInLockSeconds(40, MAX_SIGN_IN_LOCK_SECONDS, true)).toBe(MAX_SIGN_IN_LOCK_SECONDS);
    expect(signInLockSeconds(5000, 600, true)).toBe(MAX_SIGN_IN_LOCK_SECONDS);
  });
});

describe("tooManyAttemptsText", () => {
  it("says how long to wait", () => {
    expect(tooManyAttemptsText(30)).toBe("Too many attempts. Please wait a minute and try again.");
    expect(tooManyAttemptsText(121)).toBe("Too many attempts. Please wait 3 minutes and try again.");
  });
  it("says it in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(tooManyAttemptsText(30)).toBe("Majaribio mengi mno. Tafadhali subiri dakika moja kisha ujaribu tena.");
      expect(tooManyAttemptsText(121)).toBe("Majaribio mengi mno. Tafadhali subiri dakika 3 kisha ujaribu tena.");
    });
  });
});
