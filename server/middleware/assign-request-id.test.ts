import { PassThrough } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveOnLoopback } from "#tests/fixtures/serve-on-loopback";
import { createLogger, defaultDestination } from "~/.server/runtime/logger";
import { assignRequestId } from "./assign-request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A logger writing JSON lines where the test reads them. */
function memoryLogger() {
  const out = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  out.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { log: createLogger(out), lines };
}

const { log, lines } = memoryLogger();

/** An app behind a trusted proxy (or not), whose page logs after waiting, as a loader does after a query. */
async function serve(trustProxy: boolean) {
  const app = express();
  app.use(assignRequestId(trustProxy));
  app.get("/page", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    log.info({ step: "loaded" }, "page loaded");
    res.send("ok");
  });
  return serveOnLoopback(app);
}

let direct: Awaited<ReturnType<typeof serve>>;
let proxied: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  direct = await serve(false);
  proxied = await serve(true);
});
afterAll(async () => {
  await Promise.all([direct.close(), proxied.close()]);
});

describe("request ids", () => {
  it("gives each request an id, echoes it, and every log line the request causes carries it", async () => {
    const [a, b] = await Promise.all([fetch(`${direct.base}/page`), fetch(`${direct.base}/page`)]);
    const ids = [a.headers.get("x-request-id"), b.headers.get("x-request-id")];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
    expect(lines.filter((line) => line.msg === "page loaded").map((line) => line.requestId)).toEqual(
      expect.arrayContaining(ids),
    );
  });

  it("keeps a trusted proxy's well-formed id, and never one a client made up", async () => {
    const fromProxy = await fetch(`${proxied.base}/page`, { headers: { "x-request-id": "4f1c9e0a7b2d4e6f" } });
    expect(fromProxy.headers.get("x-request-id")).toBe("4f1c9e0a7b2d4e6f");
    expect(lines.at(-1)).toMatchObject({ requestId: "4f1c9e0a7b2d4e6f", msg: "page loaded" });
    for (const bad of ["short", "a".repeat(65), "id with spaces", "<script>alert(1)</script>"]) {
      expect(
        (await fetch(`${proxied.base}/page`, { headers: { "x-request-id": bad } })).headers.get("x-request-id"),
      ).toMatch(UUID);
    }
    expect(
      (await fetch(`${direct.base}/page`, { headers: { "x-request-id": "4f1c9e0a7b2d4e6f" } })).headers.get(
        "x-request-id",
      ),
    ).toMatch(UUID);
  });

  it("leaves lines written outside a request (jobs, the start) without an id", () => {
    log.info("a job ran");
    expect(lines.at(-1)).toEqual(expect.not.objectContaining({ requestId: expect.anything() }));
  });
});

describe("log lines", () => {
  it("are readable lines on a terminal and JSON otherwise", async () => {
    expect(defaultDestination(Object.assign(new PassThrough(), { isTTY: false }))).toBeUndefined();
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    let text = "";
    terminal.on("data", (chunk: Buffer) => (text += chunk.toString()));
    createLogger(defaultDestination(terminal)).info({ listings: 3 }, "listings expired");
    await expect.poll(() => stripVTControlCharacters(text)).toContain("listings expired");
    expect(stripVTControlCharacters(text)).toContain("listings: 3");
    expect(() => JSON.parse(text)).toThrow();
  });
});
