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
  // page's own data in the browser (app/lib/i18n/). Paraglide reads no cookie or URL itself.
  strategy: ["globalVariable", "baseLocale"],
  // So each bundle keeps only its side's code.
  isServer: "import.meta.env.SSR",
  emitTsDeclarations: true,
  emitReadme: false,
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  // Several compiles may run at once (the typecheck beside a test run): none deletes what another reads.
  cleanOutdir: false,
} satisfies CompilerOptions;
