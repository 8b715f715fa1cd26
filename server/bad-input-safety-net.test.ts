import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { logger } from "~/.server/runtime/logger";
import { AppError } from "~/lib/shared/app-error";
import { isDataException, withBadInputSafetyNet } from "./bad-input-safety-net";

const handle = testDatabase();

/** A database error as the driver throws it: a NUL byte, or text that is not a uuid. */
async function databaseError(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await handle.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

function buildWith(loader: () => unknown): ServerBuild {
  return {
    routes: {
      "routes/page": { id: "routes/page", path: "page", module: { loader, action: loader, default: () => null } },
    },
  } as unknown as ServerBuild;
}

/** What React Router turns into the error response: a thrown `data(payload, { status })`. */
function answered(thrown: unknown): { status?: number; data?: unknown } | undefined {
  const value = thrown as { type?: string; init?: { status?: number }; data?: unknown };
  return value?.type === "DataWithResponseInit" ? { status: value.init?.status, data: value.data } : undefined;
}

async function callLoader(build: ServerBuild): Promise<unknown> {
  try {
    return await build.routes["routes/page"]!.module.loader!({
      request: new Request("http://localhost/page?q=x"),
      params: {},
      context: {},
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

describe("the bad-input safety net", () => {
  it("recognises PostgreSQL data exceptions through the driver's wrappers", async () => {
    expect(isDataException(await databaseError(sql`select ${"a\u0000b"}::text`))).toBe(true);
    expect(isDataException(await databaseError(sql`select ${"abc"}::uuid`))).toBe(true);
    expect(isDataException(await databaseError(sql`select * from no_such_table`))).toBe(false);
    expect(isDataException(new Error("boom"))).toBe(false);
  });

  it("answers a data exception 400, logged as an error", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const error = await databaseError(sql`select ${"abc"}::uuid`);
    const thrown = await callLoader(withBadInputSafetyNet(buildWith(() => Promise.reject(error))));
    expect(answered(thrown)?.status).toBe(400);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ sqlState: "22P02", route: "routes/page", path: "/page" }),
      expect.any(String),
    );
    logged.mockRestore();
  });

  it("answers an AppError with its own status and the texts of its reason", async () => {
    const thrown = await callLoader(
      withBadInputSafetyNet(
        buildWith(() => {
          throw new AppError("not_found", "user_not_found");
        }),
      ),
    );
    expect(answered(thrown)).toEqual({
      status: 404,
      data: { code: "not_found", title: "Not found", message: "That user no longer exists." },
    });
  });

  it("leaves every other error a 500, and answers pass through", async () => {
    const bug = new TypeError("a real bug");
    expect(
      await callLoader(
        withBadInputSafetyNet(
          buildWith(() => {
            throw bug;
          }),
        ),
      ),
    ).toBe(bug);
    const missingTable = await databaseError(sql`select * from no_such_table`);
    expect(await callLoader(withBadInputSafetyNet(buildWith(() => Promise.reject(missingTable))))).toBe(missingTable);
    expect(await callLoader(withBadInputSafetyNet(buildWith(() => ({ ok: true }))))).toEqual({ ok: true });
  });
});
