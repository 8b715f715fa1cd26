// Compiles the message catalogues for the typecheck and for scripts run outside Vite.
import { compile } from "@inlang/paraglide-js";
import { paraglideOptions } from "./paraglide-options.ts";

await compile(paraglideOptions);
// The inlang SDK leaves a timer behind that would hold the process open for half a minute.
process.exit(0);
