import { describe, expect, it } from "vitest";
import { markupOf, parseSiteStylesheet, selectorAlternatives, selectorNeeds, stylesheetFor } from "./page-stylesheet";

describe("selectorNeeds", () => {
  it("reads Tailwind's escaped class names as the class attribute writes them", () => {
    expect(selectorNeeds(".hover\\:bg-white:hover").classes).toEqual(["hover:bg-white"]);
    expect(selectorNeeds(".aspect-\\[4\\/3\\]").classes).toEqual(["aspect-[4/3]"]);
    expect(selectorNeeds(".\\32 xl\\:p-4").classes).toEqual(["2xl:p-4"]);
    expect(selectorNeeds(".\\[\\&_a\\]\\:underline a")).toEqual({ classes: ["[&_a]:underline"], elements: ["a"] });
  });

  it("needs the group's class too for a group variant, and the element named by a type selector", () => {
    expect(selectorNeeds(":is(:where(.group):hover .group-hover\\:text-red-500)")).toEqual({
      classes: ["group", "group-hover:text-red-500"],
      elements: [],
    });
    expect(selectorNeeds("abbr:where([title])")).toEqual({ classes: [], elements: ["abbr"] });
    expect(selectorNeeds("summary::-webkit-details-marker")).toEqual({ classes: [], elements: ["summary"] });
    expect(selectorNeeds(".space-y-2>:not(:last-child)")).toEqual({ classes: ["space-y-2"], elements: [] });
  });

  it("needs nothing inside :not(), a list of choices or an attribute selector", () => {
    expect(selectorNeeds(".a:not(.b)").classes).toEqual(["a"]);
    expect(selectorNeeds(":is(h1,h2) .c")).toEqual({ classes: ["c"], elements: [] });
    expect(selectorNeeds(':where(.x):has(.y) [data-state=".z"]').classes).toEqual(["x", "y"]);
    expect(selectorNeeds("li:nth-child(2 of .odd)")).toEqual({ classes: [], elements: ["li"] });
    expect(selectorNeeds(":root,:host")).toEqual({ classes: [], elements: [] });
  });

  it("splits a selector list only at its top-level commas", () => {
    expect(selectorAlternatives(":is(.a,.b), .c[title='x,y']")).toEqual([":is(.a,.b)", ".c[title='x,y']"]);
  });
});

describe("markupOf", () => {
  it("reads classes as the browser does, entities decoded, and the elements used", () => {
    const markup = markupOf(
      '<div class="p-2 [&amp;_a]:underline"><svg class="h-4"><path d=""/></svg><A href="/">x</A></div>',
    );
    expect([...markup.classes]).toEqual(["p-2", "[&_a]:underline", "h-4"]);
    expect([...markup.elements]).toEqual(["div", "svg", "path", "a"]);
  });
});

const SITE = [
  "@layer theme,base,components,utilities;",
  "@layer theme{:root,:host{--color-red-500:red;--color-brand:var(--color-emerald-700);--color-emerald-700:green;--spacing:.25rem}}",
  "@layer base{*,:after{box-sizing:border-box}abbr:where([title]){text-decoration:underline dotted}table{border-collapse:collapse}}",
  "@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}.text-brand{color:var(--color-brand)}.text-red-500{color:var(--color-red-500)}",
  "@media (width>=40rem){.sm\\:p-4{padding:1rem}.sm\\:hidden{display:none}}.shadow{--tw-shadow:0 1px red;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}}",
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-rotate{syntax:"*";inherits:false}',
  "@keyframes spin{to{transform:rotate(360deg)}}",
].join("");

describe("stylesheetFor", () => {
  const site = parseSiteStylesheet(SITE);

  it("keeps the rules a page's classes and elements use, in the site's order, and the reset", () => {
    const css = stylesheetFor(site, markupOf('<p class="p-2 sm:p-4 text-brand">x</p>'));
    expect(css).toBe(
      "@layer theme,base,components,utilities;" +
        "@layer theme{:root,:host{--color-brand:var(--color-emerald-700);--color-emerald-700:green;--spacing:.25rem}}" +
        "@layer base{*,:after{box-sizing:border-box}}" +
        "@layer utilities{.p-2{padding:calc(var(--spacing) * 2)}.text-brand{color:var(--color-brand)}@media (width>=40rem){.sm\\:p-4{padding:1rem}}}" +
        "@keyframes spin{to{transform:rotate(360deg)}}",
    );
  });

  it("keeps keyframes, prefixed ones too, and at-rules holding declarations, whole", () => {
    const css = stylesheetFor(
      parseSiteStylesheet("@-webkit-keyframes pulse{from{opacity:1}to{opacity:.5}}@page{margin:1cm;size:A4}"),
      markupOf("<p>x</p>"),
    );
    expect(css).toBe("@-webkit-keyframes pulse{from{opacity:1}to{opacity:.5}}@page{margin:1cm;size:A4}");
  });

  it("keeps the @property rules and variables the kept rules read, and drops the rest", () => {
    const css = stylesheetFor(site, markupOf('<abbr class="shadow" title="t">x</abbr>'));
    expect(css).toContain("abbr:where([title]){text-decoration:underline dotted}");
    expect(css).toContain("@property --tw-ring-shadow{");
    expect(css).not.toContain("--tw-rotate");
    expect(css).not.toContain("--color-red-500");
    expect(css).not.toContain("table{");
    expect(css).not.toContain("@media");
  });
});
