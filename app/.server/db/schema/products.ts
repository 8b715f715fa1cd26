import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, searchDocument, tsvector, tzs, updatedAt } from "./columns";
import { shops } from "./shops";
import { users } from "./users";

export const products = pgTable(
  "products",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    price: tzs("price").notNull(),
    category: text("category").notNull(),
    condition: text("condition"),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("active"),
    viewsCount: integer("views_count").notNull().default(0),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    isShopProduct: boolean("is_shop_product").notNull().default(false),
    feePaid: boolean("fee_paid").notNull().default(true),
    feeAmount: tzs("fee_amount").notNull().default("0"),
    /** Listed free (a free-quota slot or a premium shop): edits never charge a fee. */
    feeWaived: boolean("fee_waived").notNull().default(false),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(sql.raw("name"), sql.raw("description"))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_seller_id_idx").on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index("products_shop_id_idx").on(t.shopId),
    index("products_category_idx").on(t.category, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("products_search_idx").using("gin", t.search),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("products_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    check("products_price_nonnegative", sql`${t.price} >= 0`),
    check("products_fee_nonnegative", sql`${t.feeAmount} >= 0`),
    check("products_views_nonnegative", sql`${t.viewsCount} >= 0`),
    check("products_name_not_blank", sql`length(btrim(${t.name})) > 0`),
    check("products_image_count", sql`coalesce(array_length(${t.imageUrls}, 1), 0) <= 5`),
    check("products_status_valid", sql`${t.status} in ('active', 'inactive', 'pending', 'sold')`),
    check(
      "products_category_valid",
      sql`${t.category} in ('Electronics', 'Books', 'Clothing', 'Furniture', 'Sports', 'Beauty', 'Food', 'Other')`,
    ),
    check(
      "products_condition_valid",
      sql`${t.condition} is null or ${t.condition} in ('Brand New', 'Like New', 'Good', 'Fair', 'Poor')`,
    ),
    check("products_shop_product_has_shop", sql`${t.isShopProduct} = (${t.shopId} is not null)`),
  ],
);
