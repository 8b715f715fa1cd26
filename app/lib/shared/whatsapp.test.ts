import { describe, expect, it } from "vitest";
import { normalizeWhatsappNumber, whatsappLink } from "./whatsapp";

describe("normalizeWhatsappNumber", () => {
  it("turns a leading 0 into 255", () => {
    expect(normalizeWhatsappNumber("0754123456")).toBe("255754123456");
  });
  it("keeps numbers that already start with 255, with or without a plus", () => {
    expect(normalizeWhatsappNumber("255754123456")).toBe("255754123456");
    expect(normalizeWhatsappNumber("+255 754 123 456")).toBe("255754123456");
  });
  it("prefixes 255 to 9-digit numbers starting 6 or 7", () => {
    expect(normalizeWhatsappNumber("754123456")).toBe("255754123456");
    expect(normalizeWhatsappNumber("654123456")).toBe("255654123456");
  });
  it("strips spaces, dashes and brackets", () => {
    expect(normalizeWhatsappNumber("(0754) 123-456")).toBe("255754123456");
  });
  it("leaves other numbers' digits unchanged", () => {
    expect(normalizeWhatsappNumber("854123456")).toBe("854123456");
  });
  it("returns null when there is no number", () => {
    expect(normalizeWhatsappNumber(null)).toBeNull();
    expect(normalizeWhatsappNumber("")).toBeNull();
    expect(normalizeWhatsappNumber("n/a")).toBeNull();
  });
});

describe("whatsappLink", () => {
  it("builds a wa.me link with the message URL-encoded", () => {
    expect(whatsappLink("0754123456", "Hi! Is the 'HP laptop' still available? 100% & cash")).toBe(
      "https://wa.me/255754123456?text=Hi!%20Is%20the%20'HP%20laptop'%20still%20available%3F%20100%25%20%26%20cash",
    );
  });
  it("is null without a usable number, so the page shows the 'not available' message", () => {
    expect(whatsappLink(undefined, "hello")).toBeNull();
  });
});
