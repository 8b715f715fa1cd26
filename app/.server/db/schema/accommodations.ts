import { sql, type SQL } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, searchDocument, tsvector, tzs, updatedAt } from "./columns";
import { users } from "./users";

export const accommodations = pgTable(
  "accommodations",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description"),
    /** Monthly rent in TZS. */
    price: tzs("price").notNull(),
    /** Not in the spec's entity, but its filter bar filters by it, so it is stored. */
    category: text("category").notNull().default("Other"),
    location: text("location").notNull(),
    address: text("address"),
    roomType: text("room_type"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    status: text("status").notNull().default("active"),
    viewsCount: integer("views_count").notNull().default(0),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    feePaid: boolean("fee_paid").notNull().default(true),
    feeAmount: tzs("fee_amount").notNull().default("0"),
    /** Listed free (a free-quota slot or a premium shop): edits never charge a fee. */
    feeWaived: boolean("fee_waived").notNull().default(false),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => searchDocument(sql.raw("title"), sql.raw("description"), sql.raw("location")),
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("accommodations_status_created_at_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("accommodations_seller_id_idx").on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index("accommodations_search_idx").using("gin", t.search),
    index("accommodations_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("accommodations_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    check("accommodations_price_nonnegative", sql`${t.price} >= 0`),
    check("accommodations_fee_nonnegative", sql`${t.feeAmount} >= 0`),
    check("accommodations_views_nonnegative", sql`${t.viewsCount} >= 0`),
    check("accommodations_title_not_blank", sql`length(btrim(${t.title})) > 0`),
    check("accommodations_image_count", sql`coalesce(array_length(${t.imageUrls}, 1), 0) <= 10`),
    check("accommodations_status_valid", sql`${t.status} in ('active', 'inactive', 'pending', 'rented')`),
    check(
      "accommodations_category_valid",
      sql`${t.category} in ('Student Housing', 'Shared Apartment', 'Private Room', 'Studio', 'Family Housing', 'Other')`,
    ),
  ],
);
