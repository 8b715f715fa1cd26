// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are minified scripts, whose templates are the subject here
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { buildForLanguage, foldLanguage, manifestLanguage } from "./browser-language-assets";

// What the client build makes of a message (scripts/compact-browser-messages.ts), minified.
const MESSAGES = "var a=e=>n()===`sw`?`Ingia`:`Sign In`,b=e=>n()===`sw`?`Karibu ${e?.name}`:`Welcome ${e?.name}`;";

describe("foldLanguage", () => {
  it("keeps only the page's language in each message", () => {
    expect(foldLanguage(MESSAGES, "en", "")).toBe("var a=e=>`Sign In`,b=e=>`Welcome ${e?.name}`;");
    expect(foldLanguage(MESSAGES, "sw", "sw")).toBe("var a=e=>`Ingia`,b=e=>`Karibu ${e?.name}`;");
  });

  it("leaves a choice alone where an operator beside it would bind to a part of it", () => {
    for (const code of [
      "x=e=>n()===`sw`?`a`:`b`+z;",
      "x=q&&n()===`sw`?`a`:`b`;",
      "x=a??n()===`sw`?`a`:`b`;",
      "x=n()===`sw`?t(1):`b`;",
    ]) {
      expect(foldLanguage(code, "sw", "sw")).toBe(code);
    }
  });

  it("points a language folder's scripts at that folder, and only scripts", () => {
    const manifest = 'window.__m={"module":"/assets/root-1.js","css":["/assets/root-2.css"]};';
    expect(foldLanguage(manifest, "sw", "sw")).toBe(
      'window.__m={"module":"/assets/sw/root-1.js","css":["/assets/root-2.css"]};',
    );
    expect(foldLanguage(manifest, "en", "")).toBe(manifest);
  });
});

describe("buildForLanguage", () => {
  const build = {
    assets: {
      url: "/assets/manifest-1.js",
      version: "1",
      entry: { module: "/assets/entry.client-1.js", imports: ["/assets/jsx-runtime-1.js"] },
      routes: {
        root: { id: "root", module: "/assets/root-1.js", imports: ["/assets/site-1.js"], css: ["/assets/root-1.css"] },
      },
    },
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;

  it("gives a Kiswahili page the Kiswahili scripts, keeping the stylesheets", () => {
    const { assets } = buildForLanguage(build, "sw");
    expect(assets.url).toBe("/assets/sw/manifest-1.js");
    expect(assets.entry).toEqual({ module: "/assets/sw/entry.client-1.js", imports: ["/assets/sw/jsx-runtime-1.js"] });
    expect(assets.routes.root).toMatchObject({
      module: "/assets/sw/root-1.js",
      imports: ["/assets/sw/site-1.js"],
      css: ["/assets/root-1.css"],
    });
  });

  it("gives a Kiswahili page its own manifest address, which only the Kiswahili build answers", () => {
    const { routeDiscovery } = buildForLanguage(build, "sw");
    expect(routeDiscovery.manifestPath).toBe("/__manifest-sw");
    expect(manifestLanguage("/__manifest-sw")).toBe("sw");
    expect(manifestLanguage("/__manifest")).toBe("en");
    expect(manifestLanguage("/products")).toBeNull();
  });

  it("leaves an English page's build as it is", () => {
    expect(buildForLanguage(build, "en")).toBe(build);
  });
});
