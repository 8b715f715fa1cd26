import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One shape at the route edge (docs/architecture.md#actions): every route module with an action
 * answers through the action kit (app/.server/http/forms-and-actions/action-kit.ts), only the kit reads which form
 * was sent, and routes show toasts only through the flash channel, never by hand after an action.
 */

const APP = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const name = (file: string) => path.relative(APP, file).split(path.sep).join("/");
const ROUTE_MODULES = sourceFiles(path.join(APP, "routes")).filter((file) => !file.includes(".server."));
const HAS_ACTION = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/;

describe("the route edge", () => {
  const withAction = ROUTE_MODULES.filter((file) => HAS_ACTION.test(readFileSync(file, "utf8")));

  it("finds the route modules with an action", () => {
    expect(withAction.length).toBeGreaterThan(20);
  });

  it("answers every action through the action kit", () => {
    const bypassing = withAction.filter((file) => !/\bhandleAction\(/.test(readFileSync(file, "utf8"))).map(name);
    expect(bypassing).toEqual([]);
  });

  it("reads which form was sent only in the kit", () => {
    const reading = sourceFiles(APP)
      .filter((file) => !name(file).startsWith(".server/http/"))
      .filter((file) => /\.get\(\s*["']intent["']\s*\)/.test(readFileSync(file, "utf8")))
      .map(name);
    expect(reading).toEqual([]);
  });

  it("shows no toast by hand in a route: toasts come through the flash channel", () => {
    const toasting = ROUTE_MODULES.filter((file) => /\buseToast\b/.test(readFileSync(file, "utf8"))).map(name);
    expect(toasting).toEqual([]);
  });

  it("draws panels with the Card primitive's look, never a copy of its classes", () => {
    const copying = ROUTE_MODULES.filter((file) =>
      /rounded-xl border border-slate-200 bg-white/.test(readFileSync(file, "utf8")),
    ).map(name);
    expect(copying).toEqual([]);
  });

  it("keeps no second way of answering: the old helpers are gone", () => {
    const old = sourceFiles(APP)
      .filter((file) =>
        /\b(orRespond|rethrowAsResponse|intentHandler|withNotice|noticeFor)\b/.test(readFileSync(file, "utf8")),
      )
      .map(name);
    expect(old).toEqual([]);
  });
});
