import { describe, expect, it } from "vitest";
import { readQuery } from "./query-params";

const query = (q: string) => readQuery(new URLSearchParams(q));

describe("readQuery", () => {
  it("refuses text with NUL or other control characters with a 400", () => {
    for (const value of ["a%00b", "%01", "x%1B%5B31m", "%7F", "%C2%85"]) {
      expect(() => query(`q=${value}`).text("q"), value).toThrow(
        expect.objectContaining({ code: "invalid_input", status: 400 }),
      );
    }
  });
  it("keeps tabs and line breaks as spaces, trims, cuts long text and drops blank text", () => {
    expect(query("q=%20a%09b%0D%0Ac%20").text("q")).toBe("a b c");
    expect(query(`q=${"x".repeat(500)}`).text("q")).toHaveLength(100);
    expect(query(`q=${"x".repeat(500)}`).text("q", 10)).toHaveLength(10);
    expect(query("q=%20%20").text("q")).toBeUndefined();
    expect(query("").text("q")).toBeUndefined();
  });
  it("reads non-Latin text, emoji and quotes as they are", () => {
    expect(query(`q=${encodeURIComponent("Дар 東京 🏠 ' OR 1=1")}`).text("q")).toBe("Дар 東京 🏠 ' OR 1=1");
  });
  it("takes the first of repeated keys", () => {
    expect(query("q=first&q=a%00b").text("q")).toBe("first");
  });
  it("drops ids that are not uuids", () => {
    expect(query("id=0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11").uuid("id")).toBe("0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11");
    for (const value of ["abc", "../../etc/passwd", "a%00b", "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a1g", ""])
      expect(query(`id=${value}`).uuid("id")).toBeUndefined();
  });
  it("reads a page as a small positive integer and anything else as page 1", () => {
    expect(query("page=3").page()).toBe(3);
    expect(query("p=50").page("p", 50)).toBe(50);
    for (const value of ["0", "-1", "2.5", "1e3", "1e400", "99999999999999999999", "10001", "abc", "", "%00", " 2"]) {
      expect(query(`page=${value}`).page(), value).toBe(1);
    }
    expect(query("p=51").page("p", 50)).toBe(1);
  });
  it("reads a number within bounds", () => {
    expect(query("min=1000").number("min", 0, 1e12)).toBe(1000);
    for (const value of ["-1", "1e400", "abc", "", "1e13"])
      expect(query(`min=${value}`).number("min", 0, 1e12)).toBeUndefined();
  });
  it("reads one of the allowed values", () => {
    expect(query("status=admins").oneOf("status", ["all", "admins"])).toBe("admins");
    expect(query("status=root").oneOf("status", ["all", "admins"])).toBeUndefined();
  });
});
