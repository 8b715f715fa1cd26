import { expect, test } from "./fixtures";

/** The probes and metrics an operator's tools read (docs/operations.md), on the app as it runs. */

test("the health probes answer, never cached, and every answer names its request", async ({ request }) => {
  for (const [path, body] of [
    ["/healthz", { status: "ok" }],
    ["/readyz", { status: "ready" }],
  ] as const) {
    const response = await request.get(path);
    expect([response.status(), response.headers()["cache-control"], await response.json()]).toEqual([
      200,
      "no-store",
      body,
    ]);
    expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("metrics count the pages by their route, for this machine only", async ({ request }) => {
  const product = /href="(\/products\/[0-9a-f-]{36})"/.exec(
    await (await request.get("/products?campuses=all", { headers: { "x-forwarded-for": "10.34.0.1" } })).text(),
  )?.[1];
  expect(product).toBeTruthy();
  await request.get(product!, { headers: { "x-forwarded-for": "10.34.0.1" } });

  // The test server trusts one proxy: a request without its header comes from this machine.
  const metrics = await request.get("/metrics");
  expect(metrics.status()).toBe(200);
  const text = await metrics.text();
  expect(text).toMatch(/chuo_http_requests_total\{route="\/products",method="GET",status="200"\} \d+/);
  expect(text).toMatch(/chuo_http_requests_total\{route="\/products\/:id",method="GET",status="200"\} \d+/);
  expect(text).not.toContain(product!);
  expect(text).toMatch(/chuo_db_pool_connections\{state="idle"\} \d+/);
  expect(text).toContain("# TYPE chuo_payments gauge");

  // A visitor, as the proxy names it, finds nothing there.
  const outside = await request.get("/metrics", { headers: { "x-forwarded-for": "10.34.0.2" } });
  expect([outside.status(), await outside.text()]).toEqual([404, "Not found"]);
});
