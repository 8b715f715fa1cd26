import { describe, expect, it } from "vitest";
import {
  emailDomain,
  hashVerificationToken,
  newVerificationToken,
  verificationExpiry,
  verificationToken,
} from "./verification-rules";

describe("verification rules", () => {
  it("makes tokens only we accept, and keeps only their hash", () => {
    const token = newVerificationToken();
    expect(verificationToken(token)).toBe(token);
    expect(newVerificationToken()).not.toBe(token);
    for (const raw of [null, "", "short", `${token}x`, `${token.slice(0, 42)}.`, 42])
      expect(verificationToken(raw)).toBeNull();
    expect(hashVerificationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashVerificationToken(token)).toBe(hashVerificationToken(token));
  });

  it("reads the domain after the last @, in lower case, and confirms for 365 days", () => {
    expect(emailDomain("Neema@Students.UDSM.ac.tz")).toBe("students.udsm.ac.tz");
    expect(emailDomain('"a@b"@udsm.ac.tz')).toBe("udsm.ac.tz");
    expect(verificationExpiry(new Date("2026-01-01T00:00:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
