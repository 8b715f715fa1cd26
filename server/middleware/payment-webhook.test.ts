import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MB, pushOversizedBody } from "#tests/setup/push-oversized-body";
import type { Database } from "~/.server/db/client";
import type { Payments } from "~/.server/payments/create-payments";
import { paymentWebhook } from "./payment-webhook";

/**
 * A probe's one connection pushed 11.6 GB into the webhook in 12 s, because Express's body
 * parser drains an oversized body to its end before answering 413. Here a client pushes far more
 * than the 16 KB limit through one connection; the server must stop reading and close it (docs/security.md).
 */

let server: Server;

beforeAll(async () => {
  const app = express();
  // Only bodies the webhook refuses reach it here, so it never touches the gateway or the database.
  app.post("/hook", ...paymentWebhook({} as Payments, {} as Database));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const PUSHED = 64 * MB;

describe("the payment webhook's body limit", () => {
  it("stops reading a chunked body at the limit and closes the connection", async () => {
    const { written, serverRead, answer } = await pushOversizedBody(
      server,
      "POST /hook HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      PUSHED,
    );
    // A few socket buffers past 16 KB, nowhere near what the client tried to send.
    expect(serverRead).toBeLessThan(1 * MB);
    expect(written).toBeLessThan(PUSHED);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("refuses a stated length over the limit before reading the body", async () => {
    const { written, serverRead } = await pushOversizedBody(
      server,
      `POST /hook HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${PUSHED}\r\n\r\n`,
      PUSHED,
    );
    expect(serverRead).toBeLessThan(1 * MB);
    expect(written).toBeLessThan(PUSHED);
  });

  it("answers a body within the limit that is not JSON 400", async () => {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "malformed_body" });
  });
});
