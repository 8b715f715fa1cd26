import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "#tests/fixtures/test-database";
import { CLIENT_IP_HEADER } from "~/.server/auth/create-auth";
import { queryRows } from "~/.server/db/client";
import { listings } from "~/.server/db/schema";
import { countDetailView } from "./listing-viewer";

const handle = testDatabase();
const { make } = handle;

const PHONE =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const ADDRESS_KEY = "a".repeat(64);

function pageRequest(
  productId: string,
  { address, userAgent = PHONE, cookie }: { address: string; userAgent?: string | null; cookie?: string },
) {
  const headers = new Headers({ [CLIENT_IP_HEADER]: address });
  if (userAgent !== null) headers.set("user-agent", userAgent);
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost/products/${productId}`, { headers });
}

/** Opens the product page as a visitor; returns the cookie the page set, if any. */
async function look(
  productId: string,
  options: Parameters<typeof pageRequest>[1],
  userId: string | null = null,
): Promise<string | undefined> {
  const headers = await countDetailView(
    { db: handle.db, viewerAddressKey: ADDRESS_KEY },
    pageRequest(productId, options),
    "product",
    productId,
    userId,
  );
  const setCookie = new Headers(headers).get("set-cookie");
  return setCookie?.split(";")[0];
}

async function lookTimes(times: number, productId: string, options: Parameters<typeof pageRequest>[1]) {
  for (let i = 0; i < times; i++) await look(productId, options);
}

const views = async (id: string) =>
  (await handle.db.select({ n: listings.viewsCount }).from(listings).where(eq(listings.id, id)))[0]!.n;

async function newProduct() {
  const seller = await make.user();
  return make.product(seller.id);
}

describe("countDetailView", () => {
  it("counts 25 cookieless requests from one address as one view", async () => {
    const product = await newProduct();
    await lookTimes(25, product.id, { address: "41.59.10.20" });
    expect(await views(product.id)).toBe(1);
  });

  it("counts cookieless requests from two addresses as two views", async () => {
    const product = await newProduct();
    await lookTimes(5, product.id, { address: "41.59.10.20" });
    await lookTimes(5, product.id, { address: "196.249.96.7" });
    expect(await views(product.id)).toBe(2);
  });

  it("never counts a bot, nor a request without a user agent", async () => {
    const product = await newProduct();
    await lookTimes(5, product.id, {
      address: "41.59.10.21",
      userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    await lookTimes(5, product.id, { address: "41.59.10.22", userAgent: null });
    await lookTimes(5, product.id, { address: "41.59.10.23", userAgent: "" });
    expect(await views(product.id)).toBe(0);
  });

  it("counts a browser that keeps its cookie once, from its first look on", async () => {
    const product = await newProduct();
    const cookie = await look(product.id, { address: "41.59.10.30" });
    expect(cookie).toMatch(/^cm_vid=[0-9a-f-]{36}$/);
    // The same browser, now sending its cookie, also after moving to another network.
    await lookTimes(24, product.id, { address: "41.59.10.30", cookie });
    await look(product.id, { address: "102.68.1.1", cookie });
    expect(await views(product.id)).toBe(1);
  });

  it("still counts students behind one campus address by their cookies", async () => {
    const product = await newProduct();
    const campus = "196.249.100.1";
    const first = await look(product.id, { address: campus });
    // A second student on the same network: the address has counted today, so their first look
    // does not; once their browser sends the cookie it got, they count like anyone else.
    const second = await look(product.id, { address: campus });
    expect(await views(product.id)).toBe(1);
    await look(product.id, { address: campus, cookie: second });
    await look(product.id, { address: campus, cookie: first });
    expect(await views(product.id)).toBe(2);
    // A student who had a cookie from an earlier day counts on their first look.
    await look(product.id, { address: campus, cookie: "cm_vid=33333333-3333-4333-8333-333333333333" });
    expect(await views(product.id)).toBe(3);
  });

  it("counts a made-up cookie value under the address", async () => {
    const product = await newProduct();
    for (let i = 0; i < 5; i++) await look(product.id, { address: "41.59.10.40", cookie: `cm_vid=forged-${i}` });
    expect(await views(product.id)).toBe(1);
  });

  it("treats one IPv6 /64 as one address, and an IPv4-mapped address as the IPv4 one", async () => {
    const product = await newProduct();
    await look(product.id, { address: "2c0f:fe38:2102:2a1::1" });
    await look(product.id, { address: "2c0f:fe38:2102:2a1:89ab:cdef:1234:5678" });
    await look(product.id, { address: "41.59.10.50" });
    await look(product.id, { address: "::ffff:41.59.10.50" });
    expect(await views(product.id)).toBe(2);
  });

  it("counts a signed-in user by their account, not their address", async () => {
    const product = await newProduct();
    const reader = await make.user();
    await look(product.id, { address: "41.59.10.60" });
    await look(product.id, { address: "41.59.10.60" }, reader.id);
    await look(product.id, { address: "41.59.10.60" }, reader.id);
    expect(await views(product.id)).toBe(2);
  });

  it("keeps no raw address", async () => {
    const product = await newProduct();
    await look(product.id, { address: "41.59.10.70" });
    const rows = await queryRows<{ viewer_key: string }>(
      handle.db,
      sql`select viewer_key from listing_views where listing_id = ${product.id}`,
    );
    // The address's hash, and the new cookie id marked as seen.
    const keys = rows.map((r) => r.viewer_key).sort();
    expect(keys).toEqual([expect.stringMatching(/^a:[0-9a-f]{32}$/), expect.stringMatching(/^v:[0-9a-f-]{36}$/)]);
    expect(keys.join()).not.toContain("41.59");
  });
});
