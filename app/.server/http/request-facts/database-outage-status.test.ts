import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { noteDatabaseOutage, responseForFailedData, statusForFailedPage } from "./database-outage-status";

const outage = new DrizzleQueryError(
  "select 1",
  [],
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
);

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

describe("the answer to a client-side navigation or form post (.data) that failed", () => {
  it("is 503 with Retry-After and the same body when the database was out, and untouched otherwise", async () => {
    const request = {};
    noteDatabaseOutage(outage, request);
    const failed = () =>
      new Response("[encoded error]", {
        status: 500,
        headers: { "Content-Type": "text/x-script", "X-Remix-Response": "yes" },
      });
    const answered = responseForFailedData(failed(), request);
    expect(answered.status).toBe(503);
    expect(answered.headers.get("Retry-After")).toBe("5");
    expect(answered.headers.get("Content-Type")).toBe("text/x-script");
    expect(answered.headers.get("X-Remix-Response")).toBe("yes");
    expect(await answered.text()).toBe("[encoded error]");

    const bug = failed();
    expect(responseForFailedData(bug, {})).toBe(bug);
    const fine = new Response("ok", { status: 200 });
    expect(responseForFailedData(fine, request)).toBe(fine);
  });
});
