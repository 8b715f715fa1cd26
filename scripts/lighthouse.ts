// `npm run lighthouse`: Lighthouse's mobile audit (a mid-range phone on slow 4G, simulated) of the
// public page kinds against the production build on a scratch database, each page three times; the
// medians are printed and added to docs/performance.md under today's date. Not a test: this machine
// is shared and noisy, so CI tests stand-ins instead (tests/e2e/first-paint.spec.ts).
// LIGHTHOUSE_PAGES picks page kinds (comma-separated paths; `product`, `accommodation` and `shop`
// name the first item of each list); LIGHTHOUSE_RUNS runs each page that many times (median);
// LIGHTHOUSE_LANGUAGES audits each page in these languages (default `en`; `en,sw` for both).

import { appendFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LANGUAGES = (process.env.LIGHTHOUSE_LANGUAGES ?? "en").split(",");
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? "/,/products,product,/accommodations,accommodation,/shops,shop,/users,/auth"
).split(",");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const { buildIfNeeded, SERVER_BUILD } = await import(
  pathToFileURL(path.join(ROOT, "scripts/build-if-needed.mjs")).href
);
buildIfNeeded(ROOT);
process.env.NODE_ENV ??= "production";
const server = await import(pathToFileURL(path.join(ROOT, SERVER_BUILD)).href);

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Figures {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
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
      onlyCategories: [...CATEGORIES],
      extraHeaders: { "Accept-Language": language },
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no result for ${url}`);
    const score = (category: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    runs.push({
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    });
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    "best-practices": pick("best-practices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
  };
}

const HEADER = "| page | language | performance | LCP | accessibility | best practices | SEO |";

const dataDir = await mkdtemp(path.join(tmpdir(), "chuo-lighthouse-"));
const running = await server.startServer({
  rootDir: ROOT,
  env: server.loadEnv({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DEMO_DATA: "1",
  }),
});
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
const rows: string[] = [];
try {
  const base = running.url;
  const items: Record<string, () => Promise<string>> = {
    product: () => firstItem(base, "/products", "/products/"),
    accommodation: () => firstItem(base, "/accommodations", "/accommodations/"),
    shop: () => firstItem(base, "/shops", "/shops/"),
  };
  console.log(HEADER);
  for (const page of PAGES) {
    const pagePath = items[page] ? await items[page]() : page;
    for (const language of LANGUAGES) {
      const figures = await audit(base + pagePath, language, chrome.port);
      const row = `| ${page} | ${language} | ${figures.performance} | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.accessibility} | ${figures["best-practices"]} | ${figures.seo} |`;
      console.log(row);
      rows.push(row);
    }
  }
} finally {
  chrome.kill();
  await running.stop();
  await rm(dataDir, { recursive: true, force: true });
}
const section = [
  "",
  `## ${new Date().toISOString().slice(0, 10)}: Lighthouse, mobile (\`npm run lighthouse\`, median of ${RUNS})`,
  "",
  HEADER,
  "| --- | --- | --- | --- | --- | --- | --- |",
  ...rows,
  "",
].join("\n");
await appendFile(path.join(ROOT, "docs/performance.md"), section);
console.log(`\nAdded to docs/performance.md:${section}`);
