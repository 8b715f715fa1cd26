import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { testParaglideOptions } from "./scripts/paraglide-options";

export default defineConfig({
  resolve: {
    alias: [
      // The tests' compile of the messages (scripts/paraglide-options.ts), in place of the build's.
      {
        find: /^~\/paraglide\//,
        replacement: `${fileURLToPath(new URL(testParaglideOptions.outdir, import.meta.url))}/`,
      },
      { find: /^~\//, replacement: `${fileURLToPath(new URL("./app", import.meta.url))}/` },
    ],
  },
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    // A test file spends much of its time waiting on its database, in another process (the embedded
    // database's, or the server's): one worker per core keeps the cores busy (Vitest's default
    // leaves one of them to its own process, which does little).
    maxWorkers: availableParallelism(),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ["./tests/setup/fail-on-console-error.ts"],
    globalSetup: ["./tests/setup/global-setup.ts"],
  },
});
