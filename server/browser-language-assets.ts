import type { ServerBuild } from "react-router";
// Types only: the build (vite.config.ts) loads this file too, before the "~" alias exists.
import type { Locale } from "~/lib/shared/i18n/locales";

/** Where each language's scripts live under /assets/ ("" for the base language). */
export const BROWSER_LANGUAGE_FOLDERS: Record<Exclude<Locale, "en">, string> = { sw: "sw" };

// A literal in the minified output: a template without substitutions' back-ticks, or a quoted string.
const LITERAL = String.raw`(\x60(?:[^\x60\\]|\\.)*\x60|"(?:[^"\\]|\\.)*")`;
// The one question the browser's scripts ask about the language (app/lib/shared/i18n/browser-runtime.ts):
// getLocale() === "sw", whatever name the minifier gave getLocale, with both answers literal. Only
// where the choice stands alone (after `=`, `=>`, `(`, `,`, `{`, `;`, `[`, `?`, `:` or `return`, and
// before `)`, `,`, `;`, `}`, `]` or `:`), so no operator beside it binds to a part of it.
const BEFORE = String.raw`(?<=(?<![=!<>])=|=>|[(,{;\[]|(?<!\?)\?|:|return )`;
const AFTER = String.raw`(?=[),;}\]:])`;
const LANGUAGE_CHOICE = new RegExp(
  String.raw`${BEFORE}[\w$]+\(\)===(?:\x60sw\x60|"sw")\?${LITERAL}:${LITERAL}${AFTER}`,
  "g",
);

/**
 * A built script with every "which language?" choice between two literals decided for `language`,
 * and, for a language folder, the manifest's script addresses pointing into that folder. A choice
 * the pattern does not recognise stays in the script and is still decided at run time, so folding
 * can only make a script smaller, never wrong.
 */
export function foldLanguage(code: string, language: string, folder: string): string {
  const folded = code.replace(LANGUAGE_CHOICE, (_choice, sw: string, other: string) =>
    language === "sw" ? sw : other,
  );
  return folder ? folded.replace(/"\/assets\/([\w.-]+\.js)"/g, `"/assets/${folder}/$1"`) : folded;
}

/** React Router's address for the route manifest (react-router.config.ts keeps the default). */
const MANIFEST_PATH = "/__manifest";

/** The language whose build answers this manifest address; null for any other address. */
export function manifestLanguage(pathname: string): Locale | null {
  if (pathname === MANIFEST_PATH) return "en";
  const folder = Object.entries(BROWSER_LANGUAGE_FOLDERS).find(
    ([locale]) => pathname === languageManifestPath(MANIFEST_PATH, locale as Locale),
  );
  return folder ? (folder[0] as Locale) : null;
}

/** Where a page in `locale` asks for more of the route manifest: the build's own address, with the language's folder for the others. */
export function languageManifestPath(manifestPath: string, locale: Locale): string {
  return locale === "en" ? manifestPath : `${manifestPath}-${BROWSER_LANGUAGE_FOLDERS[locale]}`;
}

/** The build as a page in `locale` sees it (loaded once, then kept). */
export function languageBuild(load: () => Promise<ServerBuild>, locale: Locale): () => Promise<ServerBuild> {
  const cache = new WeakMap<ServerBuild, ServerBuild>();
  return async () => {
    const build = await load();
    let moved = cache.get(build);
    if (!moved) {
      moved = buildForLanguage(build, locale);
      cache.set(build, moved);
    }
    return moved;
  };
}

/** The build as a page in `locale` sees it: its scripts' addresses in that language's folder. */
export function buildForLanguage(build: ServerBuild, locale: Locale): ServerBuild {
  const folder = locale === "en" ? "" : BROWSER_LANGUAGE_FOLDERS[locale];
  if (!folder) return build;
  const moved = (url: string) =>
    url.startsWith("/assets/") && url.endsWith(".js") ? `/assets/${folder}/${url.slice("/assets/".length)}` : url;
  const movedAll = (urls: string[] | undefined) => urls?.map(moved);
  const { assets } = build;
  const routes = Object.fromEntries(
    Object.entries(assets.routes).map(([id, route]) => [
      id,
      route
        ? {
            ...route,
            module: moved(route.module),
            imports: movedAll(route.imports),
            clientActionModule: route.clientActionModule && moved(route.clientActionModule),
            clientLoaderModule: route.clientLoaderModule && moved(route.clientLoaderModule),
            clientMiddlewareModule: route.clientMiddlewareModule && moved(route.clientMiddlewareModule),
            hydrateFallbackModule: route.hydrateFallbackModule && moved(route.hydrateFallbackModule),
          }
        : route,
    ]),
  );
  return {
    ...build,
    assets: {
      ...assets,
      url: moved(assets.url),
      entry: { ...assets.entry, module: moved(assets.entry.module), imports: assets.entry.imports.map(moved) },
      routes,
    },
    // A page asks for the routes it may go to next at its own language's address, so a page never
    // mixes the two folders' modules (two copies of React) whatever its cookie says meanwhile.
    routeDiscovery: {
      ...build.routeDiscovery,
      manifestPath: languageManifestPath(build.routeDiscovery.manifestPath, locale),
    },
  };
}
