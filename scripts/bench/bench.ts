// `npm run bench`: the figures in docs/performance.md. Not a test. On a scratch database (the
// embedded default in a temporary folder, then PostgreSQL too when BENCH_DATABASE_URL names a
// server database that may be wiped: the benchmark drops its public schema), it grows the product
// listings to each of BENCH_SIZES and measures, with autocannon on loopback:
//
// - pages: requests/s of /, /products and a product page with 10 connections, as ratios of
//   /responsive-test (a static page of the same app: the framework's floor on this machine),
//   measured in the same run before and after them, since this machine is shared and noisy;
//   / and /products twice: as a visitor gets them (from the shared cache) and rendered (as for a
//   browser that just wrote, or a signed-in one);
// - search: /products first page, searches and a category, with 1 and 10 connections;
// - contention (at the largest size): a light page's latency alone and while 4 clients search;
// - assets: the HTML bytes of / (as sent to a gzip client), and the JS, CSS and images pages load.
//
// BENCH_PARTS picks parts (default all: pages,search,contention,assets); BENCH_SECONDS sets the
// time per measurement (default 10).

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { RECENT_WRITE_COOKIE } from "~/.server/cache/shared-cache";
import { queryRows } from "~/.server/db/client";
import { drive, type Figures, ms, summarize } from "./drive";
import { growProducts } from "./grow-products";
import { assetBytes, htmlBytes, imageBytes } from "./page-bytes";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PARTS = new Set((process.env.BENCH_PARTS ?? "pages,search,contention,assets").split(","));
/** 1 connection shows the latency of one user; 10 show throughput under load on 2 cores. */
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? "1,10").split(",").map(Number);
const FLOOR = "/responsive-test";

const { buildIfNeeded, SERVER_BUILD } = await import(
  pathToFileURL(path.join(ROOT, "scripts/build-if-needed.mjs")).href
);
buildIfNeeded(ROOT);
// Measure what `npm start` serves: React's production build (chosen from NODE_ENV when loaded).
process.env.NODE_ENV ??= "production";
const server = await import(pathToFileURL(path.join(ROOT, SERVER_BUILD)).href);

const rows = { pages: [] as string[], search: [] as string[], contention: [] as string[] };

const SEARCH_SCENARIOS = [
  ["first page", "/products"],
  ["search 'laptop'", "/products?q=laptop"],
  // Typos: no exact match, so the first page is filled by corrections ("laptop", one edit away).
  ["search 'labtop'", "/products?q=labtop"],
  ["search 'hp labtop'", "/products?q=hp+labtop"],
  ["category Electronics", "/products?category=Electronics"],
] as const;

/** Throughput of the busiest pages as a share of the floor's, the floor measured before and after them. */
async function pagesAgainstFloor(base: string, where: string, size: number, productId: string) {
  // A visitor's / and lists come from the shared cache; a browser that just wrote (or a signed-in
  // one) has them rendered: both are measured.
  const rendered = { cookie: `${RECENT_WRITE_COOKIE}=1` };
  const pages = [
    ["/", "/", {}],
    ["/products", "/products", {}],
    ["a product page", `/products/${productId}`, {}],
    ["/ (rendered)", "/", rendered],
    ["/products (rendered)", "/products", rendered],
  ] as const;
  // Warm up (the JIT, the caches, the query plans): the first seconds of a fresh server are slower.
  for (const page of [FLOOR, ...pages.map((p) => p[1])]) await drive(base + page, 10, 3);
  const before = await drive(base + FLOOR, 10, SECONDS);
  const measured: [string, Figures][] = [];
  for (const [label, page, headers] of pages) measured.push([label, await drive(base + page, 10, SECONDS, headers)]);
  const after = await drive(base + FLOOR, 10, SECONDS);
  const floor = (before.requestsPerSecond + after.requestsPerSecond) / 2;
  console.log(
    `  floor ${FLOOR}: ${before.requestsPerSecond.toFixed(0)} and ${after.requestsPerSecond.toFixed(0)} req/s (before and after), 10 connections`,
  );
  for (const [label, f] of measured) {
    const ratio = f.requestsPerSecond / floor;
    console.log(`  ${label.padEnd(22)} ${summarize(f)}  ratio ${ratio.toFixed(2)}`);
    rows.pages.push(
      `| ${where} | ${size.toLocaleString("en-US")} | ${label} | ${f.requestsPerSecond.toFixed(0)} | ${floor.toFixed(0)} | ${ratio.toFixed(2)} | ${ms(f.p50)} | ${ms(f.p95)} | ${f.errors} |`,
    );
  }
}

/** Searches as a browser that just wrote would make them: past the shared cache, into the database. */
async function searchScenarios(base: string, where: string, size: number) {
  for (const [label, pagePath] of SEARCH_SCENARIOS) {
    await fetch(base + pagePath); // warm up caches and the query plan
    for (const connections of CONNECTION_LEVELS) {
      const f = await drive(base + pagePath, connections, SECONDS, { cookie: `${RECENT_WRITE_COOKIE}=1` });
      console.log(`  ${label.padEnd(22)} ${String(connections).padStart(2)} conn ${summarize(f)}`);
      rows.search.push(
        `| ${where} | ${size.toLocaleString("en-US")} | ${label} | ${connections} | ${f.requestsPerSecond.toFixed(0)} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.errors} |`,
      );
    }
  }
}

/**
 * A light page (one connection) alone, then while four clients run a slow search. The searching
 * clients carry the just-wrote cookie, so each search runs in the database, never from the shared cache.
 */
async function lightPageWhileSearching(base: string, where: string, size: number) {
  const search = "/products?q=laptop";
  await fetch(base + search);
  const alone = await drive(base + FLOOR, 1, SECONDS);
  const [light, searching] = await Promise.all([
    drive(base + FLOOR, 1, SECONDS),
    drive(base + search, 4, SECONDS, { cookie: `${RECENT_WRITE_COOKIE}=1` }),
  ]);
  console.log(`  light page alone          ${summarize(alone)}`);
  console.log(`  light page while searching ${summarize(light)}`);
  console.log(`  the searches (4 clients)  ${summarize(searching)}`);
  rows.contention.push(
    `| ${where} | ${size.toLocaleString("en-US")} | ${ms(alone.p50)} | ${ms(alone.p99)} | ${ms(light.p50)} | ${ms(light.p99)} | ${light.requestsPerSecond.toFixed(0)} | ${searching.requestsPerSecond.toFixed(0)} |`,
  );
}

async function pageWeights(base: string) {
  const home = await htmlBytes(base, "/");
  console.log(
    `\nHTML of /: ${(home.plain / 1024).toFixed(1)} KB, ${(home.gzip / 1024).toFixed(1)} KB as sent to a gzip client (budget 20 KB)`,
  );
  console.log("\nJavaScript and CSS loaded first (gzip -9):");
  for (const pagePath of ["/", "/products"]) {
    const bytes = await assetBytes(base, pagePath);
    console.log(
      `  ${pagePath.padEnd(10)} JS ${(bytes.js / 1024).toFixed(1)} KB, CSS ${(bytes.css / 1024).toFixed(1)} KB (${bytes.files} files)`,
    );
  }
  console.log("\nImages a page loads (all <img> in its HTML; a card image must stay within 30 KB):");
  for (const pagePath of ["/", "/products", "/accommodations"]) {
    const images = await imageBytes(base, pagePath);
    const verdict = images.largest <= 30 * 1024 ? "ok" : "OVER BUDGET";
    console.log(
      `  ${pagePath.padEnd(16)} ${images.count} images, ${(images.total / 1024).toFixed(1)} KB in all, largest ${(images.largest / 1024).toFixed(1)} KB (${verdict})`,
    );
  }
}

async function benchOn(where: string, databaseUrl: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), "chuo-bench-"));
  try {
    // The products are grown from the demo sellers and photos.
    const env = server.loadEnv({
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "1",
    });
    if (env.DATABASE_URL) {
      // The server database is a scratch one: start from nothing.
      const handle = await server.openDatabase({ kind: "postgres", url: env.DATABASE_URL });
      await handle.db.execute(
        sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`,
      );
      await handle.close();
    }
    const running = await server.startServer({ rootDir: ROOT, env });
    const base = running.url;
    console.log(`\n=== ${where}: ${SECONDS} s per measurement, ${base}`);
    try {
      for (const size of SIZES) {
        const started = Date.now();
        await growProducts(running.database.db, size);
        console.log(
          `\n${size.toLocaleString("en-US")} products (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
        const [newest] = await queryRows<{ id: string }>(
          running.database.db,
          sql`select id from listings where kind = 'product' and status = 'active' order by created_at desc limit 1`,
        );
        if (PARTS.has("pages")) await pagesAgainstFloor(base, where, size, newest!.id);
        if (PARTS.has("search")) await searchScenarios(base, where, size);
      }
      if (PARTS.has("contention")) {
        console.log(`\nA light page while searches run (${SIZES.at(-1)!.toLocaleString("en-US")} products):`);
        await lightPageWhileSearching(base, where, SIZES.at(-1)!);
      }
      if (PARTS.has("assets") && where === "embedded") await pageWeights(base);
    } finally {
      await running.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await benchOn("embedded", "");
if (process.env.BENCH_DATABASE_URL) await benchOn("PostgreSQL", process.env.BENCH_DATABASE_URL);

console.log("\nMarkdown rows.");
if (rows.pages.length > 0)
  console.log(
    `\nPages (database | products | page | req/s | floor req/s | ratio | p50 ms | p95 ms | errors):\n${rows.pages.join("\n")}`,
  );
if (rows.search.length > 0)
  console.log(
    `\nSearch (database | products | scenario | connections | req/s | p50 ms | p95 ms | p99 ms | errors):\n${rows.search.join("\n")}`,
  );
if (rows.contention.length > 0)
  console.log(
    `\nContention (database | products | light alone p50 | p99 | light while searching p50 | p99 | light req/s | search req/s):\n${rows.contention.join("\n")}`,
  );
