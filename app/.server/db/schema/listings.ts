import { type SQL, sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ACCOMMODATION_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_CONDITIONS } from "../../../lib/listings/categories";
import { LISTING_KIND_RULES, LISTING_KINDS } from "../../../lib/listings/kinds";
import { createdAt, id, searchDocument, tsvector, tzs, updatedAt } from "./columns";
import { shops } from "./shops";
import { sqlLiteral, sqlLiterals } from "./sql-literals";
import { users } from "./users";

/** `kind = 'x' and <rule>` for each kind, OR-ed: a per-kind rule the database enforces. */
function perKind(kindColumn: SQL, rule: (kind: (typeof LISTING_KINDS)[number]) => SQL): SQL {
  return sql.join(
    LISTING_KINDS.map((kind) => sql`(${kindColumn} = ${sqlLiteral(kind)} and ${rule(kind)})`),
    sql` or `,
  );
}

const CATEGORIES = { product: PRODUCT_CATEGORIES, accommodation: ACCOMMODATION_CATEGORIES } as const;

/**
 * Every listing, whatever its kind (docs/decisions/0006-listing-kernel.md). What all kinds share
 * are plain columns; what only one kind has is a nullable column that CHECK constraints require
 * for its kind and forbid for the others, so a product can never carry a room type and an
 * accommodation can never lack its location. Photo limits and status sets are per kind too.
 */
export const listings = pgTable(
  "listings",
  {
    id: id(),
    kind: text("kind").notNull(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Products only: listed under one of the seller's shops. */
    shopId: uuid("shop_id").references(() => shops.id, { onDelete: "set null" }),
    /** A product's name, an accommodation's title. */
    title: text("title").notNull(),
    description: text("description"),
    /** TZS; for an accommodation, the monthly rent. */
    price: tzs("price").notNull(),
    /** From the kind's own list (lib/listings/categories.ts). */
    category: text("category").notNull(),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    /** One status and a checked set of moves (app/lib/listings/listing-status.ts; the database refuses any other). */
    status: text("status").notNull().default("active"),
    /** When the status last changed: how long a hidden listing's expiry clock has stood still. */
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why a moderator hid or removed it, shown to its seller. */
    moderationNote: text("moderation_note"),
    /** When an active listing stops being listed; null while it has no end. Stops while hidden. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    viewsCount: integer("views_count").notNull().default(0),
    feePaid: boolean("fee_paid").notNull().default(true),
    feeAmount: tzs("fee_amount").notNull().default("0"),
    /** How much of the fee has been paid so far: a raised price owes only the difference. */
    feePaidAmount: tzs("fee_paid_amount").notNull().default("0"),
    /** Listed free (a free-quota slot or a premium shop): edits never charge a fee. */
    feeWaived: boolean("fee_waived").notNull().default(false),
    /**
     * The price it took a free slot at; null when its waiver (if any) is a premium shop's. The slot
     * was for this thing at about this price: an edit to another category, or above 1.5 times this,
     * ends the waiver (app/lib/payments/listing-fee.ts, feeAfterEdit).
     */
    freeSlotPrice: tzs("free_slot_price"),
    // Products only.
    condition: text("condition"),
    // Accommodations only.
    location: text("location"),
    address: text("address"),
    roomType: text("room_type"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs((): SQL => searchDocument(sql.raw("title"), sql.raw("description"), sql.raw("location"))),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("listings_kind_status_created_at_idx").on(
      t.kind,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_kind_category_idx").on(
      t.kind,
      t.category,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The price sorts of a kind's list (?sort=price_asc|price_desc), newest first among equal prices.
    index("listings_kind_status_price_idx").on(
      t.kind,
      t.status,
      t.price,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_kind_status_price_desc_idx").on(
      t.kind,
      t.status,
      t.price.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("listings_seller_id_idx").on(t.sellerId, t.createdAt.desc().nullsFirst()),
    index("listings_shop_id_idx").on(t.shopId),
    // The expiry job's look at live listings near or past their end (domain/listings/run-listing-expiry.ts).
    index("listings_active_expires_at_idx").on(t.expiresAt).where(sql`${t.status} = 'active'`),
    index("listings_search_idx").using("gin", t.search),
    index("listings_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("listings_description_trgm_idx").using("gin", sql`${t.description} gin_trgm_ops`),
    check("listings_kind_valid", sql`${t.kind} in (${sqlLiterals(LISTING_KINDS)})`),
    check("listings_price_nonnegative", sql`${t.price} >= 0`),
    check("listings_fee_nonnegative", sql`${t.feeAmount} >= 0 and ${t.feePaidAmount} >= 0`),
    check("listings_free_slot_is_waived", sql`${t.freeSlotPrice} is null or ${t.feeWaived}`),
    check("listings_views_nonnegative", sql`${t.viewsCount} >= 0`),
    check("listings_title_not_blank", sql`length(btrim(${t.title})) > 0`),
    check(
      "listings_image_count",
      perKind(
        sql`${t.kind}`,
        (kind) =>
          sql`coalesce(array_length(${t.imageUrls}, 1), 0) <= ${sql.raw(String(LISTING_KIND_RULES[kind].maxPhotos))}`,
      ),
    ),
    check(
      "listings_status_valid",
      perKind(sql`${t.kind}`, (kind) => sql`${t.status} in (${sqlLiterals(LISTING_KIND_RULES[kind].statuses)})`),
    ),
    check(
      "listings_category_valid",
      perKind(sql`${t.kind}`, (kind) => sql`${t.category} in (${sqlLiterals(CATEGORIES[kind])})`),
    ),
    check(
      "listings_product_fields",
      sql`${t.kind} <> 'product' or (${t.location} is null and ${t.address} is null and ${t.roomType} is null and ${t.amenities} = '{}'::text[])`,
    ),
    check(
      "listings_product_condition_valid",
      sql`${t.condition} is null or ${t.condition} in (${sqlLiterals(PRODUCT_CONDITIONS)})`,
    ),
    check(
      "listings_accommodation_fields",
      sql`${t.kind} <> 'accommodation' or (${t.location} is not null and ${t.condition} is null and ${t.shopId} is null)`,
    ),
  ],
);
