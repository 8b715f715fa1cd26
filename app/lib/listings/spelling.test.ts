import { describe, expect, it } from "vitest";
import {
  asTypedTerm,
  isCorrectable,
  oneEditVariants,
  searchWords,
  typoTolerantQuery,
  uncorrectedTerms,
} from "./spelling";

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps), as an oracle. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe("searchWords", () => {
  it("lower-cases and splits at anything but letters and digits, each word once", () => {
    expect(searchWords("Dell  LABTOP, dell i5-8250U")).toEqual(["dell", "labtop", "i5", "8250u"]);
    expect(searchWords("100% cotton_shirt")).toEqual(["100", "cotton", "shirt"]);
    expect(searchWords("  %_ ")).toEqual([]);
  });
});

describe("isCorrectable", () => {
  it("takes words of 4 to 30 letters a-z only", () => {
    expect(["labtop", "phnoe", "simu", "kitanda"].every(isCorrectable)).toBe(true);
    expect(["bag", "i5", "a14", "8gb", "2019", "café", "x".repeat(31)].some(isCorrectable)).toBe(false);
  });
});

describe("oneEditVariants", () => {
  it("finds the intended word for a substitution, swap, deletion and insertion", () => {
    expect(oneEditVariants("labtop")).toContain("laptop");
    expect(oneEditVariants("phnoe")).toContain("phone");
    expect(oneEditVariants("matress")).toContain("mattress");
    expect(oneEditVariants("calculater")).toContain("calculator");
    expect(oneEditVariants("laptopp")).toContain("laptop");
    expect(oneEditVariants("kitnda")).toContain("kitanda");
  });

  it("gives every word at distance 1 and nothing else, without the word itself", () => {
    const word = "phnoe";
    const variants = oneEditVariants(word);
    expect(new Set(variants).size).toBe(variants.length);
    expect(variants).not.toContain(word);
    for (const variant of variants) expect(distance(word, variant)).toBe(1);
    // Every one-letter change of each kind, checked against the oracle: none is missing.
    const expected = new Set<string>();
    const letters = "abcdefghijklmnopqrstuvwxyz";
    for (let i = 0; i <= word.length; i++) {
      for (const c of letters) {
        expected.add(word.slice(0, i) + c + word.slice(i));
        if (i < word.length) expected.add(word.slice(0, i) + c + word.slice(i + 1));
      }
      if (i < word.length) expected.add(word.slice(0, i) + word.slice(i + 1));
      if (i < word.length - 1) expected.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    expected.delete(word);
    expect(new Set(variants)).toEqual(new Set([...expected].filter((v) => v.length >= 4)));
  });

  it("never corrects a short word, a number or a model, nor into one", () => {
    expect(oneEditVariants("bag")).toEqual([]);
    expect(oneEditVariants("i5")).toEqual([]);
    expect(oneEditVariants("a14s")).toEqual([]);
    expect(oneEditVariants("simu").every((v) => v.length >= 4 && /^[a-z]+$/.test(v))).toBe(true);
    expect(oneEditVariants("simu")).not.toContain("sim");
  });
});

describe("typoTolerantQuery", () => {
  it("asks for every word, as typed or corrected", () => {
    expect(typoTolerantQuery(["dell", "latitde", "i5"], new Map([["latitde", ["latitude"]]]))).toBe(
      "('dell':*) & ('latitde':* | 'latitude') & ('i5')",
    );
  });

  it("lets a word and each of its corrections stand for their synonyms too", () => {
    expect(typoTolerantQuery(["kitnda", "simu"], new Map([["kitnda", ["kitanda"]]]))).toBe(
      "('kitnda':* | 'kitanda' | 'vitanda' | 'bed' | 'beds') & ('simu':* | 'phone' | 'phones' | 'smartphone' | 'smartphones')",
    );
    // A correction into a word of the typed word's own group is asked for once.
    expect(typoTolerantQuery(["phonse"], new Map([["phonse", ["phone", "phones"]]]))).toBe(
      "('phonse':* | 'simu' | 'phone' | 'phones' | 'smartphone' | 'smartphones')",
    );
  });

  it("matches a word without correction as typed or as a synonym, whole", () => {
    expect(uncorrectedTerms("godoro")).toEqual(["'godoro':*", "'magodoro'", "'mattress'", "'mattresses'"]);
    expect(uncorrectedTerms("dell")).toEqual(["'dell':*"]);
  });

  it("matches numbers and 1-2 letter words whole, longer words also as a beginning", () => {
    expect(asTypedTerm("100")).toBe("'100'");
    expect(asTypedTerm("hp")).toBe("'hp'");
    expect(asTypedTerm("bag")).toBe("'bag':*");
  });
});
