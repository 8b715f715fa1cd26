import { execFileSync } from "node:child_process";
import type { TestProject } from "vitest/node";
import { setupTemplateDatabase } from "./template-database";

export default async function globalSetup(project: TestProject) {
  // The message catalogues compile before any test imports them (decision 0015), in a process of
  // their own: the compiler leaves a timer that would keep this one from closing.
  execFileSync(process.execPath, ["scripts/compile-messages.mjs", "--for-tests"], { stdio: "inherit" });
  const { pgliteTemplate, teardown } = await setupTemplateDatabase();
  project.provide("pgliteTemplate", pgliteTemplate);
  return teardown;
}
