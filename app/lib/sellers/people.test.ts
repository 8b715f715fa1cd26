import { describe, expect, it } from "vitest";
import { inLocale } from "#tests/setup/in-locale";
import { activityTier, directoryBadge, memberFor, profileBadge } from "./people";

const now = new Date("2026-11-22T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe("memberFor", () => {
  it("counts days under 30 days, months under a year, else years", () => {
    expect(memberFor(ago(0), now)).toBe("0 days");
    expect(memberFor(ago(1), now)).toBe("1 day");
    expect(memberFor(ago(29), now)).toBe("29 days");
    expect(memberFor(ago(30), now)).toBe("1 month");
    expect(memberFor(ago(364), now)).toBe("12 months");
    expect(memberFor(ago(365), now)).toBe("1 year");
    expect(memberFor(ago(800), now)).toBe("2 years");
  });
});

describe("activityTier", () => {
  it("is high from 10 listings, medium from 5, else low", () => {
    expect([0, 4, 5, 9, 10, 25].map(activityTier)).toEqual(["low", "low", "medium", "medium", "high", "high"]);
  });
});

describe("badges", () => {
  it("labels directory cards and profiles with their badges", () => {
    expect(["verified", "shop_owner", "individual_seller", "individual"].map(directoryBadge)).toEqual([
      "Verified",
      "Shop Owner",
      "Student",
      "Student",
    ]);
    expect(profileBadge("verified")).toBe("Verified Seller");
    expect(profileBadge("shop_owner")).toBe("Student");
  });
});

describe("in Kiswahili", () => {
  it("words the membership and the badges for a Kiswahili reader", () => {
    inLocale("sw", () => {
      expect(memberFor(ago(1), now)).toBe("siku 1");
      expect(memberFor(ago(29), now)).toBe("siku 29");
      expect(memberFor(ago(30), now)).toBe("mwezi 1");
      expect(memberFor(ago(364), now)).toBe("miezi 12");
      expect(memberFor(ago(800), now)).toBe("miaka 2");
      expect(directoryBadge("shop_owner")).toBe("Mmiliki wa duka");
      expect(profileBadge("verified")).toBe("Muuzaji aliyethibitishwa");
      expect(profileBadge("individual_seller")).toBe("Mwanafunzi");
    });
  });
});
