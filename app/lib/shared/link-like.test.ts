import { describe, expect, it } from "vitest";
import { looksLikeLink, unlinkable } from "./link-like";

const LINKS = [
  "Win http://evil.example now",
  "HTTPS://x",
  "hxxp http",
  "www.evil.xyz",
  "go to evil.com",
  "evil.example/login",
  "bit.ly/abc",
  "asha@evil.co.tz",
  "ftp://files",
  "evil.tz",
];
const NAMES = [
  "Neema Mwakyusa",
  "Zuhura Ng'wanakilala",
  "J.R. Mushi",
  "St. Mary's",
  "Chloé Müller-Šimić",
  "محمد عبد الله",
  "Asha Juma (Mama Ntilie)",
  "Desk 1.2 m",
];

describe("link-like text", () => {
  it("is what a mail client would link, and what phishing uses anyway", () => {
    for (const text of LINKS) expect(looksLikeLink(text), text).toBe(true);
  });

  it("is not an ordinary name or title in any language", () => {
    for (const text of NAMES) expect(looksLikeLink(text), text).toBe(false);
  });

  it("is written so no mail client links it, and the rest stays as typed", () => {
    expect(unlinkable("Win http://evil.example now")).toBe("Win http[:]//evil[.]example now");
    expect(unlinkable("Desk from www.evil.xyz, cheap")).toBe("Desk from www[.]evil[.]xyz, cheap");
    expect(unlinkable("see evil.example")).toBe("see evil[.]example");
    expect(unlinkable("mail asha@evil.co.tz")).toBe("mail asha@evil[.]co[.]tz");
    for (const text of NAMES) expect(unlinkable(text)).toBe(text);
  });
});
