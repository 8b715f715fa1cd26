import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The floors of the house and which may lean on which (docs/architecture.md): routes use
 * `.server`, components and `lib`; components use `lib`; `lib` (pure rules, shared with the
 * browser) uses nothing of ours above it; `.server` never reaches up into components or routes;
 * the primitives in `components/ui/` know nothing but each other; routes reach the database only
 * through domain functions. Checked on the import statements of every source file, tests too.
 */

const APP = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Every module a file imports, as a path inside app/ (`lib/money`), or null for packages and files outside app/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const targets = [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s+["']([^"']+)["']/g), ...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
  return targets.flatMap((target) => {
    const resolved = target.startsWith("~/") ? path.join(APP, target.slice(2)) : target.startsWith(".") ? path.resolve(path.dirname(file), target) : null;
    if (!resolved) return [];
    const inApp = path.relative(APP, resolved);
    return inApp.startsWith("..") ? [] : [inApp.split(path.sep).join("/")];
  });
}

const FILES = sourceFiles(APP).map((file) => ({ name: path.relative(APP, file).split(path.sep).join("/"), imports: importsOf(file) }));

function offences(from: RegExp, to: RegExp, except: (name: string) => boolean = () => false): string[] {
  return FILES.filter((f) => from.test(f.name) && !except(f.name)).flatMap((f) => f.imports.filter((target) => to.test(target)).map((target) => `${f.name} -> ${target}`));
}

describe("import rules", () => {
  it("finds the files and their imports", () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(FILES.find((f) => f.name === "lib/app-error.ts")?.imports).toContain("lib/error-text");
  });

  it("keeps lib free of components, routes and server code", () => {
    expect(offences(/^lib\//, /^(components|routes|\.server)\//)).toEqual([]);
  });

  it("keeps server code out of components and routes", () => {
    expect(offences(/^\.server\//, /^(components|routes)\//)).toEqual([]);
  });

  it("keeps the UI primitives free of domain knowledge: they import only each other", () => {
    expect(offences(/^components\/ui\//, /^(?!components\/ui\/)/)).toEqual([]);
  });

  it("lets route modules reach the database only through domain functions", () => {
    expect(offences(/^routes\//, /^\.server\/db\/(client|schema)/, (name) => name.endsWith(".test.ts"))).toEqual([]);
  });

  it("has no cycle between AppError and the error texts", () => {
    expect(offences(/^lib\/error-text\//, /^lib\/app-error/, (name) => name.endsWith(".test.ts"))).toEqual([]);
  });
});
