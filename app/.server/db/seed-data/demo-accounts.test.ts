import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoAccountList } from "./demo-accounts";

describe("demo accounts", () => {
  it("are the ones the README lists", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../../../README.md"), "utf8");
    expect(readme).toContain(DEMO_PASSWORD);
    for (const account of demoAccountList()) expect(readme).toContain(account.email);
  });
});
