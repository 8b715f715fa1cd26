CREATE TABLE "seller_listing_counts" (
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"active" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_listing_counts_seller_id_kind_pk" PRIMARY KEY("seller_id","kind"),
	CONSTRAINT "seller_listing_counts_active_check" CHECK ("seller_listing_counts"."active" >= 0)
);
--> statement-breakpoint
ALTER TABLE "seller_listing_counts" ADD CONSTRAINT "seller_listing_counts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept in the same transaction as the listing's change. An update that leaves status, seller
-- and kind alone (an edit, a view count) writes nothing here. A decrement never goes below zero,
-- so a count can never block a seller's change.
CREATE OR REPLACE FUNCTION count_seller_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.seller_id = NEW.seller_id AND OLD.kind = NEW.kind THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'active' THEN
    UPDATE seller_listing_counts SET active = greatest(active - 1, 0) WHERE seller_id = OLD.seller_id AND kind = OLD.kind;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'active' THEN
    INSERT INTO seller_listing_counts AS c (seller_id, kind, active) VALUES (NEW.seller_id, NEW.kind, 1)
    ON CONFLICT (seller_id, kind) DO UPDATE SET active = c.active + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_count_seller_listings AFTER INSERT OR DELETE OR UPDATE OF status, seller_id, kind ON listings
FOR EACH ROW EXECUTE FUNCTION count_seller_listings();
--> statement-breakpoint
INSERT INTO seller_listing_counts (seller_id, kind, active)
SELECT seller_id, kind, count(*) FROM listings WHERE status = 'active' GROUP BY seller_id, kind;
--> statement-breakpoint
-- Row triggers do not see TRUNCATE: emptying listings empties the counts too.
CREATE OR REPLACE FUNCTION clear_seller_listing_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM seller_listing_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_clear_seller_listing_counts AFTER TRUNCATE ON listings
FOR EACH STATEMENT EXECUTE FUNCTION clear_seller_listing_counts();
