import { describe, expect, it } from "vitest";
import { isCountedPerDomain, mailboxOf, mailDomainOf, PUBLIC_MAIL_PROVIDERS } from "./mailbox";

describe("the mailbox an address reaches", () => {
  it("is one for every +tag and, at Gmail, every placing of dots", () => {
    const spellings = [
      "victim@gmail.com",
      "Victim@Gmail.com",
      " victim+1@gmail.com ",
      "victim+10@gmail.com",
      "v.i.c.t.i.m@gmail.com",
      "vic.tim+x@googlemail.com",
      "VICTIM+a+b@GOOGLEMAIL.COM",
    ];
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(["victim@gmail.com"]));
  });

  it("keeps dots where the provider does not ignore them, and drops tags everywhere", () => {
    expect(mailboxOf("asha.juma+shop@udsm.ac.tz")).toBe("asha.juma@udsm.ac.tz");
    expect(mailboxOf("asha.juma@udsm.ac.tz")).not.toBe(mailboxOf("ashajuma@udsm.ac.tz"));
    expect(mailboxOf("a.sha+1@yahoo.com")).toBe("a.sha@yahoo.com");
  });

  it("names the domain mail goes to, one for Gmail's two", () => {
    expect(mailDomainOf("x@GoogleMail.com")).toBe("gmail.com");
    expect(mailDomainOf("x+1@UDSM.ac.tz")).toBe("udsm.ac.tz");
  });

  it("counts a university's or company's domain, never a public provider's", () => {
    expect(isCountedPerDomain("asha@udsm.ac.tz")).toBe(true);
    for (const domain of Object.keys(PUBLIC_MAIL_PROVIDERS))
      expect(isCountedPerDomain(`asha@${domain.toUpperCase()}`), domain).toBe(false);
    // A look-alike of a provider is just another domain.
    expect(isCountedPerDomain("asha@gmail.com.evil.example")).toBe(true);
    expect(isCountedPerDomain("asha@constructor")).toBe(true);
  });
});
