/**
 * How the message catalogues (messages/<area>/<locale>.json) compile into typed functions under
 * app/paraglide/ (generated, not committed). One set of options for the Vite plugin (build, dev,
 * tests) and for `npm run messages` (the typecheck): decision 0015.
 */
import type { CompilerOptions } from "@inlang/paraglide-js";

export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  // The locale is always decided by us: per request on the server (app/.server/i18n/), from the
  // page's own data in the browser (app/lib/shared/i18n/). Paraglide reads no cookie or URL itself.
  strategy: ["globalVariable", "baseLocale"],
  // Paraglide's default, `typeof window === "undefined"`, not Vite's `import.meta.env.SSR`: the
  // same modules also run under tsx and drizzle-kit (seeding, migrations), where there is no Vite.
  emitTsDeclarations: true,
  emitReadme: false,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  // Several compiles may run at once (the typecheck beside a test run): none deletes what another reads.
  cleanOutdir: false,
} satisfies CompilerOptions;

/**
 * The unit tests' compile (tests/setup/global-setup.ts, vitest.config.ts): the same messages as
 * one module per language, as Paraglide recommends outside a production build. A test file imports
 * a handful of modules instead of one per message (thousands), which took seconds per file.
 */
export const testParaglideOptions = {
  ...paraglideOptions,
  outdir: "./.paraglide-tests",
  outputStructure: "locale-modules",
} satisfies CompilerOptions;
