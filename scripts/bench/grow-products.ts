import { sql } from "drizzle-orm";
import { type Database, queryRows } from "~/.server/db/client";
import { PRODUCTS } from "~/.server/db/seed-data/products";

/** Adds generated products (names and descriptions from the demo catalogue) up to `total`. */
export async function growProducts(db: Database, total: number) {
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
