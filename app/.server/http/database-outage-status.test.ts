import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { noteDatabaseOutage, statusForFailedPage } from "./database-outage-status";

const outage = new DrizzleQueryError("select 1", [], Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));

describe("the status of a page whose loader failed", () => {
  it("is 503 with Retry-After when a loader of that request could not reach the database", () => {
    const request = {};
    noteDatabaseOutage(outage, request);
    const headers = new Headers();
    expect(statusForFailedPage(500, request, headers)).toBe(503);
    expect(headers.get("Retry-After")).toBe("5");
  });

  it("stays 500 for a bug, for another request, and untouched for a refusal", () => {
    const buggy = {};
    noteDatabaseOutage(new TypeError("x is undefined"), buggy);
    const refused = {};
    noteDatabaseOutage(outage, refused);
    const headers = new Headers();
    expect(statusForFailedPage(500, buggy, headers)).toBe(500);
    expect(statusForFailedPage(500, {}, headers)).toBe(500);
    expect(statusForFailedPage(404, refused, headers)).toBe(404);
    expect(headers.has("Retry-After")).toBe(false);
  });
});
