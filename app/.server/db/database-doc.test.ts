import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, testDatabase } from "#tests/fixtures/test-database";
import { queryRows } from "./client";

// docs/database.md names every trigger and SQL function the migrations leave in the database, the
// table a trigger is on and the function it runs, and the migration holding the current definition
// (the last one that creates it: later migrations `create or replace` earlier ones).
const PAGE = path.resolve(import.meta.dirname, "../../../docs/database.md");

type Row = { name: string; cells: string[] };

/** The rows of the page's tables whose header's first cell is `header`, first cell without its backticks. */
function tableRows(markdown: string, header: "Trigger" | "Function"): Row[] {
  const rows: Row[] = [];
  let inTable = false;
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) {
      inTable = false;
      continue;
    }
    const cells = line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    const first = cells[0] ?? "";
    if (/^-+$/.test(first)) continue;
    if (!inTable) {
      inTable = first === header;
      continue;
    }
    rows.push({ name: first.replace(/^`|(\(.*\))?`$/g, ""), cells });
  }
  return rows;
}

const backticked = (cell = "") => cell.match(/`([a-z_0-9]+)(\(.*\))?`/)?.[1] ?? cell;
const migrationOf = (cell = "") => cell.match(/\d{4}_[a-z0-9-]+\.sql/)?.[0] ?? cell;

const MIGRATIONS = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file) => ({ file, text: readFileSync(path.join(MIGRATIONS_FOLDER, file), "utf8") }));

/** The last migration that creates the object `pattern` finds. */
const lastDefinedIn = (pattern: RegExp) => MIGRATIONS.filter((m) => pattern.test(m.text)).at(-1)?.file;

const handle = testDatabase();
let triggers: { name: string; table: string; fn: string }[];
let functions: string[];
const page = readFileSync(PAGE, "utf8");

beforeAll(async () => {
  triggers = await queryRows(
    handle.db,
    sql`select t.tgname as name, c.relname as table, p.proname as fn
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and n.nspname = 'public' order by 1`,
  );
  const rows = await queryRows<{ name: string }>(
    handle.db,
    sql`select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and not exists (
          select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
        ) order by 1`,
  );
  functions = rows.map((row) => row.name);
});
describe("docs/database.md", () => {
  it("finds the database's own triggers and functions, not the extensions'", () => {
    expect(triggers.length).toBeGreaterThan(25);
    expect(functions.length).toBeGreaterThan(20);
    expect(functions).not.toContain("similarity"); // pg_trgm's
  });

  it("names every trigger once, with its table and function, and no trigger that does not exist", () => {
    const documented = tableRows(page, "Trigger").map((row) => ({
      name: row.name,
      table: backticked(row.cells[1]),
      fn: backticked(row.cells[3]),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(documented.sort(byName)).toEqual([...triggers].sort(byName));
  });

  it("names every function once, and no function that does not exist", () => {
    const documented = tableRows(page, "Function").map((row) => row.name);
    expect(documented.sort()).toEqual([...functions].sort());
  });

  it("names the migration that holds each one's current definition", () => {
    const wrong = [
      ...tableRows(page, "Function").map((row) => ({
        name: row.name,
        says: migrationOf(row.cells[1]),
        is: lastDefinedIn(new RegExp(`CREATE\\s+(OR\\s+REPLACE\\s+)?FUNCTION\\s+${row.name}\\s*\\(`, "i")),
      })),
      ...tableRows(page, "Trigger").map((row) => ({
        name: row.name,
        says: migrationOf(row.cells[4]),
        is: lastDefinedIn(new RegExp(`CREATE\\s+(CONSTRAINT\\s+)?TRIGGER\\s+"?${row.name}"?\\s`, "i")),
      })),
    ].filter((entry) => entry.says !== entry.is);
    expect(wrong).toEqual([]);
  });
});
