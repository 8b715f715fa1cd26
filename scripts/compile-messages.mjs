// Compiles the message catalogues for the typecheck and for scripts run outside Vite; with
// --for-tests, the unit tests' compile (scripts/paraglide-options.ts).
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions, testParaglideOptions } from "./paraglide-options.ts";

await compile(process.argv.includes("--for-tests") ? testParaglideOptions : paraglideOptions);
// The inlang SDK leaves a timer behind that would hold the process open for half a minute.
process.exit(0);
