import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/.server/db/client";
import { PRODUCTS } from "~/.server/db/seed-data/products";

/**
 * Adds generated products (names and descriptions from the demo catalogue) up to `total`.
 *
 * Every generated row costs the same whatever the table's size: the photo sets and the sellers are
 * read once, before the inserts, and each row picks from those arrays by its number. (A subquery per
 * row over listings, planned from statistics of the seeded table, read and sorted every product
 * listing for each row, the rows already added by the same growth among them: from the seed, a
 * batch of 10,000 took 38 s, the next 159 s, and 100,000 products would have taken about an hour.)
 */
export async function growProducts(db: Database, total: number) {
  const [{ n: have } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from listings where kind = 'product'`,
  );
  const missing = total - have;
  if (missing <= 0) return;
  const names = PRODUCTS.map((p) => p.name);
  const descriptions = PRODUCTS.map((p) => p.description);
  const categories = PRODUCTS.map((p) => p.category);
  const prices = PRODUCTS.map((p) => p.priceTzs);
  const photoSets = (
    await queryRows<{ image_urls: string[] }>(
      db,
      sql`select image_urls from listings where kind = 'product' and image_urls <> '{}' order by id limit 20`,
    )
  ).map((r) => r.image_urls);
  if (photoSets.length === 0) photoSets.push([]);
  const sellerIds = (await queryRows<{ id: string }>(db, sql`select id from users order by id`)).map((r) => r.id);
  if (sellerIds.length === 0) throw new Error("growProducts needs at least one user to sell the products");
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
        array(select jsonb_array_elements_text(${JSON.stringify(photoSets)}::jsonb -> (g % ${photoSets.length}))),
        (${JSON.stringify(sellerIds)}::jsonb ->> (g % ${sellerIds.length}))::uuid,
        case when g % 20 = 0 then 'sold' else 'active' end,
        now() - (g || ' minutes')::interval
      from generate_series(1, ${count}) as g`);
  }
  await db.execute(sql`analyze`);
}
