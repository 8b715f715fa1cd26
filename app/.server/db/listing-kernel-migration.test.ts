import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabaseAcrossMigration } from "#tests/fixtures/test-database";
import { queryRows } from "./client";

/** The migration that folds products and accommodations into listings (drizzle/0007_listing-kernel.sql). */
const KERNEL_TAG = "0007_listing-kernel";

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

const ids = {
  campus: "00000000-0000-4000-8000-000000000001",
  seller: "00000000-0000-4000-8000-000000000002",
  buyer: "00000000-0000-4000-8000-000000000003",
  shop: "00000000-0000-4000-8000-000000000004",
  shopProduct: "00000000-0000-4000-8000-000000000010",
  pendingProduct: "00000000-0000-4000-8000-000000000011",
  soldProduct: "00000000-0000-4000-8000-000000000012",
  room: "00000000-0000-4000-8000-000000000020",
  rentedRoom: "00000000-0000-4000-8000-000000000021",
};

const handle = testDatabaseAcrossMigration(KERNEL_TAG, async (handle) => {
  // Rows of every kind, in the shape the tables had before the kernel.
  await handle.db.execute(sql`
    insert into campuses (id, name, short_name, city, region, latitude, longitude)
      values (${ids.campus}, 'Migration U', 'MU', 'Dar es Salaam', 'Dar es Salaam', -6.78, 39.2);
  `);
  await handle.db.execute(sql`
    insert into users (id, full_name, email, campus_id, whatsapp_number, free_products_used) values
      (${ids.seller}, 'Asha Seller', 'asha@example.test', ${ids.campus}, '0754123456', 1),
      (${ids.buyer}, 'Baraka Buyer', 'baraka@example.test', ${ids.campus}, null, 0);
  `);
  await handle.db.execute(
    sql`insert into shops (id, name, location, owner_id) values (${ids.shop}, 'Asha Prints', 'Mlimani City', ${ids.seller})`,
  );
  await handle.db.execute(sql`
    insert into products (id, name, description, price, category, condition, image_urls, status, views_count, seller_id, shop_id,
        is_shop_product, fee_paid, fee_amount, fee_waived, created_at, updated_at) values
      (${ids.shopProduct}, 'Dell laptop', 'Core i5, 8GB', 850000, 'Electronics', 'Good', array['u/a.webp', 'u/b.webp'], 'active', 7,
        ${ids.seller}, ${ids.shop}, true, true, 0, true, '2026-01-02T10:00:00Z', '2026-01-03T10:00:00Z'),
      (${ids.pendingProduct}, 'Calculus textbook', null, 150000, 'Books', null, '{}', 'pending', 0,
        ${ids.seller}, null, false, false, 150, false, '2026-02-02T10:00:00Z', '2026-02-02T10:00:00Z'),
      (${ids.soldProduct}, 'Desk lamp', 'Warm light', 20000.50, 'Furniture', 'Fair', '{}', 'sold', 3,
        ${ids.seller}, null, false, true, 20.00, false, '2026-03-02T10:00:00Z', '2026-03-04T10:00:00Z');
  `);
  await handle.db.execute(sql`
    insert into accommodations (id, title, description, price, category, location, address, room_type, amenities, image_urls,
        status, views_count, seller_id, fee_paid, fee_amount, fee_waived, created_at, updated_at) values
      (${ids.room}, 'Sunny single room', 'Near the gate', 120000, 'Private Room', 'Sinza', 'Plot 12', 'Single Room',
        array['WiFi', 'Water'], array['u/r1.webp', 'u/r2.webp', 'u/r3.webp'], 'active', 11, ${ids.seller}, true, 1200, false,
        '2026-04-02T10:00:00Z', '2026-04-05T10:00:00Z'),
      (${ids.rentedRoom}, 'Shared flat', null, 90000, 'Other', 'Mwenge', null, null, '{}', '{}', 'rented', 0, ${ids.seller},
        true, 0, true, '2026-05-02T10:00:00Z', '2026-05-02T10:00:00Z');
  `);
  await handle.db.execute(sql`
    insert into favorites (user_id, product_id, accommodation_id, shop_id) values
      (${ids.buyer}, ${ids.shopProduct}, null, null),
      (${ids.buyer}, null, ${ids.room}, null),
      (${ids.buyer}, null, null, ${ids.shop});
  `);
  await handle.db.execute(sql`
    insert into payments (user_id, order_id, payment_type, amount, product_id, accommodation_id, shop_id, updated_at) values
      (${ids.seller}, 'order-product', 'listing_fee', 150, ${ids.pendingProduct}, null, null, '2026-02-03T10:00:00Z'),
      (${ids.seller}, 'order-room', 'listing_fee', 1200, null, ${ids.room}, null, '2026-04-03T10:00:00Z'),
      (${ids.seller}, 'order-shop', 'shop_subscription', 50000, null, null, ${ids.shop}, '2026-06-03T10:00:00Z');
  `);
  await handle.db.execute(sql`
    insert into listing_views (listing_id, viewer_key) values (${ids.shopProduct}, 'u:x'), (${ids.room}, 'v:y'),
      ('00000000-0000-4000-8000-0000000000ff', 'v:gone');
  `);
});

describe("the listing kernel migration", () => {
  it("moves every product and accommodation into listings with its id and every value", async () => {
    const moved = await rows<Record<string, unknown>>(sql`
      select id, kind, seller_id, shop_id, title, description, price::text, category, condition, location, address, room_type,
        amenities, image_urls, status, views_count, fee_paid, fee_amount::text, fee_waived, created_at, updated_at
      from listings order by created_at`);
    expect(moved.map((row) => row.id)).toEqual([
      ids.shopProduct,
      ids.pendingProduct,
      ids.soldProduct,
      ids.room,
      ids.rentedRoom,
    ]);
    expect(moved[0]).toMatchObject({
      kind: "product",
      seller_id: ids.seller,
      shop_id: ids.shop,
      title: "Dell laptop",
      description: "Core i5, 8GB",
      price: "850000.00",
      category: "Electronics",
      condition: "Good",
      location: null,
      amenities: [],
      image_urls: ["u/a.webp", "u/b.webp"],
      status: "active",
      views_count: 7,
      fee_paid: true,
      fee_amount: "0.00",
      fee_waived: true,
    });
    expect(new Date(moved[0]!.updated_at as string).toISOString()).toBe("2026-01-03T10:00:00.000Z");
    // Migration 0017 renamed the waiting status: pending became pending_fee.
    expect(moved[1]).toMatchObject({
      kind: "product",
      status: "pending_fee",
      fee_paid: false,
      fee_amount: "150.00",
      description: null,
    });
    expect(moved[2]).toMatchObject({ kind: "product", status: "sold", price: "20000.50", condition: "Fair" });
    expect(moved[3]).toMatchObject({
      kind: "accommodation",
      title: "Sunny single room",
      price: "120000.00",
      category: "Private Room",
      location: "Sinza",
      address: "Plot 12",
      room_type: "Single Room",
      amenities: ["WiFi", "Water"],
      image_urls: ["u/r1.webp", "u/r2.webp", "u/r3.webp"],
      views_count: 11,
      fee_amount: "1200.00",
      shop_id: null,
      condition: null,
    });
    expect(new Date(moved[3]!.created_at as string).toISOString()).toBe("2026-04-02T10:00:00.000Z");
    expect(moved[4]).toMatchObject({ kind: "accommodation", status: "rented", fee_waived: true, location: "Mwenge" });
  });

  it("points favorites, payments and views at listings, and drops views of listings that never existed", async () => {
    const favorites = await rows<{ listing_id: string | null; shop_id: string | null }>(
      sql`select listing_id, shop_id from favorites order by listing_id nulls last`,
    );
    expect(favorites).toEqual([
      { listing_id: ids.shopProduct, shop_id: null },
      { listing_id: ids.room, shop_id: null },
      { listing_id: null, shop_id: ids.shop },
    ]);
    const payments = await rows<{ order_id: string; listing_id: string | null; shop_id: string | null }>(
      sql`select order_id, listing_id, shop_id from payments order by order_id`,
    );
    expect(payments).toEqual([
      { order_id: "order-product", listing_id: ids.pendingProduct, shop_id: null },
      { order_id: "order-room", listing_id: ids.room, shop_id: null },
      { order_id: "order-shop", listing_id: null, shop_id: ids.shop },
    ]);
    // Moving the pointer is not a change to the payment: its updated_at stays as it was.
    const touched = await rows<{ order_id: string; updated_at: string }>(
      sql`select order_id, updated_at from payments order by order_id`,
    );
    expect(touched.map((row) => new Date(row.updated_at).toISOString())).toEqual([
      "2026-02-03T10:00:00.000Z",
      "2026-04-03T10:00:00.000Z",
      "2026-06-03T10:00:00.000Z",
    ]);
    const views = await rows<{ listing_id: string }>(sql`select listing_id from listing_views order by listing_id`);
    expect(views.map((view) => view.listing_id)).toEqual([ids.shopProduct, ids.room]);
  });

  it("leaves no old table behind, and the foreign keys hold", async () => {
    const old = await rows<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_name in ('products', 'accommodations')`,
    );
    expect(old).toEqual([]);
    await handle.db.execute(sql`delete from listings where id = ${ids.room}`);
    const left = await rows<{ n: number }>(
      sql`select count(*)::int as n from favorites where listing_id = ${ids.room}`,
    );
    expect(left[0]!.n).toBe(0);
    const payment = await rows<{ listing_id: string | null }>(
      sql`select listing_id from payments where order_id = 'order-room'`,
    );
    expect(payment[0]!.listing_id).toBeNull();
    await expect(
      handle.db.execute(
        sql`insert into listing_views (listing_id, viewer_key) values ('00000000-0000-4000-8000-0000000000fe', 'v:z')`,
      ),
    ).rejects.toThrow();
  });

  it("counts the moved words per kind of listing, and shops as 'shop'", async () => {
    const words = await rows<{ kind: string; word: string; listings: number }>(
      sql`select kind, word, listings from search_vocabulary where listings > 0 order by kind, word`,
    );
    const kinds = new Set(words.map((w) => w.kind));
    expect([...kinds].sort()).toEqual(["accommodation", "product", "shop"]);
    expect(words).toContainEqual({ kind: "product", word: "laptop", listings: 1 });
    expect(words).toContainEqual({ kind: "shop", word: "prints", listings: 1 });
    expect(words.some((w) => w.kind === "accommodation" && w.word === "mwenge")).toBe(true);
  });

  it("enforces each kind's own fields, photo limit and statuses", async () => {
    const insert = (values: ReturnType<typeof sql>) =>
      handle.db.execute(
        sql`insert into listings (kind, seller_id, title, price, category, location, status, image_urls, condition) values ${values}`,
      );
    const six = sql`array['1','2','3','4','5','6']`;
    await expect(
      insert(sql`('product', ${ids.seller}, 'X', 1, 'Books', 'Sinza', 'active', '{}', null)`),
    ).rejects.toThrow();
    await expect(
      insert(sql`('product', ${ids.seller}, 'X', 1, 'Books', null, 'rented', '{}', null)`),
    ).rejects.toThrow();
    await expect(
      insert(sql`('product', ${ids.seller}, 'X', 1, 'Books', null, 'active', ${six}, null)`),
    ).rejects.toThrow();
    await expect(
      insert(sql`('accommodation', ${ids.seller}, 'X', 1, 'Other', null, 'active', '{}', null)`),
    ).rejects.toThrow();
    await expect(
      insert(sql`('accommodation', ${ids.seller}, 'X', 1, 'Other', 'Sinza', 'sold', '{}', null)`),
    ).rejects.toThrow();
    await expect(
      insert(sql`('accommodation', ${ids.seller}, 'X', 1, 'Books', 'Sinza', 'active', '{}', null)`),
    ).rejects.toThrow();
    await expect(
      insert(sql`('accommodation', ${ids.seller}, 'X', 1, 'Other', 'Sinza', 'active', '{}', 'Good')`),
    ).rejects.toThrow();
    await insert(sql`('accommodation', ${ids.seller}, 'X', 1, 'Other', 'Sinza', 'active', ${six}, null)`);
    await insert(sql`('product', ${ids.seller}, 'Y', 1, 'Books', null, 'sold', '{}', 'Good')`);
  });
});
