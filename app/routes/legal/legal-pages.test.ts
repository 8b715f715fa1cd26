import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { inLocale } from "~/.server/i18n/request-locale";
import PrivacyPolicy, { meta as privacyMeta } from "./privacy-policy";
import TermsOfService, { meta as termsMeta } from "./terms-of-service";

/** The page's visible text, without tags and React's text separators. */
function pageText(Page: () => ReactElement): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Page)))
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ");
}

describe("the legal pages", () => {
  it("keep their English, links and emphasis", () => {
    const terms = pageText(TermsOfService);
    expect(terms).toContain("Last updated: 22 November 2026");
    expect(terms).toContain("You must be at least 18 years old to create an account or use the Service.");
    expect(terms).toContain("Price: TShs 50,000 per month, payable in advance.");
    expect(terms).toContain("These Terms are governed by the laws of the United Republic of Tanzania.");
    expect(privacyMeta()[0]).toEqual({ title: "Privacy Policy · Chuo Market" });
  });

  it("are worded in Kiswahili for a Kiswahili reader", () => {
    inLocale("sw", () => {
      const privacy = pageText(PrivacyPolicy);
      expect(privacy).toContain("Sera ya Faragha");
      expect(privacy).toContain("Ilisasishwa mwisho: 22 Novemba 2026");
      expect(privacy).toContain("Sera hii isomwe pamoja na Masharti ya Huduma");
      expect(privacy).toContain("Tunajibu maswali kuhusu faragha ndani ya siku 30.");
      expect(privacy).not.toContain("Back to Home");

      const terms = pageText(TermsOfService);
      expect(terms).toContain("Lazima uwe na umri wa angalau miaka 18 ili kufungua akaunti au kutumia huduma.");
      expect(terms).toContain("Bei: TShs 50,000 kwa mwezi, hulipwa mapema.");
      expect(terms).toContain("Rudi mwanzo");
      expect(termsMeta()[0]).toEqual({ title: "Masharti ya Huduma · Chuo Market" });
    });
  });
});
