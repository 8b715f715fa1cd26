import { mkdtempSync, rmSync } from "node:fs";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { type Cluster, startCluster } from "../../scripts/cluster/start-cluster";
import { scratchPostgresDatabase } from "./app-instance";
import { expect, hydratingGoto, instancePort, signInAs, signInThroughTheForm, test } from "./fixtures";

// `npm run cluster` as CI runs it: two instances behind HAProxy on one PostgreSQL and one
// S3-compatible bucket (docs/operations.md#several-instances). A browser context may carry
// `X-Instance: <name>`, which the proxy honours, so a test knows which instance serves whom.

/** This worker's own ports: the proxy's, then the two instances' (tests/e2e/fixtures/ports.ts). */
const PROXY_PORT = instancePort(0);
/** An address of this machine that is not loopback: a request to it comes from it. */
const NETWORK_ADDRESS = Object.values(networkInterfaces())
  .flat()
  .find((each) => each && each.family === "IPv4" && !each.internal)?.address;
const SELLER = "kelvin.temba@demo.chuo.market";
const STUDENT = "amina.juma@demo.chuo.market";

let cluster: Cluster;
let database: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let dir: string;

test.describe("two instances behind the proxy", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL server");

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    database = await scratchPostgresDatabase("e2e_cluster");
    dir = mkdtempSync(path.join(tmpdir(), "chuo-cluster-"));
    // The proxy also listens on this machine's network address, so a request can reach it from an
    // address that is not loopback.
    cluster = await startCluster({
      port: PROXY_PORT,
      instancePorts: [instancePort(1), instancePort(2)],
      databaseUrl: database.url,
      dir,
      bindAddresses: ["127.0.0.1", ...(NETWORK_ADDRESS ? [NETWORK_ADDRESS] : [])],
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    for (const instance of cluster?.instances ?? [])
      expect(await instance.exited, `instance ${instance.name} exit code`).toBe(0);
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("a seller signs in and posts a product with a photo through the proxy; both instances serve its page and photo, and a favorite on one reaches the seller's tab on the other live", async ({
    browser,
  }) => {
    const name = `Cluster desk lamp ${Date.now()}`;
    // The seller's every request goes to instance a, the student's to b.
    const seller = await signInThroughTheForm(browser, {
      email: SELLER,
      address: "10.35.0.1",
      baseURL: cluster.url,
      headers: { "x-instance": "a" },
      redirectTo: "/products/post",
      expectUrl: /\/products\/post$/,
    });
    await seller.getByLabel("Product name").fill(name);
    await seller.getByLabel("Price (TShs)").fill("25000");
    await seller.getByLabel("Category").selectOption("Electronics");
    await seller
      .getByLabel("Add photos")
      .setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: await photo() });
    const posted = seller.waitForResponse(
      (answer) => answer.request().method() === "POST" && answer.url().includes("/products/post"),
    );
    await seller.getByRole("button", { name: "Post Product" }).click();
    expect((await posted).headers()["x-instance"]).toBe("a");
    await expect(seller.getByRole("status")).toContainText("Your product is now live on Chuo Market.");
    await seller.getByRole("link", { name }).first().click();
    await expect(seller).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const productPath = new URL(seller.url()).pathname;
    expect(productPath).toMatch(/^\/products\/[0-9a-f-]{36}$/);

    // A visitor, not pinned: the proxy shares the requests between both instances, and each
    // serves the product page and its photo (read from the bucket a stored it in).
    const visitor = await newVisitor(browser, {});
    const served = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const page = await visitor.request.get(productPath);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(name);
      served.add(page.headers()["x-instance"]!);
    }
    expect([...served].sort()).toEqual(["a", "b"]);
    await visitor.goto(productPath);
    const photoUrl = await visitor.getByRole("img", { name: `${name} - photo 1 of 1` }).getAttribute("src");
    expect(photoUrl).toMatch(/^\/uploads\/product-images\/.+\.webp$/);
    for (const instance of ["a", "b"]) {
      const answer = await visitor.request.get(photoUrl!, { headers: { "x-instance": instance } });
      expect([answer.status(), answer.headers()["x-instance"], answer.headers()["content-type"]]).toEqual([
        200,
        instance,
        "image/webp",
      ]);
    }
    await visitor.context().close();

    // The seller waits on their notifications, their live stream held by a.
    const stream = seller.waitForResponse((answer) => answer.url().includes("/api/live"));
    await seller.goto("/notifications");
    expect((await stream).headers()["x-instance"]).toBe("a");
    await expect(seller.getByRole("listitem").filter({ hasText: "New favorite" })).toHaveCount(0);

    // A student on b saves the product.
    const student = await signInAs(browser, {
      email: STUDENT,
      address: "10.35.0.2",
      baseURL: cluster.url,
      headers: { "x-instance": "b" },
    });
    await student.goto(productPath);
    const saved = student.waitForResponse(
      (answer) =>
        answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/favorites/toggle"),
    );
    await student.getByRole("button", { name: `Add ${name} to favorites` }).click();
    expect((await saved).headers()["x-instance"]).toBe("b");
    await expect(student.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();

    // On a, without a reload.
    await expect(seller.getByRole("listitem").filter({ hasText: "New favorite" })).toContainText(
      `A student saved your product "${name}" to their favorites.`,
    );
    await student.context().close();
    await seller.context().close();
  });

  test("a product the seller deletes on one instance leaves both instances' cached pages at once", async ({
    browser,
  }) => {
    const name = `Cluster kettle ${Date.now()}`;
    const seller = await signInThroughTheForm(browser, {
      email: SELLER,
      address: "10.35.0.3",
      baseURL: cluster.url,
      headers: { "x-instance": "a" },
      redirectTo: "/products/post",
      expectUrl: /\/products\/post$/,
    });
    await seller.getByLabel("Product name").fill(name);
    await seller.getByLabel("Price (TShs)").fill("18000");
    await seller.getByLabel("Category").selectOption("Other");
    await seller
      .getByLabel("Add photos")
      .setInputFiles({ name: "kettle.png", mimeType: "image/png", buffer: await photo() });
    await seller.getByRole("button", { name: "Post Product" }).click();
    await expect(seller.getByRole("status")).toContainText("Your product is now live on Chuo Market.");

    // Visitors on each instance: the home page, shared by every visitor for seconds and kept
    // stale for longer while it refreshes (app/.server/cache/shared-cache.ts), shows the product.
    const onA = await newVisitor(browser, { "x-instance": "a" });
    const onB = await newVisitor(browser, { "x-instance": "b" });
    const featured = (page: Page) => page.getByRole("region", { name: "Featured Products" }).getByText(name);
    for (const page of [onA, onB]) {
      await expect
        .poll(
          async () => {
            await page.goto("/");
            return featured(page).count();
          },
          { timeout: 20_000, intervals: [1_000] },
        )
        .toBe(1);
    }

    // Both copies were just served (the poll above may have filled a's a while ago).
    for (const page of [onA, onB]) {
      await page.goto("/");
      await expect(featured(page)).toHaveCount(1);
    }
    // The seller deletes it on a; b learns at once, so neither serves its copy again.
    await seller.goto("/my-listings");
    const deleted = seller.waitForResponse(
      (answer) => answer.request().method() === "POST" && new URL(answer.url()).pathname.startsWith("/my-listings"),
    );
    await seller.getByRole("button", { name: `Delete ${name}` }).click();
    await seller
      .getByRole("alertdialog", { name: /Delete Product/ })
      .getByRole("button", { name: "Delete" })
      .click();
    expect((await deleted).headers()["x-instance"]).toBe("a");
    await expect(seller.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
    for (const page of [onB, onA]) {
      const home = page.waitForResponse((answer) => new URL(answer.url()).pathname === "/");
      await page.goto("/");
      expect((await home).headers()["x-instance"]).toBe(page === onA ? "a" : "b");
      await expect(featured(page)).toHaveCount(0);
    }
    for (const page of [seller, onA, onB]) await page.context().close();
  });

  test("through the proxy, /metrics answers a client on this machine and no other, whatever the client claims", async ({
    request,
  }) => {
    test.skip(!NETWORK_ADDRESS, "this machine has no network address besides loopback");
    // Every request reaches the instances from the proxy on loopback; the client is the address the proxy names.
    const local = await request.get(`http://127.0.0.1:${PROXY_PORT}/metrics`);
    expect(local.status()).toBe(200);
    expect(await local.text()).toContain("chuo_http_requests_total");
    for (const claim of [{}, { "x-forwarded-for": "127.0.0.1" }] as Record<string, string>[]) {
      const remote = await request.get(`http://${NETWORK_ADDRESS}:${PROXY_PORT}/metrics`, { headers: claim });
      expect(remote.status()).toBe(404);
    }
  });
});

async function newVisitor(browser: Browser, headers: Record<string, string>): Promise<Page> {
  const context = await browser.newContext({
    baseURL: cluster.url,
    extraHTTPHeaders: { "x-forwarded-for": "10.35.1.1", ...headers },
  });
  const page = await context.newPage();
  hydratingGoto(page);
  return page;
}

function photo() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 150, b: 40 } } })
    .png()
    .toBuffer();
}
