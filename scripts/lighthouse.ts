// `npm run lighthouse`: Lighthouse's mobile audit (a mid-range phone on slow 4G, simulated) of the
// public page kinds, in English and in Kiswahili, against the production build on a scratch
// database, in one run so both languages meet the same machine. Not a test: this machine is shared
// and noisy, so read the two languages side by side rather than against a fixed number.
// LIGHTHOUSE_PAGES picks page kinds (comma-separated paths; `product`, `accommodation` and `shop`
// name the first item of each list); LIGHTHOUSE_RUNS runs each page that many times (median).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? "/,/products,product,/accommodations,accommodation,/shops,shop,/users,/auth").split(",");
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

const { buildIfNeeded, SERVER_BUILD } = await import(pathToFileURL(path.join(ROOT, "scripts/build-if-needed.mjs")).href);
buildIfNeeded(ROOT);
process.env.NODE_ENV ??= "production";
const server = await import(pathToFileURL(path.join(ROOT, SERVER_BUILD)).href);

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
}

/** The first item's page of a list, as a student reaches it. */
async function firstItem(base: string, list: string, prefix: string): Promise<string> {
  const html = await (await fetch(base + list)).text();
  const match = new RegExp(`href="(${prefix}[0-9a-f-]{36})"`).exec(html);
  if (!match) throw new Error(`no item on ${list}`);
  return match[1]!;
}

async function audit(url: string, language: string, port: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: { "Accept-Language": language },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no result for ${url}`);
    runs.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { performance: median(runs.map((r) => r.performance)), accessibility: median(runs.map((r) => r.accessibility)), lcpMs: median(runs.map((r) => r.lcpMs)) };
}

const dataDir = await mkdtemp(path.join(tmpdir(), "chuo-lighthouse-"));
const running = await server.startServer({ rootDir: ROOT, env: server.loadEnv({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" }) });
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
const rows: string[] = [];
try {
  const base = running.url;
  const items: Record<string, () => Promise<string>> = {
    product: () => firstItem(base, "/products", "/products/"),
    accommodation: () => firstItem(base, "/accommodations", "/accommodations/"),
    shop: () => firstItem(base, "/shops", "/shops/"),
  };
  console.log("page | language | performance | accessibility | LCP ms");
  for (const page of PAGES) {
    const pagePath = items[page] ? await items[page]() : page;
    for (const language of ["en", "sw"]) {
      const figures = await audit(base + pagePath, language, chrome.port);
      const row = `| ${page} | ${language} | ${figures.performance} | ${figures.accessibility} | ${figures.lcpMs} |`;
      console.log(row);
      rows.push(row);
    }
  }
} finally {
  chrome.kill();
  await running.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(`\nMarkdown rows (page | language | performance | accessibility | LCP ms):\n${rows.join("\n")}`);
