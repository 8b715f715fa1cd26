import { describe, expect, it } from "vitest";
import { receiptNumber } from "./get-receipt";

describe("receipt numbers", () => {
  it("carry the year the payment was made in Tanzania, and part of its unguessable id", () => {
    // 22:30 UTC on New Year's Eve is already 2027 in Dar es Salaam (UTC+3).
    expect(receiptNumber("8b625c5a-8b93-49e1-ba53-25a5e085b3de", new Date("2026-12-31T22:30:00Z"))).toBe(
      "CM-2027-8B625C5A8B",
    );
    expect(receiptNumber("8b625c5a-8b93-49e1-ba53-25a5e085b3de", new Date("2026-06-01T10:00:00Z"))).toBe(
      "CM-2026-8B625C5A8B",
    );
  });
});
