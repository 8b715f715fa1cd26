import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { passCookies } from "./pass-cookies";

const cookies = (...values: string[]) => {
  const headers = new Headers();
  for (const value of values) headers.append("Set-Cookie", value);
  return headers;
};

describe("passCookies", () => {
  it("adds each cookie to a redirect", () => {
    const answer = passCookies(cookies("a=1; Path=/", "b=2; Path=/"), redirect("/"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/");
    expect(answer.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("adds them to the page's data, keeping its status and other headers", () => {
    const answer = passCookies(
      cookies("a=1; Path=/"),
      data({ errors: {} }, { status: 400, headers: { "x-kept": "yes" } }),
    );
    expect(answer.data).toEqual({ errors: {} });
    expect(answer.init?.status).toBe(400);
    const headers = new Headers(answer.init?.headers);
    expect(headers.get("x-kept")).toBe("yes");
    expect(headers.getSetCookie()).toEqual(["a=1; Path=/"]);
  });

  it("leaves an answer alone when no cookie was set", () => {
    const answer = data({});
    expect(passCookies(new Headers(), answer)).toBe(answer);
    expect(answer.init).toBeNull();
  });
});
