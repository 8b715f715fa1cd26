import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { scratchPostgresDatabase, start, stop } from "./app-instance";
import { expect, signInAs, test } from "./fixtures";
import { instancePort } from "./fixtures/ports";

// Ports of the two instances, this worker's own (tests/e2e/fixtures/ports.ts).
const [FIRST_PORT, SECOND_PORT] = [instancePort(0), instancePort(1)];

const DATABASE = "e2e_live";
const SHARED = { TRUSTED_PROXY_COUNT: "1", CLIENT_IP_HEADER: "x-forwarded-for" };

test("a tab on one instance receives, live, a notification written through another instance on the same PostgreSQL", async ({
  browser,
}) => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL server");
  test.setTimeout(180_000);
  const database = await scratchPostgresDatabase(DATABASE);
  const url = new URL(database.url);
  // One data folder for both, as instances share one bucket and one secret in production.
  const dataDir = mkdtempSync(path.join(tmpdir(), "chuo-live-"));
  // The first migrates and seeds; the second finds both done.
  const first = start({ ...SHARED, PORT: String(FIRST_PORT), DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  let second: ReturnType<typeof start> | null = null;
  try {
    await first.ready();
    second = start({ ...SHARED, PORT: String(SECOND_PORT), DATA_DIR: dataDir, DATABASE_URL: url.toString() });
    await second.ready();

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const { rows } = await db.query<{ id: string; title: string; email: string }>(
      "select l.id, l.title, u.email from listings l join users u on u.id = l.seller_id where l.kind = 'product' and l.status = 'active' and u.email like '%@demo.chuo.market' and u.email <> 'amina.juma@demo.chuo.market' order by l.created_at limit 1",
    );
    await db.end();
    const product = rows[0]!;

    // The seller waits on instance A's notifications page.
    const seller = await signInAs(browser, {
      email: product.email,
      address: "10.0.17.1",
      baseURL: `http://localhost:${FIRST_PORT}`,
    });
    await seller.goto("/notifications");
    await expect(seller.getByRole("heading", { level: 1, name: /Notifications/ })).toBeVisible();
    await expect(seller.getByRole("listitem").filter({ hasText: "New favorite" })).toHaveCount(0);

    // A student on instance B saves the seller's product.
    const student = await signInAs(browser, {
      email: "amina.juma@demo.chuo.market",
      address: "10.0.17.2",
      baseURL: `http://localhost:${SECOND_PORT}`,
    });
    await student.goto(`/products/${product.id}`);
    await student.getByRole("button", { name: `Add ${product.title} to favorites` }).click();
    await expect(student.getByRole("status").filter({ hasText: "Added to favorites" })).toBeVisible();

    // On A, without a reload: the notification in the list and the bell's count.
    await expect(seller.getByRole("listitem").filter({ hasText: "New favorite" })).toContainText(
      `A student saved your product "${product.title}" to their favorites.`,
    );
    await expect(seller.getByRole("link", { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible();
    await student.context().close();
    await seller.context().close();
  } finally {
    if (second) expect(await stop(second.child, second.exited)).toBe(0);
    expect(await stop(first.child, first.exited)).toBe(0);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
