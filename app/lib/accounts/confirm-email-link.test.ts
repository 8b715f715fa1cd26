import { describe, expect, it } from "vitest";
import { confirmationToken, confirmEmailPath } from "./confirm-email-link";

describe("confirmation links", () => {
  it("carry a library token, and nothing else", () => {
    expect(confirmEmailPath("eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi50eiJ9.c2lnbmF0dXJl")).toBe(
      "/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi50eiJ9.c2lnbmF0dXJl",
    );
  });

  it("drop what cannot be a token, so it never reaches the library", () => {
    for (const bad of ["", "a b", "x&callbackURL=//evil.example", "a".repeat(2001), "a..b", null, undefined]) {
      expect(confirmationToken(bad)).toBeNull();
      expect(confirmEmailPath(bad)).toBe("/verify-email");
    }
  });
});
