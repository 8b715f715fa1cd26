import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveOnLoopback } from "#tests/fixtures/serve-on-loopback";
import { countedRun, watchInstance } from "~/.server/runtime/metrics";
import { routePatternOf } from "../route-pattern";
import { fallbackPattern, measureRequests, metricsRoute } from "./metrics-route";

const TOKEN = "m".repeat(40);

/** A route manifest in React Router's flat shape: a root, the home page, a list, a detail page and the not-found page. */
const ROUTES = {
  root: { id: "root", path: "" },
  "routes/home": { id: "routes/home", parentId: "root", index: true },
  "routes/products": { id: "routes/products", parentId: "root", path: "products" },
  "routes/product": { id: "routes/product", parentId: "root", path: "products/:id" },
  "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
} as unknown as ServerBuild["routes"];

describe("route patterns", () => {
  it("label a page and its data request by the route they match, never by the listing", () => {
    expect(routePatternOf(ROUTES, "/")).toBe("/");
    expect(routePatternOf(ROUTES, "/_root.data")).toBe("/");
    expect(routePatternOf(ROUTES, "/products")).toBe("/products");
    expect(routePatternOf(ROUTES, "/products/5b0c6a3e-2f4d-4c1b-9a8e-7d6f5e4c3b2a")).toBe("/products/:id");
    expect(routePatternOf(ROUTES, "/products/5b0c6a3e-2f4d-4c1b-9a8e-7d6f5e4c3b2a.data")).toBe("/products/:id");
    expect(routePatternOf(ROUTES, "/no/such/page")).toBe("/*");
    expect(fallbackPattern("/assets/app-123.js")).toBe("/assets/*");
    expect(fallbackPattern("/uploads/product-images/a/b.webp")).toBe("/uploads/*");
    expect(fallbackPattern("/readyz")).toBe("/readyz");
    expect(fallbackPattern("/random-probe-path")).toBe("other");
  });
});

describe("GET /metrics", () => {
  let base: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = express();
    // Stands in for identifyClient: the client address after the trusted proxies.
    app.use((req, res, next) => {
      res.locals.client = { address: String(req.headers["x-test-client"] ?? "127.0.0.1"), directLocal: false };
      next();
    });
    app.use(measureRequests);
    app.get("/metrics", metricsRoute(TOKEN));
    app.get("/products/:id", (req, res) => {
      res.locals.routePattern = "/products/:id";
      res.status(req.params.id === "gone" ? 404 : 200).send("page");
    });
    ({ base, close } = await serveOnLoopback(app));
    watchInstance({
      pool: () => ({ total: 7, idle: 4, waiting: 2 }),
      openLiveStreams: () => 5,
      paymentsByStatus: async () => [
        { status: "completed", count: 12 },
        { status: "pending", count: 3 },
      ],
      payoutsByStatus: async () => ({
        byStatus: [
          { status: "paid", count: 4 },
          { status: "sent", count: 1 },
        ],
        flagged: 2,
      }),
    });
  });
  afterAll(() => close());

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/metrics`, { headers });
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      text: await response.text(),
    };
  };

  it("counts and times requests by route pattern, method and status", async () => {
    for (const id of ["a1", "b2", "gone"]) await fetch(`${base}/products/${id}`);
    const { status, type, cacheControl, text } = await scrape();
    expect([status, cacheControl]).toEqual([200, "no-store"]);
    expect(type).toContain("text/plain");
    expect(text).toContain('chuo_http_requests_total{route="/products/:id",method="GET",status="200"} 2');
    expect(text).toContain('chuo_http_requests_total{route="/products/:id",method="GET",status="404"} 1');
    expect(text).toMatch(
      /chuo_http_request_duration_seconds_count\{route="\/products\/:id",method="GET",status="200"\} 2/,
    );
    expect(text).not.toContain("a1");
  });

  it("reads the instance's pool, live streams, payments and payouts at each scrape", async () => {
    const { text } = await scrape();
    expect(text).toContain('chuo_db_pool_connections{state="in_use"} 3');
    expect(text).toContain('chuo_db_pool_connections{state="idle"} 4');
    expect(text).toContain("chuo_db_pool_waiting_requests 2");
    expect(text).toContain("chuo_live_streams_open 5");
    expect(text).toContain('chuo_payments{status="completed"} 12');
    expect(text).toContain('chuo_payments{status="pending"} 3');
    expect(text).toContain('chuo_payouts{status="paid"} 4');
    expect(text).toContain('chuo_payouts{status="sent"} 1');
    expect(text).toContain("chuo_payouts_flagged 2");
    expect(text).toContain("chuo_process_cpu_seconds_total");
  });

  it("counts job runs as ok or failed, passing the failure on", async () => {
    await countedRun("listing-expiry", async () => 1);
    await expect(countedRun("listing-expiry", async () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    const { text } = await scrape();
    expect(text).toContain('chuo_job_runs_total{job="listing-expiry",result="ok"} 1');
    expect(text).toContain('chuo_job_runs_total{job="listing-expiry",result="failed"} 1');
  });

  it("answers a scraper on this machine or one holding the token, and nobody else", async () => {
    expect((await scrape({ "x-test-client": "::1" })).status).toBe(200);
    expect((await scrape({ "x-test-client": "::ffff:127.0.0.1" })).status).toBe(200);
    const outside = { "x-test-client": "196.249.97.12" };
    expect(await scrape(outside)).toMatchObject({ status: 404, text: "Not found" });
    expect((await scrape({ ...outside, authorization: `Bearer ${"x".repeat(40)}` })).status).toBe(404);
    expect((await scrape({ ...outside, authorization: `Bearer ${TOKEN.slice(1)}` })).status).toBe(404);
    expect((await scrape({ ...outside, authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });
});
