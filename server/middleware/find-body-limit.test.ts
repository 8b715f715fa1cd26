import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import express from "express";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import {
  bodyLimitForRoute,
  FORM_OVERHEAD_BYTES,
  PHOTO_FORM_LIMITS,
  PLAIN_BODY_LIMIT,
  photoFormLimit,
} from "~/.server/http/forms-and-actions/body-limits";
import { LISTING_KIND_RULES } from "~/lib/listings/kinds";
import { MAX_IMAGE_BYTES } from "~/lib/shared/upload-rules";
import routes from "../../app/routes";
import { routeIdOf } from "../route-pattern";
import { bodyLimitOf, findBodyLimit } from "./find-body-limit";
import { refuseStatedOversizeBody } from "./refuse-stated-oversize-body";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");

/**
 * The route table as the server build carries it (React Router names a route without an id by its
 * file, without the extension; every route sits under the root).
 */
function manifestOf(entries: RouteConfigEntry[], parentId = "root"): { id: string; file: string; parentId: string }[] {
  return entries.flatMap((entry) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    return [
      { id, parentId, file: entry.file, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive },
      ...manifestOf(entry.children ?? [], id),
    ];
  });
}

const ENTRIES = manifestOf(await routes);
const ROUTES = Object.fromEntries([
  ["root", { id: "root", path: "" }],
  ...ENTRIES.map((route) => [route.id, route]),
]) as unknown as ServerBuild["routes"];

const limitOf = (pathname: string) => bodyLimitForRoute(routeIdOf(ROUTES, pathname));

describe("body limits from the route table", () => {
  it("leaves room for 5MB a photo and the form around it", () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(FORM_OVERHEAD_BYTES).toBe(100 * 1024);
    expect(PLAIN_BODY_LIMIT).toBe(64 * 1024);
    expect(photoFormLimit(2)).toBe(2 * 5 * 1024 * 1024 + 100 * 1024);
  });

  it("gives each photo form the limit it had, its data request too", () => {
    const product = photoFormLimit(LISTING_KIND_RULES.product.maxPhotos + 1);
    const accommodation = photoFormLimit(LISTING_KIND_RULES.accommodation.maxPhotos + 1);
    const expected: Record<string, number> = {
      "/products/post": product,
      "/products/post.data": product,
      "/products/abc/edit": product,
      "/products/abc/edit.data": product,
      "/accommodations/post": accommodation,
      "/accommodations/abc/edit": accommodation,
      "/accommodations/abc/edit.data": accommodation,
      "/profile": photoFormLimit(1),
      "/profile.data": photoFormLimit(1),
      "/shops/create": photoFormLimit(2),
      "/shops/abc/edit": photoFormLimit(2),
      "/shops/abc/edit.data": photoFormLimit(2),
      "/promotions/post": photoFormLimit(1),
      "/promotions/abc/edit": photoFormLimit(1),
      "/events/post.data": photoFormLimit(1),
      "/events/abc/edit": photoFormLimit(1),
      "/services/post": photoFormLimit(1),
      "/services/abc/edit": photoFormLimit(1),
    };
    expect(Object.fromEntries(Object.keys(expected).map((pathname) => [pathname, limitOf(pathname)]))).toEqual(
      expected,
    );
  });

  it("gives every other page, and a path no route has, the plain limit", () => {
    for (const pathname of [
      "/",
      "/_root.data",
      "/products",
      "/products/abc",
      "/products/abc/close",
      "/products/abc/review.data",
      "/shops/abc",
      "/profile/two-factor",
      "/messages/abc",
      "/api/auth/sign-in/email",
      "/uploads/product-images/a.webp",
      "/no/such/page",
    ])
      expect(limitOf(pathname), pathname).toBe(PLAIN_BODY_LIMIT);
  });

  it("names only routes the table has", () => {
    const ids = new Set(ENTRIES.map((route) => route.id));
    expect(Object.keys(PHOTO_FORM_LIMITS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("gives a limit to every route whose page has a file input, and to no other", () => {
    const withFileInput = ENTRIES.filter((route) => hasFileInput(route.file)).map((route) => route.id);
    expect(withFileInput.length).toBeGreaterThan(5);
    expect(withFileInput.sort()).toEqual(Object.keys(PHOTO_FORM_LIMITS).sort());
  });

  it("finds the route's limit once, for the steps after it: a stated length over it is refused", async () => {
    const app = express();
    app.use(findBodyLimit(async () => ({ routes: ROUTES }) as ServerBuild));
    app.use(refuseStatedOversizeBody);
    app.use((_req, res) => void res.json(bodyLimitOf(res)));
    const server = app.listen(0);
    try {
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      expect(await (await fetch(`${base}/profile.data`)).json()).toBe(photoFormLimit(1));
      expect(await (await fetch(`${base}/about-us`)).json()).toBe(PLAIN_BODY_LIMIT);
      const body = "a".repeat(PLAIN_BODY_LIMIT + 1);
      const type = { "content-type": "application/x-www-form-urlencoded" };
      expect((await fetch(`${base}/about-us`, { method: "POST", headers: type, body })).status).toBe(413);
      expect((await fetch(`${base}/profile.data`, { method: "POST", headers: type, body })).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

/** Whether a module, or an app module it imports (transitively, server code aside), has a file input. */
function hasFileInput(file: string, seen = new Set<string>()): boolean {
  const full = path.join(APP_DIR, file);
  if (seen.has(full)) return false;
  seen.add(full);
  const source = readFileSync(full, "utf8");
  if (/type="file"/.test(source)) return true;
  return [...source.matchAll(/from "(~\/|\.\.?\/)([^"]+)"/g)].some(([, root, spec]) => {
    if (spec!.includes(".server")) return false;
    const base = root === "~/" ? path.join(APP_DIR, spec!) : path.join(path.dirname(full), root!, spec!);
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find(isFile);
    return found !== undefined && hasFileInput(path.relative(APP_DIR, found), seen);
  });
}

function isFile(candidate: string): boolean {
  return existsSync(candidate) && /\.tsx?$/.test(candidate);
}
