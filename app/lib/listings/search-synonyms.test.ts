import { describe, expect, it } from "vitest";
import { SYNONYM_GROUPS, synonymGroup } from "./search-synonyms";
import { searchWords } from "./spelling";

describe("the synonym table", () => {
  const words = SYNONYM_GROUPS.flat();

  it("pairs Kiswahili and English both ways", () => {
    const pairs = [
      ["simu", "phone"],
      ["godoro", "mattress"],
      ["kompyuta", "laptop"],
      ["kitanda", "bed"],
      ["viatu", "shoes"],
      ["nguo", "clothes"],
      ["vitabu", "books"],
      ["chumba", "rooms"],
      ["vyumba", "room"],
    ];
    for (const [kiswahili, english] of pairs) {
      expect(synonymGroup(kiswahili!)).toContain(english);
      expect(synonymGroup(english!)).toContain(kiswahili);
      expect(synonymGroup(kiswahili!)).toBe(synonymGroup(english!));
    }
  });

  it("gives a word of no group nothing", () => {
    expect(synonymGroup("samsung")).toBeUndefined();
    expect(synonymGroup("Simu")).toBeUndefined();
    expect(synonymGroup("")).toBeUndefined();
  });

  it("puts no word in two groups, nor twice in one", () => {
    expect(new Set(words).size).toBe(words.length);
  });

  it("holds only lower-case single words a search is split into, so a group is a safe tsquery", () => {
    for (const word of words) {
      expect(word).toMatch(/^[a-z]+$/);
      expect(searchWords(word)).toEqual([word]);
    }
  });

  it("has groups of two or more words", () => {
    for (const group of SYNONYM_GROUPS) expect(group.length).toBeGreaterThanOrEqual(2);
  });
});
