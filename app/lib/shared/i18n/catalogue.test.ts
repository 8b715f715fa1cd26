import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every word a reader meets lives in the catalogues, in both languages (decision 0015):
 * `messages/<area>/<locale>.json`, one file per area and language. This test fails when a folder is
 * neither one of the code's areas nor a shared one (docs/architecture.md#words-in-two-languages), when a key is
 * missing in either language or their placeholders differ, when a catalogue holds a key nothing
 * uses, and when a component or route renders a string literal as text (JSX text, or a literal
 * given to a prop that is read or shown: aria-label, title, placeholder, alt, label, ...).
 */

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const MESSAGES = path.join(ROOT, "messages");
const LANGUAGES = ["en", "sw"] as const;

type Catalogue = Record<string, unknown>;

const AREAS = readdirSync(MESSAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The code's areas are its domain folders (app/import-rules.test.ts keeps them one list). */
const CODE_AREAS = readdirSync(path.join(ROOT, "app/.server/domain"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Words that belong to no area: the site's chrome, the home page, the error hub, forms' shared words, mail's frame, legal pages. */
const SHARED_CATALOGUES = ["site", "home", "errors", "forms", "mail", "legal"];

function catalogue(area: string, language: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(
    readFileSync(path.join(MESSAGES, area, `${language}.json`), "utf8"),
  ) as Catalogue;
  return messages;
}

/** The `{name}` placeholders of a message, plain or with variants (plurals). */
function placeholders(message: unknown): string[] {
  const text = JSON.stringify(message);
  const declared = [...text.matchAll(/input (\w+)/g)].map((match) => match[1]!);
  const used = [...text.matchAll(/(?<!\\)\{(\w+)\}/g)].map((match) => match[1]!);
  return [...new Set([...declared, ...used])].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["node_modules", "paraglide", "build"].includes(entry.name) || entry.name.startsWith("+")
        ? []
        : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.(test|spec)\.ts$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

const SOURCES = [
  ...sourceFiles(path.join(ROOT, "app")),
  ...sourceFiles(path.join(ROOT, "server")),
  ...sourceFiles(path.join(ROOT, "scripts")),
];
const SOURCE_TEXT = SOURCES.map((file) => readFileSync(file, "utf8")).join("\n");

/** Pages made for developers on this machine only, not for students: no reader meets them. */
const DEVELOPER_PAGES = new Set([
  "app/routes/dev/outbox.tsx",
  "app/routes/dev/phone.tsx",
  "app/routes/dev/listing-clock.tsx",
  "app/routes/responsive-test.tsx",
]);

/** Props whose value is read or shown to people. */
const WORDED_PROP =
  /^(aria-label|aria-description|aria-roledescription|aria-placeholder|title|placeholder|alt|label|message|description|heading|hint|text|caption|summary|confirmLabel|cancelLabel|.*(Label|Title|Text|Message|Hint|Heading))$/;
/** A run of letters that reads as a word (not a class name, a path or a key). */
const WORDS = /[A-Za-z]{2,}/;

/** The English a component or route renders from literals: JSX text, and literals given to worded props. */
function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && WORDED_PROP.test(node.name.getText(source))) {
      const value = node.initializer;
      const literal = value && ts.isJsxExpression(value) ? value.expression : value;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        WORDS.test(literal.text)
      )
        found.push(`${node.name.getText(source)}="${literal.text}"`);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      WORDS.test(node.expression.text)
    ) {
      if (!ts.isJsxAttribute(node.parent)) found.push(node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const RENDERING_FILES = SOURCES.filter((file) => file.endsWith(".tsx")).map((file) =>
  path.relative(ROOT, file).split(path.sep).join("/"),
);

describe("the message catalogues", () => {
  it("has areas, each with both languages", () => {
    expect(AREAS).toContain("site");
    for (const area of AREAS)
      for (const language of LANGUAGES) expect(() => catalogue(area, language), `${area}/${language}`).not.toThrow();
  });

  it("names its folders after the code's areas, or one of the shared folders", () => {
    expect(AREAS.filter((folder) => !CODE_AREAS.includes(folder) && !SHARED_CATALOGUES.includes(folder))).toEqual([]);
  });

  it("lists every folder once in project.inlang/settings.json, so each compiles", () => {
    const settings = JSON.parse(readFileSync(path.join(ROOT, "project.inlang/settings.json"), "utf8")) as {
      "plugin.inlang.messageFormat": { pathPattern: string[] };
    };
    const listed = settings["plugin.inlang.messageFormat"].pathPattern.map((pattern) => pattern.split("/")[2]);
    expect([...listed].sort()).toEqual([...AREAS].sort());
  });

  it("holds every key in both languages, with the same placeholders and no empty text", () => {
    const problems: string[] = [];
    for (const area of AREAS) {
      const [en, sw] = LANGUAGES.map((language) => catalogue(area, language)) as [Catalogue, Catalogue];
      for (const key of Object.keys(en)) if (!(key in sw)) problems.push(`${area}: ${key} has no Kiswahili`);
      for (const key of Object.keys(sw)) if (!(key in en)) problems.push(`${area}: ${key} has no English`);
      for (const key of Object.keys(en).filter((k) => k in sw)) {
        if (placeholders(en[key]).join() !== placeholders(sw[key]).join())
          problems.push(`${area}: ${key} placeholders differ`);
        for (const language of LANGUAGES)
          if (JSON.stringify(catalogue(area, language)[key]).replace(/\W/g, "") === "")
            problems.push(`${area}/${language}: ${key} is empty`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("names each key after its area, so two areas never hold the same key", () => {
    const problems = AREAS.flatMap((area) =>
      Object.keys(catalogue(area, "en")).filter((key) => !key.startsWith(`${area}_`)),
    );
    expect(problems).toEqual([]);
  });

  it("holds no key that nothing uses", () => {
    const unused = AREAS.flatMap((area) => Object.keys(catalogue(area, "en"))).filter(
      (key) => !new RegExp(`\\bm\\.${key}\\b`).test(SOURCE_TEXT),
    );
    expect(unused).toEqual([]);
  });
});

describe("words outside the catalogues", () => {
  it("finds literal text where there is some", () => {
    const sample = path.join(ROOT, "app/routes/dev/phone.tsx");
    expect(literalTexts(sample).length).toBeGreaterThan(0);
  });

  it("has no component or route rendering English of its own", () => {
    const offences = RENDERING_FILES.filter((file) => !DEVELOPER_PAGES.has(file)).flatMap((file) =>
      literalTexts(path.join(ROOT, file)).map((text) => `${file}: ${text}`),
    );
    expect(offences).toEqual([]);
  });
});
