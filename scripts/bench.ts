// `npm run bench`: seeds 10,000 and then 100,000 product listings into a scratch database, drives
// /products (first page, a search, a category filter) with autocannon on loopback for a fixed
// time, and prints requests/s and p50/p95/p99 latency for each; then prints the gzip bytes of the
// JavaScript and CSS that / and /products load, and the bytes of the images those pages show. Not a test: figures go to docs/performance.md.
//
// Scratch database: PGlite in a temporary folder (the embedded default), or PostgreSQL when
// BENCH_DATABASE_URL names a server database that may be wiped (give each checkout its own: the
// benchmark drops its public schema). The server listens on a free port.

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/.server/db/client";
import { PRODUCTS } from "~/.server/db/seed-data/products";

const ROOT = path.resolve(import.meta.dirname, "..");
const SIZES = (process.env.BENCH_SIZES ?? "10000,100000").split(",").map(Number);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
/** 1 connection shows the latency of one user; 10 show throughput under load on 2 cores. */
const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? "1,10").split(",").map(Number);

const { buildIfNeeded, SERVER_BUILD } = await import(pathToFileURL(path.join(ROOT, "scripts/build-if-needed.mjs")).href);
buildIfNeeded(ROOT);
// Measure what `npm start` serves: React's production build (chosen from NODE_ENV when loaded).
process.env.NODE_ENV ??= "production";
const server = await import(pathToFileURL(path.join(ROOT, SERVER_BUILD)).href);

/** Adds generated products (names and descriptions from the demo catalogue) up to `total`. */
async function growProducts(db: Database, total: number) {
  const [{ n: have } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from listings where kind = 'product'`);
  const missing = total - have;
  if (missing <= 0) return;
  const names = PRODUCTS.map((p) => p.name);
  const descriptions = PRODUCTS.map((p) => p.description);
  const categories = PRODUCTS.map((p) => p.category);
  const prices = PRODUCTS.map((p) => p.priceTzs);
  const batch = 10_000;
  for (let start = 0; start < missing; start += batch) {
    const count = Math.min(batch, missing - start);
    await db.execute(sql`
      insert into listings (kind, title, description, price, category, condition, image_urls, seller_id, status, created_at)
      select
        'product',
        (${JSON.stringify(names)}::jsonb ->> (g % ${names.length})) || ' #' || (${have + start} + g),
        ${JSON.stringify(descriptions)}::jsonb ->> (g % ${descriptions.length}),
        (${JSON.stringify(prices)}::jsonb ->> (g % ${prices.length}))::numeric + (g % 7) * 500,
        ${JSON.stringify(categories)}::jsonb ->> (g % ${categories.length}),
        (array['Brand New','Like New','Good','Fair','Poor'])[1 + (g % 5)],
        (select image_urls from listings where kind = 'product' and image_urls <> '{}' order by id limit 1 offset (g % 20)),
        (select id from users order by id limit 1 offset (g % (select count(*) from users))),
        case when g % 20 = 0 then 'sold' else 'active' end,
        now() - (g || ' minutes')::interval
      from generate_series(1, ${count}) as g`);
  }
  await db.execute(sql`analyze`);
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function drive(url: string, connections: number): Promise<Figures> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: DURATION_S }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
  };
}

/** JS and CSS a page loads first: scripts, module preloads, stylesheets and the inline imports. */
async function assetBytes(base: string, pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.(?:js|css))"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/import\s+\*\s+as\s+\w+\s+from\s+"([^"]+\.js)"/g)) urls.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    if (u.endsWith(".css")) css += gz;
    else js += gz;
  }
  return { js, css, files: urls.size };
}

/** The images a page's HTML asks for (every <img>, lazy or not: an upper bound of what a phone downloads). */
async function imageBytes(base: string, pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const urls = [...new Set([...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")))];
  const sizes = await Promise.all(urls.map(async (u) => (await (await fetch(new URL(u, base))).arrayBuffer()).byteLength));
  return { count: urls.length, total: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes) };
}

const results: string[] = [];
const scenarios = [
  ["first page", "/products"],
  ["search 'laptop'", "/products?q=laptop"],
  // Typos: no exact match, so the first page is filled by corrections ("laptop", one edit away).
  ["search 'labtop'", "/products?q=labtop"],
  ["search 'hp labtop'", "/products?q=hp+labtop"],
  ["category Electronics", "/products?category=Electronics"],
] as const;

const dataDir = await mkdtemp(path.join(tmpdir(), "chuo-bench-"));
try {
  const env = server.loadEnv({
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  });
  if (env.DATABASE_URL) {
    // The server database is a scratch one: start from nothing.
    const handle = await server.openDatabase({ kind: "postgres", url: env.DATABASE_URL });
    await handle.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public`);
    await handle.close();
  }
  const running = await server.startServer({ rootDir: ROOT, env });
  const where = env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`Benchmark on ${where}, ${CONNECTION_LEVELS.join(" and ")} connections, ${DURATION_S} s per scenario, ${running.url}`);
  for (const size of SIZES) {
    const started = Date.now();
    await growProducts(running.database.db, size);
    console.log(`\n${size.toLocaleString("en-US")} products (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    for (const [label, pagePath] of scenarios) {
      await fetch(running.url + pagePath); // warm up caches and the query plan
      for (const connections of CONNECTION_LEVELS) {
        const f = await drive(running.url + pagePath, connections);
        const ms = (n: number) => n.toFixed(1);
        console.log(
          `  ${label.padEnd(22)} ${String(connections).padStart(2)} conn ${String(f.requestsPerSecond).padStart(5)} req/s  p50 ${ms(f.p50)} ms  p95 ${ms(f.p95)} ms  p99 ${ms(f.p99)} ms  errors ${f.errors}`,
        );
        results.push(`| ${where} | ${size.toLocaleString("en-US")} | ${label} | ${connections} | ${f.requestsPerSecond} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.errors} |`);
      }
    }
  }
  console.log("\nJavaScript and CSS loaded first (gzip -9):");
  for (const pagePath of ["/", "/products"]) {
    const bytes = await assetBytes(running.url, pagePath);
    console.log(`  ${pagePath.padEnd(10)} JS ${(bytes.js / 1024).toFixed(1)} KB, CSS ${(bytes.css / 1024).toFixed(1)} KB (${bytes.files} files)`);
  }
  console.log("\nImages a page loads (all <img> in its HTML; a card image must stay within 30 KB):");
  for (const pagePath of ["/", "/products", "/accommodations"]) {
    const images = await imageBytes(running.url, pagePath);
    const verdict = images.largest <= 30 * 1024 ? "ok" : "OVER BUDGET";
    console.log(`  ${pagePath.padEnd(16)} ${images.count} images, ${(images.total / 1024).toFixed(1)} KB in all, largest ${(images.largest / 1024).toFixed(1)} KB (${verdict})`);
  }
  console.log("\nMarkdown rows (database | products | scenario | connections | req/s | p50 ms | p95 ms | p99 ms | errors):");
  console.log(results.join("\n"));
  await running.stop();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
