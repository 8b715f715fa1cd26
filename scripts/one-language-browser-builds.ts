import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { BROWSER_LANGUAGE_FOLDERS, foldLanguage } from "../server/browser-language-assets.ts";

/**
 * After the client build: a page is worded in one language for as long as its document lives
 * (switching languages loads a new document, decision 0015), so its scripts need only that
 * language's texts. Every script is written once per language: English in build/client/assets/,
 * Kiswahili in build/client/assets/sw/, each with the other language's texts folded away. The
 * server hands a page the folder of its language (server/browser-language-assets.ts).
 */
export function oneLanguageBrowserBuilds(): Plugin {
  let outDir = "";
  return {
    name: "chuo-one-language-browser-builds",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (this.environment?.config.consumer !== "client") return;
      const assets = path.join(outDir, "assets");
      const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
      for (const [language, folder] of Object.entries(BROWSER_LANGUAGE_FOLDERS)) {
        const target = path.join(assets, folder);
        mkdirSync(target, { recursive: true });
        for (const name of scripts) {
          const code = readFileSync(path.join(assets, name), "utf8");
          writeFileSync(path.join(target, name), foldLanguage(code, language, folder));
        }
      }
      for (const name of scripts) {
        const file = path.join(assets, name);
        writeFileSync(file, foldLanguage(readFileSync(file, "utf8"), "en", ""));
      }
    },
  };
}
