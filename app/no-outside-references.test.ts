import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Comments point only at files inside the repository. What the product does is written down in
 * docs/product.md, so a comment (or a test title) that leans on "the spec" names its section
 * there on the same line, and nothing names a file beside the repository (`../shared`). Nor does
 * a line cite an issue number ("issue 12", "Issue #3"): a reader has only the repository, so it
 * names the decision record or docs section the issue led to (docs/decisions/README.md), or says
 * the why itself. Checked line by line in every source file of app/, server/, scripts/ and tests/.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const DIRS = ["app", "server", "scripts", "tests"];
const THIS_FILE = "app/no-outside-references.test.ts";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith("+") ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** "the spec", "spec section 5", "the spec's", "(spec: ...)", "Spec: ..." (not a Playwright file's `.spec.ts`, not "specific"). */
const MENTIONS_SPEC = /\bthe spec\b|\bspec sections?\b|(?<![.\w])spec's\b|(?<![.\w])spec:/i;
const POINTS_INSIDE = /\bdocs\/[\w./-]+/;
// The folder beside the repository, not an area's `shared/` room (`../shared/forms/fields`).
const OUTSIDE_PATH = /\.\.\/shared\/(?:spec|reference|DESIGN\b)|\/shared\/spec\b/;
/** "issue 12", "Issue #3", "issues 23 and 27": anywhere on the line, prose or not. */
const CITES_ISSUE = /\bissues? #?\d/i;

/** The prose of a line: its comment, or a test's title; code (a parameter named `spec`) is not prose. */
function proseOf(line: string): string {
  const trimmed = line.trim();
  if (/^(\*|\/\*|\{\/\*)/.test(trimmed) || /^(it|test|describe)(\.\w+)?\(/.test(trimmed)) return trimmed;
  const comment = line.indexOf("//");
  return comment === -1 ? "" : line.slice(comment);
}

type Offence = "spec" | "outside" | "issue";

function offendingLine(line: string): Offence | null {
  if (OUTSIDE_PATH.test(line)) return "outside";
  if (CITES_ISSUE.test(line)) return "issue";
  const prose = proseOf(line);
  if (MENTIONS_SPEC.test(prose) && !POINTS_INSIDE.test(prose)) return "spec";
  return null;
}

const LINES = DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
  .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
  .filter((name) => name !== THIS_FILE)
  .flatMap((name) =>
    readFileSync(path.join(ROOT, name), "utf8")
      .split("\n")
      .map((text, i) => ({ where: `${name}:${i + 1}`, text })),
  );

const offences = (kind: Offence) =>
  LINES.filter((line) => offendingLine(line.text) === kind).map((line) => `${line.where}: ${line.text.trim()}`);

describe("references outside the repository", () => {
  it("reads the source files", () => {
    expect(new Set(LINES.map((line) => line.where.split(":")[0])).size).toBeGreaterThan(400);
  });

  it("tells a mention of the spec from a Playwright file name or another word", () => {
    expect(offendingLine(" * The spec's route table.")).toBe("spec");
    expect(offendingLine("/** Badge colours (spec section 4). */")).toBe("spec");
    expect(offendingLine("// Spec: completed green")).toBe("spec");
    expect(offendingLine("/** The route table (docs/product.md#routes); the spec's words. */")).toBeNull();
    expect(offendingLine("// see messages.spec.ts and the specific case")).toBeNull();
    expect(offendingLine("export function handle(spec: ActionSpec) {")).toBeNull();
    expect(offendingLine('  it("shows the spec\'s text", () => {')).toBe("spec");
    expect(offendingLine(" * as in ../shared/DESIGN.md")).toBe("outside");
    expect(offendingLine(" * from /work/shared/spec/marketplace.md, docs/product.md")).toBe("outside");
    expect(offendingLine(" * the facts in ../shared/reference/payouts.md")).toBe("outside");
    expect(offendingLine('import { requiredText } from "../../shared/forms/fields";')).toBeNull();
  });

  it("tells a cited issue number from other uses of the word", () => {
    expect(offendingLine("/** The seller's record (issue 29). */")).toBe("issue");
    expect(offendingLine("// Issue #12: lists on a phone")).toBe("issue");
    expect(offendingLine(' * Issue 23, item 5: "Invalid URL"')).toBe("issue");
    expect(offendingLine('test("the probe\'s lines of issues 23 and 27 are answered 4xx", async () => {')).toBe(
      "issue",
    );
    expect(offendingLine("// The seller's record (decision 0019).")).toBeNull();
    expect(offendingLine("// an issue with the gateway, 3 tries")).toBeNull();
    expect(offendingLine("const issued = issueToken(3);")).toBeNull();
  });

  it("has no mention of the spec without a docs/ path on its line", () => {
    expect(offences("spec")).toEqual([]);
  });

  it("names no file beside the repository", () => {
    expect(offences("outside")).toEqual([]);
  });

  it("cites no issue number", () => {
    expect(offences("issue")).toEqual([]);
  });
});
