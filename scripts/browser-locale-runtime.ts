import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the client build, every import of Paraglide's compiled runtime (the messages' and ours)
 * resolves to app/lib/shared/i18n/browser-runtime.ts, which holds only what the browser uses (decision
 * 0015). The server keeps the full runtime.
 */
export function browserLocaleRuntime(root: string): Plugin {
  const runtime = path.join(root, "app/paraglide/runtime.js");
  const standIn = path.join(root, "app/lib/shared/i18n/browser-runtime.ts");
  return {
    name: "chuo-browser-locale-runtime",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !source.includes("runtime") || this.environment?.config.consumer !== "client") return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === runtime ? standIn : null;
    },
  };
}
