import path from "node:path";
import { PgDialect } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it, vi } from "vitest";
import * as kinds from "~/lib/notifications/notification-kinds";

/**
 * Adding a notification kind is one line in app/lib/notifications/notification-kinds.ts (and its words): the
 * database's CHECK takes it from there, and the page's words refuse to compile until they word it.
 * Shown with a kind no one has added, in place of the real list.
 */
const ADDED = "shop_opened";
const ROOT = path.resolve(import.meta.dirname, "../../..");
const KINDS_FILE = path.join(ROOT, "app/lib/notifications/notification-kinds.ts");
const TEXT_FILE = path.join(ROOT, "app/lib/notifications/notification-text.ts");

let lastProgram: ts.Program | undefined;
const parsed = new Map<string, ts.SourceFile | undefined>();

/**
 * The type errors of app/lib/notifications/notification-text.ts, with the kinds file's text replaced by
 * `kindsText`. A second call reuses the files the first parsed.
 */
function textFileErrors(kindsText: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    types: [],
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
    baseUrl: ROOT,
    // The tests' compile of the catalogues (tests/setup/global-setup.ts), as vitest.config.ts maps it.
    paths: { "~/paraglide/*": ["./.paraglide-tests/*"], "~/*": ["./app/*"] },
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => (path.resolve(file) === KINDS_FILE ? kindsText : readFile(file));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, onError) => {
    if (path.resolve(file) === KINDS_FILE) return ts.createSourceFile(file, kindsText, language);
    if (!parsed.has(file)) parsed.set(file, getSourceFile(file, language, onError));
    return parsed.get(file);
  };
  const program = ts.createProgram([TEXT_FILE], options, host, lastProgram);
  lastProgram = program;
  const source = program.getSourceFile(TEXT_FILE);
  if (!source) throw new Error("app/lib/notifications/notification-text.ts not found");
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  );
}

/** The kinds file with one more kind at the end of the list. */
async function kindsFileWithAdded(): Promise<string> {
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(KINDS_FILE, "utf8");
  const withAdded = text.replace(/\n\] as const;/, `\n  "${ADDED}",\n] as const;`);
  expect(withAdded, "the list ends in `] as const;`").not.toBe(text);
  return withAdded;
}

describe("adding a notification kind", () => {
  it("is refused by the page's words until they word it", async () => {
    const { readFile } = await import("node:fs/promises");
    expect(textFileErrors(await readFile(KINDS_FILE, "utf8"))).toEqual([]);
    const errors = textFileErrors(await kindsFileWithAdded());
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`"${ADDED}"`);
  });

  it("reaches the database's CHECK from the list alone", async () => {
    vi.resetModules();
    vi.doMock("~/lib/notifications/notification-kinds", () => ({
      ...kinds,
      NOTIFICATION_KINDS: [...kinds.NOTIFICATION_KINDS, ADDED],
    }));
    try {
      const { notifications } = await import("./schema/notifications");
      const { getTableConfig } = await import("drizzle-orm/pg-core");
      const check = getTableConfig(notifications).checks.find((c) => c.name === "notifications_kind_valid");
      expect(check).toBeDefined();
      const { sql } = new PgDialect().sqlToQuery(check!.value);
      expect(sql).toContain(`'${ADDED}')`);
      for (const kind of kinds.NOTIFICATION_KINDS) expect(sql).toContain(`'${kind}'`);
    } finally {
      vi.doUnmock("~/lib/notifications/notification-kinds");
      vi.resetModules();
    }
  });
});
