import { startAppAfterFirstScreen } from "./app-boot-loader";
import { nonceAttribute } from "./inline-stylesheet";

/** The inert copy of React Router's module script that the loader starts. */
export const SOURCE_ID = "app-start";
const INERT_TYPE = "text/x-app-start";

/** A first-screen photo that has not arrived after this long no longer holds the app back. */
export const GIVE_UP_MS = 3_000;

// What React Router's <Scripts> writes (react-router 7.18): a modulepreload link per module the
// page's routes import, hoisted into the head by React, and one inline module script that imports
// them and starts the app. Both have attributes in this order; a test fails if that changes.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;

// The build keeps the function's indentation; lines need none.
const LOADER = startAppAfterFirstScreen.toString().replace(/\n\s+/g, "\n");

/**
 * The module script without the indentation React Router gives the route manifest in it (a fifth
 * of its bytes). Its line breaks are all between statements or JSON tokens (a JSON string holds
 * none), so they stay and nothing else changes.
 */
function withoutIndentation(source: string) {
  return source.replace(/\n[ \t]+/g, "\n");
}

/** JSON that is safe inside an inline `<script>` (no `</script>` or `<!--` can appear in it). */
function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The page's shell with the app's scripts asked for only once its first screen is painted
 * (app/.server/http/page-assets/app-boot-loader.ts, docs/decisions/0023-scripts-after-the-first-screen.md):
 * the head's modulepreload links are taken out, the module script that starts the app is kept
 * inert, and an inline script starts it later, with the same modules. A shell without the
 * module script is left as it is.
 */
export function deferAppScripts(shell: string, nonce: string | undefined): string {
  const moduleScript = MODULE_SCRIPT.exec(shell);
  if (!moduleScript) return shell;
  const preloads = [...new Set([...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string))];
  // The module script stays where it was, as it was, but of a type no browser runs (with the
  // nonce all the same: every script element of a page carries it).
  const inert = `<script${nonceAttribute(nonce)} type="${INERT_TYPE}" id="${SOURCE_ID}">${withoutIndentation(moduleScript[1] as string)}</script>`;
  const loader = `<script${nonceAttribute(nonce)}>(${LOADER})(${scriptSafeJson(SOURCE_ID)},${scriptSafeJson(preloads)},${GIVE_UP_MS});</script>`;
  const before = shell.slice(0, moduleScript.index).replace(MODULE_PRELOAD, "");
  const after = shell.slice(moduleScript.index + moduleScript[0].length).replace(MODULE_PRELOAD, "");
  return before + inert + loader + after;
}
