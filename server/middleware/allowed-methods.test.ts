import { request as httpRequest, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods } from "./allowed-methods";

let server: Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(allowedMethods);
  app.all(/.*/, (_req, res) => void res.send("page"));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node:http, because fetch refuses to send TRACE at all. */
function send(method: string, path = "/products"): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("allowedMethods", () => {
  // TRACE reached React Router, which cannot build a Request for it: a 500.
  it("answers TRACE and every other method but GET, HEAD and POST with 405 and Allow", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      expect(await send(method), method).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
  });
  it("lets GET, HEAD and POST through", async () => {
    for (const method of ["GET", "HEAD", "POST"]) expect((await send(method)).status, method).toBe(200);
  });
});
