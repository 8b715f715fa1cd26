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
  /** The module, as a path inside app/ (`lib/shared/money`). */
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
const REASON_CODES = /^\.server\/domain\/[^/]+(\/[^/]+)?\/reasons$/;
const NAMES_REASON_CODES = /^lib\/(shared\/app-error\.ts|error-text\/[^/]+\.ts)$/;
const isReasonTypeImport = (name: string, imported: Import) =>
  NAMES_REASON_CODES.test(name) && REASON_CODES.test(imported.target) && imported.typeOnly;

describe("import rules", () => {
  it("finds the files and their imports", () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(FILES.find((f) => f.name === "lib/shared/app-error.ts")?.imports).toContainEqual({
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
    expect(isReasonTypeImport("lib/shared/money.ts", { target: reasons, typeOnly: true })).toBe(false);
    expect(
      isReasonTypeImport("lib/error-text/payments.ts", {
        target: ".server/domain/payments/get-payment",
        typeOnly: true,
      }),
    ).toBe(false);
  });

  it("keeps the reason codes free of imports, so naming them pulls in no code", () => {
    const files = FILES.filter((f) => REASON_CODES.test(f.name.replace(/\.ts$/, "")));
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

/**
 * The feature areas (rooms, docs/architecture.md): each has the same name in
 * `.server/domain/`, `lib/` and `components/` (and a folder where it has code on that floor),
 * and uses only shared code, itself and the areas it names here. This table is the map of the
 * house's dependencies: an import into another area is declared on its own line, or it fails.
 * Shared code (`lib/shared/`, `components/shared/`, `components/ui/`) names no area. Two hubs
 * join every area at the edge, as routes do: the words of every reason (`lib/error-text/`) and
 * of every toast (`lib/toast-text/`). Tests are left out: a test may assemble what it checks.
 */
const AREAS = {
  accounts: ["campuses", "listings", "messages", "payments", "reviews"],
  admin: ["accounts", "moderation", "payments"],
  campuses: ["accounts"],
  listings: [
    "accounts",
    "campuses",
    "marketplace",
    "messages",
    "notifications",
    "payments",
    "reviews",
    "shops",
    "verification",
  ],
  marketplace: ["listings"],
  messages: ["accounts", "listings"],
  moderation: ["listings", "verification"],
  notifications: ["listings", "payments"],
  payments: ["accounts", "listings", "notifications", "shops"],
  reviews: ["listings", "moderation", "sellers", "verification"],
  sellers: ["campuses", "listings", "reviews", "verification"],
  shops: ["accounts", "listings", "notifications", "payments"],
  verification: ["accounts", "admin", "payments"],
} as const satisfies Record<string, readonly string[]>;

type Area = keyof typeof AREAS;
const AREA_NAMES = Object.keys(AREAS) as Area[];
const SHARED_ROOMS = ["lib/shared", "components/shared", "components/ui"];
const HUBS = ["lib/error-text", "lib/toast-text"];

/** The area a module belongs to, "shared", or null (routes, hubs and server plumbing belong to none). */
function areaOf(name: string): Area | "shared" | null {
  if (SHARED_ROOMS.some((room) => name === room || name.startsWith(`${room}/`))) return "shared";
  const room = /^(?:lib|components|\.server\/domain)\/([^/]+)\//.exec(name)?.[1];
  return room && (AREA_NAMES as string[]).includes(room) ? (room as Area) : null;
}

/** `from -> to` for every import of a file in one area into another area it does not declare. */
function undeclaredAreaImports(files: { name: string; imports: Import[] }[]): string[] {
  return files
    .filter((f) => !isTest(f.name))
    .flatMap((f) => {
      const from = areaOf(f.name);
      if (from === null) return [];
      return f.imports.flatMap(({ target, typeOnly }) => {
        const to = areaOf(target) ?? areaOf(`${target}/`);
        if (to === null || to === "shared" || to === from) return [];
        if (from === "shared")
          return isReasonTypeImport(f.name, { target, typeOnly }) ? [] : [`${f.name} -> ${target}`];
        return (AREAS[from] as readonly string[]).includes(to) ? [] : [`${f.name} -> ${target}`];
      });
    });
}

const topLevel = (dir: string) => readdirSync(path.join(APP, dir), { withFileTypes: true });

describe("feature areas", () => {
  it("has a folder of that name for every area in the domain, and every area has its domain folder", () => {
    const domain = topLevel(".server/domain")
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(domain.sort()).toEqual([...AREA_NAMES].sort());
  });

  it("keeps lib, components and the domain to area rooms, shared rooms and hubs: no loose file on top", () => {
    const allowed = new Set<string>([...AREA_NAMES, "shared", "ui", ...HUBS.map((hub) => hub.split("/")[1]!)]);
    const loose = ["lib", "components", ".server/domain"].flatMap((dir) =>
      topLevel(dir)
        .filter((e) => !e.isDirectory() || !allowed.has(e.name))
        .map((e) => `${dir}/${e.name}`),
    );
    expect(loose).toEqual([]);
  });

  it("lets an area import only shared code, itself and the areas it declares", () => {
    expect(undeclaredAreaImports(FILES)).toEqual([]);
  });

  it("keeps shared code free of every area", () => {
    const shared = FILES.filter((f) => areaOf(f.name) === "shared");
    expect(shared.length).toBeGreaterThan(40);
    expect(undeclaredAreaImports(shared)).toEqual([]);
  });

  it("declares no area it does not use, so the table stays the map of what is", () => {
    const used = new Set(
      FILES.filter((f) => !isTest(f.name)).flatMap((f) => {
        const from = areaOf(f.name);
        return from && from !== "shared"
          ? f.imports.map(({ target }) => `${from}->${areaOf(target) ?? areaOf(`${target}/`)}`)
          : [];
      }),
    );
    const unused = AREA_NAMES.flatMap((from) => AREAS[from].map((to) => `${from}->${to}`)).filter((e) => !used.has(e));
    expect(unused).toEqual([]);
  });

  it("catches an import into an area not declared, and lets a declared one, shared code and its own area pass", () => {
    const file = (name: string, ...targets: string[]) => ({
      name,
      imports: targets.map((target) => ({ target, typeOnly: false })),
    });
    expect(undeclaredAreaImports([file("lib/campuses/geo.ts", "lib/payments/mobile-money")])).toEqual([
      "lib/campuses/geo.ts -> lib/payments/mobile-money",
    ]);
    expect(
      undeclaredAreaImports([
        file(
          ".server/domain/campuses/list-campuses.ts",
          "lib/accounts/forms/sign-up",
          "lib/shared/money",
          ".server/domain/campuses/reasons",
          ".server/db/client",
        ),
      ]),
    ).toEqual([]);
    expect(undeclaredAreaImports([file("components/shared/pagination.tsx", "lib/listings/listing-filters")])).toEqual([
      "components/shared/pagination.tsx -> lib/listings/listing-filters",
    ]);
    expect(undeclaredAreaImports([file("lib/error-text/payments.ts", "lib/payments/payment-text")])).toEqual([]);
  });
});
