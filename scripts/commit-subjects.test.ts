import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** The last commit before the rule (docs/decisions/README.md, "Commits"); every later one keeps it. */
const RULE_SINCE = "2316f87";
const MAX_SUBJECT = 72;

function git(...args: string[]): string | null {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return null;
  }
}

// A checkout without the history (a shallow clone, an unpacked archive) has nothing to read.
const hasHistory = git("cat-file", "-e", `${RULE_SINCE}^{commit}`) !== null;

describe.skipIf(!hasHistory)("commit subjects", () => {
  it(`are at most ${MAX_SUBJECT} characters, the story in the body`, () => {
    const subjects = (git("log", "--format=%s", `${RULE_SINCE}..HEAD`) ?? "").split("\n").filter(Boolean);
    expect(subjects.filter((subject) => [...subject].length > MAX_SUBJECT)).toEqual([]);
  });
});
