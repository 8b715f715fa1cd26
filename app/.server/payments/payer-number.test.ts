import { describe, expect, it } from "vitest";
import { payerNumberSubject } from "./payer-number";

describe("payerNumberSubject", () => {
  it("names one number alike however it is written, and never in clear", () => {
    const subject = payerNumberSubject("key-one", "255712345678");
    expect(
      ["0712345678", "0712 345 678", "+255 712 345 678", "712345678"].map((n) => payerNumberSubject("key-one", n)),
    ).toEqual(Array(4).fill(subject));
    expect(subject).toMatch(/^[0-9a-f]{64}$/);
    expect(subject).not.toContain("712345678");
    expect(payerNumberSubject("key-one", "255712345679")).not.toBe(subject);
  });

  it("needs the key: another key names the number differently, so the table cannot be read by hashing every number", () => {
    expect(payerNumberSubject("key-two", "255712345678")).not.toBe(payerNumberSubject("key-one", "255712345678"));
  });
});
