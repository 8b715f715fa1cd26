import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pathOfTarget, refuseDoubleSlashPaths, siteUrl } from "./request-target";

const SITE = "https://chuo.example";

describe("the address a request names", () => {
  it("reads a path starting with // as a path on the site, never as another host (docs/security.md)", () => {
    for (const target of ["//", "///", "//%00", "//%zz", "//evil.example", "//%2F", "//evil.example/auth?x=1"]) {
      const url = siteUrl(SITE, target);
      expect(url.origin, target).toBe(SITE);
      expect(`${url.pathname}${url.search}`, target).toBe(target);
    }
  });

  it("resolves dot segments as the pages do", () => {
    expect(siteUrl(SITE, "/products/../auth").pathname).toBe("/auth");
  });

  it("takes only the path of an absolute-form target, and / for anything else", () => {
    expect(pathOfTarget("http://evil.example/auth?x=1")).toBe("/auth?x=1");
    expect(pathOfTarget("http://%zz/auth")).toBe("/");
    expect(pathOfTarget("mailto:someone")).toBe("/");
    expect(pathOfTarget("*")).toBe("/");
    expect(siteUrl(SITE, "*").href).toBe(`${SITE}/`);
  });
});

describe("paths starting with //", () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.use(refuseDoubleSlashPaths);
    app.all(/.*/, (_req, res) => void res.send("page"));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("are no page: 404, whatever follows (docs/security.md)", async () => {
    for (const target of ["//", "///", "//%00", "//%zz", "//evil.example", "//%2F", "//products"]) {
      for (const method of ["GET", "POST"]) {
        const response = await fetch(base + target, { method, redirect: "manual" });
        expect(response.status, `${method} ${target}`).toBe(404);
        expect(response.headers.get("location"), target).toBeNull();
      }
    }
    expect((await fetch(`${base}/products//x`)).status).toBe(200);
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
