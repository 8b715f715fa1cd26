import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The Kiswahili catalogue keeps the glossary's rules (docs/glossary.md): one term per concept (no
 * retired word), sentence case, plural messages whose `one` form agrees with one, and no label
 * shared by kinds of different noun classes. The lists live in the glossary, said once; this test
 * reads them from its tables, so a rule added there is enforced here.
 */

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const MESSAGES = path.join(ROOT, "messages");
const GLOSSARY = readFileSync(path.join(ROOT, "docs/glossary.md"), "utf8");

type Message = string | Array<{ match: Record<string, string> }>;

function catalogue(language: "en" | "sw"): Map<string, Message> {
  const all = new Map<string, Message>();
  for (const area of readdirSync(MESSAGES)) {
    const { $schema: _schema, ...messages } = JSON.parse(
      readFileSync(path.join(MESSAGES, area, `${language}.json`), "utf8"),
    ) as Record<string, Message>;
    for (const [key, message] of Object.entries(messages)) all.set(key, message);
  }
  return all;
}

/** A message's texts: the string itself, or each of its variants, by variant name. */
function variants(message: Message): Array<[string, string]> {
  if (typeof message === "string") return [["", message]];
  return message.flatMap((part) => Object.entries(part.match));
}

const text = (message: Message) =>
  variants(message)
    .map(([, value]) => value)
    .join(" ");

const EN = catalogue("en");
const SW = catalogue("sw");

/** The body of one `## heading` section of the glossary. */
function section(heading: string): string {
  const start = GLOSSARY.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`docs/glossary.md has no section "${heading}"`);
  const end = GLOSSARY.indexOf("\n## ", start + 1);
  return GLOSSARY.slice(start, end < 0 ? undefined : end);
}

/** The cells of a section's table rows (header and divider dropped). */
function tableRows(body: string): string[][] {
  return body
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[-| ]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
}

const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const LETTER = "\\p{L}";
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A glossary word as a pattern: a whole word or phrase, `*` for letters before or after it. */
function wordPattern(word: string): RegExp {
  const before = word.startsWith("*") ? `${LETTER}*` : `(?<!${LETTER})`;
  const after = word.endsWith("*") ? `${LETTER}*` : `(?!${LETTER})`;
  const core = escapeRegExp(word.replace(/^\*|\*$/g, "")).replace(/ /g, "\\s+");
  return new RegExp(`${before}${core}${after}`, "iu");
}

interface Retired {
  word: string;
  pattern: RegExp;
  /** Only where the English holds this (a word start), when given. */
  english?: RegExp;
}

/** The "retired" column of "One term per concept": clauses split by `;`, each maybe "where the English says `x`". */
const RETIRED: Retired[] = tableRows(section("One term per concept")).flatMap((cells) =>
  (cells[3] ?? "").split(";").flatMap((clause) => {
    const [words, where] = clause.split("where the English says");
    const english = where ? ticked(where)[0] : undefined;
    return ticked(words ?? "").map((word) => ({
      word,
      pattern: wordPattern(word),
      english: english ? new RegExp(`(?<!${LETTER})${escapeRegExp(english)}`, "iu") : undefined,
    }));
  }),
);

/** Names that keep their capitals inside a sentence (the "Sentence case" table of the Style section). */
const NAMES = tableRows(GLOSSARY.slice(GLOSSARY.indexOf("### Sentence case"), GLOSSARY.indexOf("### Brand names")))
  .flatMap((cells) => ticked(cells[1] ?? ""))
  .sort((a, b) => b.length - a.length);

/** The capitalised words of a text that are neither a sentence's first word, a name, an abbreviation nor quoted. */
function midSentenceCapitals(value: string): string[] {
  // `{message}` holds a whole sentence: what follows it may start the next one.
  let rest = value.replace(/\{message\}/g, "x.").replace(/\{\w+\}/g, "x");
  for (const name of NAMES)
    rest = rest.replace(new RegExp(`(?<!${LETTER})${escapeRegExp(name)}(?!${LETTER})`, "gu"), "x");
  // A button or page quoted from the screen keeps its own capitals.
  rest = rest.replace(/«[^»]*»|"[^"]*"|“[^”]*”/g, "x");
  const found: string[] = [];
  for (const match of rest.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const word = match[0];
    if (!/^\p{Lu}/u.test(word)) continue;
    // Abbreviations and names written with inner capitals: PIN, SMS, WebP.
    if ((word.match(/\p{Lu}/gu) ?? []).length > 1) continue;
    const before = rest.slice(0, match.index).replace(/[\s()[\]'"«»“”*•·—–-]+$/u, "");
    if (before === "" || /[.!?:\n]$/.test(before)) continue;
    found.push(word);
  }
  return found;
}

/** The markers a `one` form must not hold (first column of the "Counts: plural messages" table). */
const PLURAL_MARKERS = tableRows(section("Counts: plural messages")).flatMap((cells) => ticked(cells[0] ?? ""));
const markerPattern = (marker: string) => new RegExp(`(?<!${LETTER})${escapeRegExp(marker)}`, "iu");

/** Kinds named in keys, and the class of each ("One label, one noun class"). */
const ONE_LABEL = section("One label, one noun class");
const KIND_CLASS = new Map(
  tableRows(ONE_LABEL).flatMap((cells) => ticked(cells[0] ?? "").map((kind) => [kind, cells[2]!] as const)),
);
const AGREE_WITH_NOTHING = new Set(ticked(ONE_LABEL.slice(0, ONE_LABEL.indexOf("|"))).filter((w) => !w.includes("_")));

describe("the glossary's Kiswahili rules", () => {
  it("reads its lists from the glossary", () => {
    expect(RETIRED.map((r) => r.word)).toEqual(expect.arrayContaining(["mtathmini", "vinjari*", "*tendu*", "kikoa"]));
    expect(NAMES).toEqual(expect.arrayContaining(["Chuo Market", "M-Pesa", "WhatsApp", "Sera ya Faragha"]));
    expect(PLURAL_MARKERS).toEqual(expect.arrayContaining(["zilizo", "washiriki", "anawa"]));
    expect(KIND_CLASS.get("product")).toBe("N");
    expect(KIND_CLASS.get("accommodation")).toBe("MA");
    expect(AGREE_WITH_NOTHING).toContain("Tazama zaidi");
  });

  it("matches a retired word as the glossary says: whole, or with letters where a star stands", () => {
    expect(wordPattern("vinjari*").test("Vinjari bidhaa")).toBe(true);
    expect(wordPattern("vinjari*").test("kwenye kivinjari chako")).toBe(false);
    expect(wordPattern("*sasish*").test("kifurushi husasishwa")).toBe(true);
    expect(wordPattern("hai").test("Haijasomwa")).toBe(false);
    expect(wordPattern("hai").test("lililo hai katika")).toBe(true);
    expect(midSentenceCapitals("Vinjari Bidhaa")).toEqual(["Bidhaa"]);
    expect(midSentenceCapitals("Lipa kwa M-Pesa. Kisha bofya «Endelea» kwenye WhatsApp, PIN yako")).toEqual([]);
  });

  it("uses no retired word (one term per concept)", () => {
    const offences: string[] = [];
    for (const [key, message] of SW) {
      const english = text(EN.get(key)!);
      for (const retired of RETIRED)
        if (retired.pattern.test(text(message)) && (!retired.english || retired.english.test(english)))
          offences.push(`${key}: «${retired.word}» in «${text(message)}»`);
    }
    expect(offences).toEqual([]);
  });

  it("writes Kiswahili in sentence case: capitals only at a sentence's start and for names", () => {
    const offences = [...SW].flatMap(([key, message]) =>
      variants(message).flatMap(([, value]) => {
        const capitals = midSentenceCapitals(value);
        return capitals.length ? [`${key}: ${capitals.join(", ")} in «${value}»`] : [];
      }),
    );
    expect(offences).toEqual([]);
  });

  it("agrees with one in every plural message's one form", () => {
    const offences = [...SW].flatMap(([key, message]) =>
      variants(message)
        .filter(([variant]) => variant.endsWith("=one"))
        .flatMap(([, value]) =>
          PLURAL_MARKERS.filter((marker) => markerPattern(marker).test(value)).map(
            (marker) => `${key}: «${marker}» in «${value}»`,
          ),
        ),
    );
    expect(offences).toEqual([]);
  });

  it("words a count next to a plural marker as a plural message, not a plain string", () => {
    const offences: string[] = [];
    for (const [key, message] of SW) {
      if (typeof message !== "string") continue;
      for (const match of message.matchAll(
        /(\p{L}+)?\s*\{(count|hours|minutes|days|n|number|left|total|taken)\}\s*(\p{L}+)?/gu,
      )) {
        const beside = [match[1], match[3]].filter((word): word is string => Boolean(word));
        // "Anaowafuata: {count}" is a label: the count comes after a colon and agrees with nothing.
        const brace = match.index + match[0].indexOf("{");
        if (/:\s*$/.test(message.slice(0, brace))) continue;
        for (const word of beside)
          if (PLURAL_MARKERS.some((marker) => markerPattern(marker).test(word)))
            offences.push(`${key}: «${match[0].trim()}»`);
      }
    }
    expect(offences).toEqual([]);
  });

  it("never gives two kinds of different noun classes the same label", () => {
    const offences: string[] = [];
    for (const [key, message] of SW) {
      const parts = key.split("_");
      parts.forEach((part, index) => {
        const kindClass = KIND_CLASS.get(part);
        if (!kindClass) return;
        for (const [other, otherClass] of KIND_CLASS) {
          if (otherClass === kindClass) continue;
          const twin = [...parts.slice(0, index), other, ...parts.slice(index + 1)].join("_");
          const twinMessage = SW.get(twin);
          if (
            twin > key &&
            twinMessage &&
            text(twinMessage) === text(message) &&
            !AGREE_WITH_NOTHING.has(text(message))
          )
            offences.push(`${key} and ${twin}: «${text(message)}»`);
        }
      });
    }
    expect(offences).toEqual([]);
  });
});
