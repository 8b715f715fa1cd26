import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageStylesheets, ShellWithStylesheet } from "./inline-stylesheet";

const PAGE = '<!DOCTYPE html><html><head><title>t</title></head><body><p class="p-2">x</p></body></html>';

describe("pageStylesheets", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "chuo-styles-"));
    // Built from parts: the test's own compiler rewrites a literal "</style" in a string.
    await writeFile(
      path.join(dir, "site.css"),
      `.p-2{padding:.5rem}.m-2{margin:.5rem}.p-2::after{content:"${"<"}${"/style>"}"}`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  // A "</style" in the CSS never ends the element early (the parser writes it as "\3c /style").
  it("writes the page's own rules into its head with the response's nonce, naming the whole stylesheet", () => {
    const html = pageStylesheets(dir, ["/site.css"]).inline(PAGE, "bm9uY2U=");
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>t</title><style nonce="bm9uY2U=" data-site-stylesheet="/site.css">.p-2{padding:.5rem}.p-2::after{content:"\\3c /style>"}</style></head>' +
        '<body><p class="p-2">x</p></body></html>',
    );
  });

  it("links the whole stylesheet when it cannot be read, so the page is still styled", () => {
    expect(pageStylesheets(dir, ["/missing.css"]).inline(PAGE, "n")).toContain(
      '<link rel="stylesheet" href="/missing.css"/></head>',
    );
  });

  it("reads only inside the client folder, whatever the manifest names", () => {
    expect(pageStylesheets(dir, ["/../../etc/passwd"]).inline(PAGE, "n")).not.toContain("root:");
  });
});

describe("ShellWithStylesheet", () => {
  it("holds the shell until released, finishes it once, then passes streamed parts through", async () => {
    const shell = new ShellWithStylesheet((html) => html.replace("</head>", "<style></style></head>"));
    const out = new PassThrough();
    shell.pipe(out);
    const seen: string[] = [];
    out.on("data", (chunk: Buffer) => seen.push(chunk.toString()));
    shell.write("<html><head></he");
    shell.write("ad><body>é");
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
    shell.release();
    shell.write("<div hidden>later</div>");
    shell.end("</body></html>");
    await new Promise((resolve) => out.on("end", resolve));
    expect(seen.join("")).toBe("<html><head><style></style></head><body>é<div hidden>later</div></body></html>");
  });
});
