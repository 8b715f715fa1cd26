import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MB, pushOversizedBody } from "#tests/setup/push-oversized-body";
import { logger } from "~/.server/runtime/logger";
import { reportsIn } from "./csp-report";
import { carriesSessionCookie, isAuthPath } from "./private-responses";
import { securityHeaders } from "./security-headers";

describe("which requests are private", () => {
  it("knows the sign-in pages, their data requests and the auth API", () => {
    for (const p of [
      "/auth",
      "/auth/two-factor",
      "/auth.data",
      "/api/auth/get-session",
      "/forgot-password",
      "/reset-password",
      "/sign-out",
      "/sign-out.data",
      "/dev/outbox",
    ]) {
      expect(isAuthPath(p), p).toBe(true);
    }
    for (const p of ["/", "/_root.data", "/products", "/authors", "/api/authx", "/products/auth"])
      expect(isAuthPath(p), p).toBe(false);
  });

  it("finds the session cookie under either of its names, and only by name", () => {
    expect(carriesSessionCookie("chuo.session_token=abc")).toBe(true);
    expect(carriesSessionCookie("a=1; __Secure-chuo.session_token=abc")).toBe(true);
    expect(carriesSessionCookie("chuo_campus=session_token")).toBe(false);
    expect(carriesSessionCookie(undefined)).toBe(false);
  });
});

describe("reportsIn", () => {
  it("reads both report formats and keeps short fields only", () => {
    expect(
      reportsIn(
        JSON.stringify({
          "csp-report": {
            "document-uri": "http://x/",
            "violated-directive": "script-src",
            "line-number": 3,
            junk: "x",
          },
        }),
      ),
    ).toEqual([{ page: "http://x/", directive: "script-src", line: 3 }]);
    const body = [
      {
        type: "csp-violation",
        body: { documentURL: "http://x/", effectiveDirective: "img-src", blockedURL: "y".repeat(999) },
      },
      { type: "other", body: {} },
    ];
    expect(reportsIn(JSON.stringify(body))).toEqual([
      { page: "http://x/", directive: "img-src", blocked: "y".repeat(300) },
    ]);
  });

  it("shrugs off junk", () => {
    for (const text of ["", "{", "null", "42", "[1, null]", '{"csp-report": "x"}', '[{"type":"csp-violation"}]'])
      expect(reportsIn(text)).toEqual([]);
  });
});

describe("securityHeaders middleware", () => {
  let server: Server;
  let base: string;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = await mkdtemp(path.join(tmpdir(), "chuo-headers-"));
    await writeFile(path.join(staticDir, "app.js"), "export {};");
    const app = express();
    app.use(securityHeaders({ publicUrl: "https://chuo.example", dev: false }));
    app.use("/assets", express.static(staticDir, { immutable: true, maxAge: 365 * 24 * 60 * 60 * 1000 }));
    app.get("/set-cookie", (_req, res) => void res.cookie("chuo_campus", "x").send("ok"));
    app.get("/flushed", (_req, res) => {
      res.flushHeaders();
      res.end("streamed");
    });
    // Stands in for the React Router handler: shows the nonce it was handed.
    app.use((_req, res) => void res.type("html").send(`<script nonce="${String(res.locals.cspNonce)}"></script>`));
    await new Promise<void>((resolve) => {
      server = app.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(staticDir, { recursive: true, force: true });
  });

  const get = (p: string, cookie?: string) =>
    fetch(base + p, { headers: cookie ? { cookie } : {}, redirect: "manual" });

  it("gives every response its own nonce and hands it to the renderer", async () => {
    const [a, b] = [await get("/"), await get("/")];
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get("content-security-policy")!)?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get("content-security-policy")!)?.[1];
    expect(nonceA).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceB).not.toBe(nonceA);
    expect(await a.text()).toBe(`<script nonce="${nonceA}"></script>`);
    expect(a.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("keeps signed-out public pages as they were, and makes private ones no-store", async () => {
    expect((await get("/products")).headers.get("cache-control")).toBeNull();
    expect((await get("/auth")).headers.get("cache-control")).toBe("no-store");
    expect((await get("/products", "chuo.session_token=abc")).headers.get("cache-control")).toBe("no-store");
    expect((await get("/_root.data", "chuo.session_token=abc")).headers.get("cache-control")).toBe("no-store");
    expect((await get("/set-cookie")).headers.get("cache-control")).toBe("no-store");
    expect((await get("/flushed", "chuo.session_token=abc")).headers.get("cache-control")).toBe("no-store");
  });

  it("decides no-store for a path starting with // without failing, and on the path the pages see (docs/security.md)", async () => {
    for (const target of ["//", "///", "//%00", "//%zz", "//evil.example", "//%2F"]) {
      const response = await get(target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get("cache-control"), target).toBeNull();
      expect((await get(target, "chuo.session_token=abc")).headers.get("cache-control"), target).toBe("no-store");
    }
    expect((await get("/products/../auth")).headers.get("cache-control")).toBe("no-store");
  });

  it("leaves static files their immutable caching, even with a session", async () => {
    const asset = await get("/assets/app.js", "chuo.session_token=abc");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-security-policy")).toContain("script-src 'self' 'nonce-");
  });

  it("logs CSP reports, and answers junk and oversized bodies with a 204 or a 4xx", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    const post = (body: string, type = "application/csp-report") =>
      fetch(`${base}/csp-report`, { method: "POST", headers: { "content-type": type }, body });
    try {
      const valid = await post(
        JSON.stringify({
          "csp-report": {
            "document-uri": `${base}/`,
            "violated-directive": "script-src-elem",
            "blocked-uri": "inline",
          },
        }),
      );
      expect(valid.status).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        { cspViolation: { page: `${base}/`, directive: "script-src-elem", blocked: "inline" } },
        "content security policy violation",
      );
      expect((await post("{oops", "application/reports+json")).status).toBe(204);
      expect((await post("x".repeat(17 * 1024))).status).toBe(413);
      expect((await post("\u00ff", "application/json; charset=nope")).status).toBeLessThan(500);
    } finally {
      warn.mockRestore();
    }
  });

  it("stops reading a CSP report at 16 KB and closes the connection, however much is pushed (docs/security.md)", async () => {
    const head =
      "POST /csp-report HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/csp-report\r\nTransfer-Encoding: chunked\r\n\r\n";
    const { written, serverRead } = await pushOversizedBody(server, head, 64 * MB);
    expect(serverRead).toBeLessThan(1 * MB);
    expect(written).toBeLessThan(64 * MB);
  });
});
