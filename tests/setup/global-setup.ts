import { execFileSync } from "node:child_process";
import { setupTemplateDatabase } from "./test-database";

export default async function globalSetup() {
  // The message catalogues compile before any test imports them (decision 0015), in a process of
  // their own: the compiler leaves a timer that would keep this one from closing.
  execFileSync(process.execPath, ["scripts/compile-messages.mjs"], { stdio: "inherit" });
  await setupTemplateDatabase();
}
