import { fileURLToPath } from "node:url";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { browserLocaleRuntime } from "./scripts/browser-locale-runtime.ts";
import { compactBrowserMessages } from "./scripts/compact-browser-messages.ts";
import { paraglideOptions } from "./scripts/paraglide-options.ts";

const ROOT = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, which imports the React Router build itself.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" }, target: "node20" } : undefined,
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  ssr: {
    // Native / WASM packages stay external so they load their own files at run time.
    external: ["pg", "sharp", "pino", "express", "compression"],
  },
  plugins: [paraglideVitePlugin(paraglideOptions), browserLocaleRuntime(ROOT), compactBrowserMessages(ROOT), tailwindcss(), reactRouter()],
}));
