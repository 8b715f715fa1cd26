import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserLocaleRuntime } from "./scripts/browser-locale-runtime.ts";
import { browserShellGroup } from "./scripts/browser-shell.ts";
import { compactBrowserMessages } from "./scripts/compact-browser-messages.ts";
import { oneLanguageBrowserBuilds } from "./scripts/one-language-browser-builds.ts";
import { paraglideOptions } from "./scripts/paraglide-options.ts";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

/**
 * React Router's package points every bundler at its development build, whose warnings cost the
 * browser 0.6 KB gzip of the 130 KB budget (docs/decisions/0016-one-language-per-page-script.md). Its production build is the same
 * code with the warnings off; the browser's build uses it. The server keeps the package's choice.
 */
const BROWSER_ROUTER_BUILD = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL("./node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
  },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports the React Router build itself.
  // The browser's build puts what every page loads into one script (scripts/browser-shell.ts).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" }
    : {
        rolldownOptions: { output: { codeSplitting: { groups: [browserShellGroup(ROOT)] } } },
        // React Router preloads each page's scripts itself; Vite's preloads for our few lazy imports
        // would name the English folder's files on a Kiswahili page (decision 0016).
        modulePreload: false,
      },
  resolve: {
    alias: [
      { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
      ...(command === "build" && !isSsrBuild ? BROWSER_ROUTER_BUILD : []),
    ],
  },
  ssr: {
    // Native / WASM packages stay external so they load their own files at run time.
    external: ["pg", "sharp", "pino", "express", "compression"],
  },
  plugins: [
    paraglideVitePlugin(paraglideOptions),
    browserLocaleRuntime(ROOT),
    compactBrowserMessages(ROOT),
    tailwindcss(),
    reactRouter(),
    oneLanguageBrowserBuilds(),
  ],
}));
