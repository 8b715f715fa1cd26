import { DrizzleQueryError } from "drizzle-orm/errors";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "~/.server/runtime/logger";
import { answerServerError } from "./server-errors";

async function answer(error: Error, path: string) {
  const app = express();
  app.get(/.*/, () => {
    throw error;
  });
  app.use(answerServerError);
  const server = app.listen(0);
  const { port } = server.address() as { port: number };
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: response.status, body: await response.text(), retryAfter: response.headers.get("retry-after") };
  } finally {
    server.close();
  }
}

const TOKEN = "pKvy73xgWaNx36vWN9r6ABn2";

describe("errors nothing else answered", () => {
  afterEach(() => vi.restoreAllMocks());

  it("are one line without the path's query, and a plain 500", async () => {
    const lines: unknown[] = [];
    vi.spyOn(logger, "error").mockImplementation(
      ((fields: unknown, message: string) => void lines.push([fields, message])) as never,
    );
    const { status, body } = await answer(new Error("database down"), `/wallet?token=${TOKEN}`);
    expect(status).toBe(500);
    expect(body).not.toContain("database down");
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
    expect(lines).toHaveLength(1);
  });

  it("answer a database that cannot be reached with 503 and Retry-After: an outage passes, a bug does not", async () => {
    vi.spyOn(logger, "error").mockImplementation((() => undefined) as never);
    const refused = new DrizzleQueryError(
      "select 1",
      [],
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    expect(await answer(refused, "/products")).toMatchObject({ status: 503, retryAfter: "5" });
    expect(await answer(new TypeError("x is undefined"), "/products")).toMatchObject({ status: 500, retryAfter: null });
  });

  // The outside probe's line: `GET /api/auth/reset-password/<token>%zz` was a 500 logged with
  // "Failed to decode param '<token>%zz'".
  it("keep a client's error a 4xx, logged as one short line that quotes neither message nor path", async () => {
    const info = vi.spyOn(logger, "info").mockImplementation((() => undefined) as never);
    const error = vi.spyOn(logger, "error").mockImplementation((() => undefined) as never);
    const decode = Object.assign(new URIError(`Failed to decode param '${TOKEN}%zz'`), { status: 400 });
    const { status } = await answer(decode, `/api/auth/reset-password/${TOKEN}%zz`);
    expect(status).toBe(400);
    expect(error).not.toHaveBeenCalled();
    expect(JSON.stringify(info.mock.calls)).not.toContain(TOKEN);
  });
});
