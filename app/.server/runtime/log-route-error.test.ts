import { Writable } from "node:stream";
import pino from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import * as serverEntry from "~/entry.server";
import { routeErrorLogger } from "./log-route-error";
import { logger } from "./logger";

/** A logger like ours (app/.server/runtime/logger.ts) whose lines are kept here. */
function capturedLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { log: pino({ level: "info", base: undefined }, sink), lines };
}

/**
 * The smallest build React Router serves: a root page with a loader and no action, a resource
 * route without an action, and a page whose loader fails. The entry renders nothing but the status.
 */
function buildWith(handleError: ServerBuild["entry"]["module"]["handleError"]): ServerBuild {
  const route = (id: string, path: string, module: Record<string, unknown>, parentId?: string) => ({
    id,
    path,
    parentId,
    module,
  });
  return {
    entry: {
      module: {
        default: (_request: Request, status: number) => new Response(`status ${status}`, { status }),
        handleError,
      },
    },
    routes: {
      root: route("root", "", { default: () => null, loader: () => null }),
      "routes/page": route("routes/page", "page", { default: () => null, loader: () => null }, "root"),
      "routes/resource": route("routes/resource", "resource", { loader: () => new Response("ok") }, "root"),
      "routes/broken": route(
        "routes/broken",
        "broken",
        {
          default: () => null,
          loader: () => {
            throw new Error("a real bug");
          },
        },
        "root",
      ),
    },
    assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

const post = (path: string) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: "a=1",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("how React Router's errors are logged (docs/security.md)", () => {
  it("logs a POST to a page or resource without an action as one short line: method, path, status, no stack", async () => {
    for (const [path, logged] of [
      ["/page?token=secret", "/page"],
      ["/page.data", "/page.data"],
      ["/resource", "/resource"],
    ]) {
      const { log, lines } = capturedLogger();
      const response = await createRequestHandler(buildWith(routeErrorLogger(log)), "production")(post(path!));
      expect(response.status, path).toBe(405);
      expect(lines, path).toHaveLength(1);
      expect(JSON.parse(lines[0]!), path).toEqual({
        level: 30,
        time: expect.any(Number),
        method: "POST",
        path: logged,
        status: 405,
        msg: "request refused",
      });
      expect(lines[0]!.length, path).toBeLessThan(200);
    }
  });

  it("still logs a failing loader as an error with its stack", async () => {
    const { log, lines } = capturedLogger();
    const response = await createRequestHandler(
      buildWith(routeErrorLogger(log)),
      "production",
    )(new Request("http://localhost/broken"));
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 50,
      method: "GET",
      path: "/broken",
      msg: "request failed",
      err: { message: "a real bug" },
    });
    expect(line.err.stack).toContain("a real bug");
  });

  it("is what the server entry hands React Router", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    try {
      const response = await createRequestHandler(buildWith(serverEntry.handleError), "production")(post("/page"));
      expect(response.status).toBe(405);
      expect(info).toHaveBeenCalledExactlyOnceWith({ method: "POST", path: "/page", status: 405 }, "request refused");
    } finally {
      info.mockRestore();
    }
  });
});
