import { describe, expect, it } from "vitest";
import { formatLocalNumber, methodOfNumber, normalizeMobileNumber, toMsisdn } from "./mobile-money";

describe("mobile-money numbers", () => {
  it("normalises: 255 kept, 0 becomes 255, 7 gets 255, non-digits stripped", () => {
    expect(normalizeMobileNumber("+255 754 123 456")).toBe("255754123456");
    expect(normalizeMobileNumber("0754-123-456")).toBe("255754123456");
    expect(normalizeMobileNumber("754123456")).toBe("255754123456");
    expect(normalizeMobileNumber("612345678")).toBe("612345678");
  });

  it("accepts 255, a digit 6 to 9, then 8 digits, and nothing else", () => {
    expect(toMsisdn("0754123456")).toBe("255754123456");
    expect(toMsisdn("0612345678")).toBe("255612345678");
    expect(toMsisdn("0512345678")).toBeNull();
    expect(toMsisdn("075412345")).toBeNull();
    expect(toMsisdn("07541234567")).toBeNull();
    expect(toMsisdn("")).toBeNull();
    expect(toMsisdn("abc")).toBeNull();
  });

  it("names the network from the prefix, and none for a number it does not know", () => {
    expect(methodOfNumber("0754123456")).toBe("mpesa");
    expect(methodOfNumber("0713123456")).toBe("tigopesa");
    expect(methodOfNumber("0655123456")).toBe("tigopesa");
    expect(methodOfNumber("0784123456")).toBe("airtelmoney");
    expect(methodOfNumber("0621123456")).toBe("halopesa");
    expect(methodOfNumber("0733123456")).toBeNull();
    expect(methodOfNumber("0512345678")).toBeNull();
  });

  it("writes a number the local way", () => {
    expect(formatLocalNumber("255754123456")).toBe("0754 123 456");
  });
});
