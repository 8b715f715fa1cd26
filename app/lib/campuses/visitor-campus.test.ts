import { describe, expect, it } from "vitest";
import { readVisitorCampus, visitorCampusCookie } from "./visitor-campus";

const ID = "0b5c7a43-7b6e-4a44-9d51-2f8f0d6b9a11";

describe("visitor campus cookie", () => {
  it("reads the campus id among other cookies", () => {
    expect(readVisitorCampus(`theme=dark; visitorCampus=${ID}; other=1`)).toBe(ID);
  });
  it("ignores a value that is not a campus id", () => {
    expect(readVisitorCampus("visitorCampus=<script>")).toBeNull();
    expect(readVisitorCampus(null)).toBeNull();
    expect(readVisitorCampus("visitorCampus=%E0%A4%A")).toBeNull();
  });
  it("writes a year-long cookie, and an expired one to clear", () => {
    expect(visitorCampusCookie(ID)).toBe(`visitorCampus=${ID}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(visitorCampusCookie(null)).toContain("Max-Age=0");
  });
});
