import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabaseAcrossMigration } from "#tests/fixtures/test-database";
import { queryRows } from "./client";

/** The migration that remembers the price a free slot was taken at (drizzle/0025_free-slot-price.sql). */
const TAG = "0025_free-slot-price";

const ids = {
  campus: "00000000-0000-4000-8000-000000000100",
  student: "00000000-0000-4000-8000-000000000101",
  owner: "00000000-0000-4000-8000-000000000102",
  room: "00000000-0000-4000-8000-000000000110",
  studentProduct: "00000000-0000-4000-8000-000000000111",
  ownerProduct: "00000000-0000-4000-8000-000000000112",
  paidProduct: "00000000-0000-4000-8000-000000000113",
};

const handle = testDatabaseAcrossMigration(TAG, async (handle) => {
  await handle.db.execute(sql`
    insert into campuses (id, name, short_name, city, region, latitude, longitude)
      values (${ids.campus}, 'Migration U', 'MU', 'Dar es Salaam', 'Dar es Salaam', -6.78, 39.2);
  `);
  await handle.db.execute(sql`
    insert into users (id, full_name, email, campus_id) values
      (${ids.student}, 'Asha Student', 'asha.slot@example.test', ${ids.campus}), (${ids.owner}, 'Juma Owner', 'juma.slot@example.test', ${ids.campus});
  `);
  await handle.db.execute(
    sql`insert into shops (name, location, owner_id) values ('Juma Prints', 'Mlimani City', ${ids.owner})`,
  );
  await handle.db.execute(sql`
    insert into listings (id, kind, seller_id, title, price, category, location, fee_waived, fee_paid, fee_amount) values
      (${ids.room}, 'accommodation', ${ids.owner}, 'Single room', 120000, 'Private Room', 'Sinza', true, true, 0),
      (${ids.studentProduct}, 'product', ${ids.student}, 'Notes', 20000, 'Books', null, true, true, 0),
      (${ids.ownerProduct}, 'product', ${ids.owner}, 'Printer', 300000, 'Electronics', null, true, true, 0),
      (${ids.paidProduct}, 'product', ${ids.student}, 'Desk', 50000, 'Furniture', null, false, true, 50);
  `);
});

describe("the free-slot price migration", () => {
  it("gives the rule to the free listings whose waiver can only be a slot's, and leaves a shop owner's products the shop's", async () => {
    const rows = await queryRows<{ id: string; free_slot_price: string | null }>(
      handle.db,
      sql`select id, free_slot_price::text from listings order by id`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.free_slot_price]))).toEqual({
      [ids.room]: "120000.00",
      [ids.studentProduct]: "20000.00",
      [ids.ownerProduct]: null,
      [ids.paidProduct]: null,
    });
  });

  it("refuses a free-slot price on a listing that is not free", async () => {
    await expect(
      handle.db.execute(sql`update listings set free_slot_price = 50000 where id = ${ids.paidProduct}`),
    ).rejects.toThrow();
  });
});
