import path from "node:path";
import type { Plugin } from "vite";

/**
 * In the client build, each simple compiled message (app/paraglide/messages/<key>.js: one text per
 * language, no plural variants) becomes one arrow choosing between its two texts. Paraglide's
 * form (two named functions, a wrapper, a per-call locale option and a static-locale check) costs
 * about two kilobytes of gzip on a list page, which the 130 KB budget of a public page does not
 * have (decision 0015). The browser always words a page in the page's language, so the per-call
 * option goes. Messages with variants are left as they are; a simple message whose shape is not
 * the one expected stops the build rather than ship a wrong text.
 */
export function compactBrowserMessages(root: string): Plugin {
  const messages = path.join(root, "app/paraglide/messages") + path.sep;
  const text = (language: string, key: string) =>
    new RegExp(
      `const ${language}_${key} = /\\*\\*[^*]*\\*/ \\((i?)\\) => \\{\\n\\treturn /\\*\\* @type \\{LocalizedString\\} \\*/ \\((\`(?:[^\`\\\\]|\\\\.)*\`)\\)\\n\\};`,
    );
  return {
    name: "chuo-compact-browser-messages",
    enforce: "pre",
    transform(code, id) {
      if (!id.startsWith(messages) || id.endsWith("_index.js") || this.environment?.config.consumer !== "client")
        return null;
      if (code.includes("registry.")) return null;
      const key = path.basename(id, ".js");
      const en = text("en", key).exec(code);
      const sw = text("sw", key).exec(code);
      if (!en || !sw || !code.includes(`export const ${key} = `))
        throw new Error(`compact-browser-messages: unexpected shape of ${key}`);
      return {
        code: `import { getLocale } from '../runtime.js';\nexport const ${key} = (i) => getLocale() === "sw" ? ${sw[2]} : ${en[2]};\n`,
        map: null,
      };
    },
  };
}
