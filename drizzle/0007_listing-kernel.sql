-- One listings table for every kind (docs/decisions/0006-listing-kernel.md). Products and
-- accommodations move into it with their ids, so every shared link keeps working; favorites,
-- payments and listing views then point at listings.id with real foreign keys.
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"shop_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"fee_paid" boolean DEFAULT true NOT NULL,
	"fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fee_waived" boolean DEFAULT false NOT NULL,
	"condition" text,
	"location" text,
	"address" text,
	"room_type" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_kind_valid" CHECK ("listings"."kind" in ('product', 'accommodation')),
	CONSTRAINT "listings_price_nonnegative" CHECK ("listings"."price" >= 0),
	CONSTRAINT "listings_fee_nonnegative" CHECK ("listings"."fee_amount" >= 0),
	CONSTRAINT "listings_views_nonnegative" CHECK ("listings"."views_count" >= 0),
	CONSTRAINT "listings_title_not_blank" CHECK (length(btrim("listings"."title")) > 0),
	CONSTRAINT "listings_image_count" CHECK (("listings"."kind" = 'product' and coalesce(array_length("listings"."image_urls", 1), 0) <= 5) or ("listings"."kind" = 'accommodation' and coalesce(array_length("listings"."image_urls", 1), 0) <= 10)),
	CONSTRAINT "listings_status_valid" CHECK (("listings"."kind" = 'product' and "listings"."status" in ('active', 'inactive', 'pending', 'sold')) or ("listings"."kind" = 'accommodation' and "listings"."status" in ('active', 'inactive', 'pending', 'rented'))),
	CONSTRAINT "listings_category_valid" CHECK (("listings"."kind" = 'product' and "listings"."category" in ('Electronics', 'Books', 'Clothing', 'Furniture', 'Sports', 'Beauty', 'Food', 'Other')) or ("listings"."kind" = 'accommodation' and "listings"."category" in ('Student Housing', 'Shared Apartment', 'Private Room', 'Studio', 'Family Housing', 'Other'))),
	CONSTRAINT "listings_product_fields" CHECK ("listings"."kind" <> 'product' or ("listings"."location" is null and "listings"."address" is null and "listings"."room_type" is null and "listings"."amenities" = '{}'::text[])),
	CONSTRAINT "listings_product_condition_valid" CHECK ("listings"."condition" is null or "listings"."condition" in ('Brand New', 'Like New', 'Good', 'Fair', 'Poor')),
	CONSTRAINT "listings_accommodation_fields" CHECK ("listings"."kind" <> 'accommodation' or ("listings"."location" is not null and "listings"."condition" is null and "listings"."shop_id" is null))
);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_kind_status_created_at_idx" ON "listings" USING btree ("kind","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_kind_category_idx" ON "listings" USING btree ("kind","category","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_seller_id_idx" ON "listings" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "listings_shop_id_idx" ON "listings" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_description_trgm_idx" ON "listings" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE TRIGGER listings_touch_updated_at BEFORE UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION touch_listing_updated_at()--> statement-breakpoint
-- The search vocabulary is counted per kind of listing now, not per table: a row's own kind for
-- listings, the trigger's argument for other tables (shops pass 'shop').
CREATE OR REPLACE FUNCTION count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added_kinds text[];
  added tsvector[];
  removed_kinds text[];
  removed tsvector[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF TG_NARGS > 0 THEN
      DELETE FROM search_vocabulary WHERE kind = TG_ARGV[0];
    ELSE
      DELETE FROM search_vocabulary WHERE kind <> 'shop';
    END IF;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(coalesce(TG_ARGV[0], to_jsonb(r) ->> 'kind')), array_agg(r.search) INTO added_kinds, added FROM new_rows AS r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(coalesce(TG_ARGV[0], to_jsonb(r) ->> 'kind')), array_agg(r.search) INTO removed_kinds, removed FROM old_rows AS r;
  ELSE -- UPDATE, row by row
    added_kinds := ARRAY[coalesce(TG_ARGV[0], to_jsonb(NEW) ->> 'kind')];
    added := ARRAY[NEW.search];
    removed_kinds := ARRAY[coalesce(TG_ARGV[0], to_jsonb(OLD) ->> 'kind')];
    removed := ARRAY[OLD.search];
  END IF;
  INSERT INTO search_vocabulary AS v (kind, word, listings)
  SELECT k, word, sum(change)
  FROM (
    SELECT d.k, unnest(tsvector_to_array(d.doc)) AS word, 1 AS change FROM unnest(added_kinds, added) AS d(k, doc)
    UNION ALL
    SELECT d.k, unnest(tsvector_to_array(d.doc)), -1 FROM unnest(removed_kinds, removed) AS d(k, doc)
  ) AS changes
  WHERE word ~ '^[a-z]{4,30}$'
  GROUP BY k, word
  HAVING sum(change) <> 0
  ORDER BY k, word
  ON CONFLICT (kind, word) DO UPDATE SET listings = v.listings + excluded.listings;
  RETURN NULL;
END;
$$--> statement-breakpoint
CREATE TRIGGER listings_vocabulary_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words()--> statement-breakpoint
CREATE TRIGGER listings_vocabulary_update AFTER UPDATE ON listings
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION count_search_words()--> statement-breakpoint
CREATE TRIGGER listings_vocabulary_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words()--> statement-breakpoint
CREATE TRIGGER listings_vocabulary_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_words()--> statement-breakpoint
DROP TRIGGER shops_vocabulary_insert ON shops--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_insert AFTER INSERT ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words('shop')--> statement-breakpoint
DROP TRIGGER shops_vocabulary_update ON shops--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_update AFTER UPDATE ON shops
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION count_search_words('shop')--> statement-breakpoint
DROP TRIGGER shops_vocabulary_delete ON shops--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_delete AFTER DELETE ON shops
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words('shop')--> statement-breakpoint
DROP TRIGGER shops_vocabulary_truncate ON shops--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_truncate AFTER TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_words('shop')--> statement-breakpoint
DELETE FROM search_vocabulary WHERE kind IN ('products', 'accommodations')--> statement-breakpoint
UPDATE search_vocabulary SET kind = 'shop' WHERE kind = 'shops'--> statement-breakpoint
-- The rows move with their ids and every stored value; the vocabulary triggers count their words.
INSERT INTO listings (id, kind, seller_id, shop_id, title, description, price, category, image_urls, status,
  views_count, fee_paid, fee_amount, fee_waived, condition, created_at, updated_at)
SELECT id, 'product', seller_id, shop_id, name, description, price, category, image_urls, status,
  views_count, fee_paid, fee_amount, fee_waived, condition, created_at, updated_at
FROM products--> statement-breakpoint
INSERT INTO listings (id, kind, seller_id, title, description, price, category, image_urls, status,
  views_count, fee_paid, fee_amount, fee_waived, location, address, room_type, amenities, created_at, updated_at)
SELECT id, 'accommodation', seller_id, title, description, price, category, image_urls, status,
  views_count, fee_paid, fee_amount, fee_waived, location, address, room_type, amenities, created_at, updated_at
FROM accommodations--> statement-breakpoint
ALTER TABLE "favorites" DROP CONSTRAINT "favorites_exactly_one_target"--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "listing_id" uuid--> statement-breakpoint
UPDATE "favorites" SET "listing_id" = coalesce("product_id", "accommodation_id") WHERE "shop_id" IS NULL--> statement-breakpoint
ALTER TABLE "favorites" DROP COLUMN "product_id"--> statement-breakpoint
ALTER TABLE "favorites" DROP COLUMN "accommodation_id"--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "listing_id" uuid--> statement-breakpoint
-- A payment pointed at one listing at most; refuse to guess if one ever pointed at two.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM payments WHERE product_id IS NOT NULL AND accommodation_id IS NOT NULL) THEN
    RAISE EXCEPTION 'a payment points at both a product and an accommodation; resolve it before migrating';
  END IF;
END;
$$--> statement-breakpoint
-- Pointing a payment at its listing is not a change to the payment: keep its updated_at.
ALTER TABLE "payments" DISABLE TRIGGER "payments_touch_updated_at"--> statement-breakpoint
UPDATE "payments" SET "listing_id" = coalesce("product_id", "accommodation_id")
WHERE "product_id" IS NOT NULL OR "accommodation_id" IS NOT NULL--> statement-breakpoint
ALTER TABLE "payments" ENABLE TRIGGER "payments_touch_updated_at"--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "product_id"--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "accommodation_id"--> statement-breakpoint
-- Views of listings that no longer exist guarded nothing; a foreign key now prevents them.
DELETE FROM listing_views WHERE NOT EXISTS (SELECT 1 FROM listings WHERE listings.id = listing_views.listing_id)--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_listing_key" ON "favorites" USING btree ("user_id","listing_id");--> statement-breakpoint
CREATE INDEX "favorites_listing_id_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_exactly_one_target" CHECK (num_nonnulls("favorites"."listing_id", "favorites"."shop_id") = 1);--> statement-breakpoint
DROP TABLE "products"--> statement-breakpoint
DROP TABLE "accommodations"
