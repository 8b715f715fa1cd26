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

interface Import {
  /** The module, as a path inside app/ (`lib/money`). */
  target: string;
  /** `import type` or `export type`: erased at build, so no code of the target ships with the file. */
  typeOnly: boolean;
}

/** Every module of ours a file imports; packages and files outside app/ are left out. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, "utf8");
  const statements = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b(\s+type\b)?[^;]*?\bfrom\s+["']([^"']+)["']/g),
  ].map((m) => ({ target: m[2]!, typeOnly: Boolean(m[1]) }));
  const dynamic = [...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => ({
    target: m[1]!,
    typeOnly: false,
  }));
  return [...statements, ...dynamic].flatMap(({ target, typeOnly }) => {
    const resolved = target.startsWith("~/")
      ? path.join(APP, target.slice(2))
      : target.startsWith(".")
        ? path.resolve(path.dirname(file), target)
        : null;
    if (!resolved) return [];
    const inApp = path.relative(APP, resolved);
    return inApp.startsWith("..") ? [] : [{ target: inApp.split(path.sep).join("/"), typeOnly }];
  });
}

const FILES = sourceFiles(APP).map((file) => ({
  name: path.relative(APP, file).split(path.sep).join("/"),
  imports: importsOf(file),
}));

/** The imports of files named `from` that reach modules named `to` and are not excused by `allowed`. */
function offences(
  from: RegExp,
  to: RegExp,
  allowed: (name: string, imported: Import) => boolean = () => false,
): string[] {
  return FILES.filter((f) => from.test(f.name)).flatMap((f) =>
    f.imports
      .filter((imported) => to.test(imported.target) && !allowed(f.name, imported))
      .map(({ target }) => `${f.name} -> ${target}`),
  );
}

const isTest = (name: string) => name.endsWith(".test.ts");

/**
 * The one way lib may name server code: AppError and the error texts take the reason codes'
 * types from the domain areas that declare them, as `import type`, which the build erases
 * (docs/decisions/0013-reason-codes-live-with-the-domain.md).
 */
const REASON_CODES = /^\.server\/domain\/[^/]+\/reasons$/;
const NAMES_REASON_CODES = /^lib\/(app-error\.ts|error-text\/[^/]+\.ts)$/;
const isReasonTypeImport = (name: string, imported: Import) =>
  NAMES_REASON_CODES.test(name) && REASON_CODES.test(imported.target) && imported.typeOnly;

describe("import rules", () => {
  it("finds the files and their imports", () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(FILES.find((f) => f.name === "lib/app-error.ts")?.imports).toContainEqual({
      target: ".server/domain/payments/reasons",
      typeOnly: true,
    });
    expect(FILES.find((f) => f.name === "lib/error-text/index.ts")?.imports).toContainEqual({
      target: "lib/error-text/accounts",
      typeOnly: false,
    });
  });

  it("keeps lib free of components, routes and server code, but for the reason codes' types", () => {
    expect(offences(/^lib\//, /^(components|routes|\.server)\//, isReasonTypeImport)).toEqual([]);
  });

  it("excuses only a type import of the reason codes, and only in AppError and the error texts", () => {
    const reasons = ".server/domain/payments/reasons";
    expect(isReasonTypeImport("lib/error-text/payments.ts", { target: reasons, typeOnly: true })).toBe(true);
    expect(isReasonTypeImport("lib/error-text/payments.ts", { target: reasons, typeOnly: false })).toBe(false);
    expect(isReasonTypeImport("lib/money.ts", { target: reasons, typeOnly: true })).toBe(false);
    expect(
      isReasonTypeImport("lib/error-text/payments.ts", {
        target: ".server/domain/payments/get-payment",
        typeOnly: true,
      }),
    ).toBe(false);
  });

  it("keeps the reason codes free of imports, so naming them pulls in no code", () => {
    const files = FILES.filter((f) => /^\.server\/domain\/[^/]+\/reasons\.ts$/.test(f.name));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => f.imports.length > 0).map((f) => f.name)).toEqual([]);
  });

  it("keeps server code out of components and routes", () => {
    expect(offences(/^\.server\//, /^(components|routes)\//)).toEqual([]);
  });

  it("keeps the UI primitives free of domain knowledge: they import only each other, and their words from the catalogues", () => {
    expect(offences(/^components\/ui\//, /^(?!components\/ui\/|paraglide\/)/)).toEqual([]);
  });

  it("lets route modules reach the database only through domain functions", () => {
    expect(offences(/^routes\//, /^\.server\/db\/(client|schema)/, isTest)).toEqual([]);
  });

  it("has no cycle between AppError and the error texts: AppError knows only the reason codes, the texts only its types", () => {
    expect(offences(/^lib\/app-error/, /^lib\/error-text/)).toEqual([]);
    expect(
      offences(/^lib\/error-text\//, /^lib\/app-error/, (name, imported) => isTest(name) || imported.typeOnly),
    ).toEqual([]);
  });
});
