ALTER TABLE "listings" ADD COLUMN "free_slot_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_free_slot_is_waived" CHECK ("listings"."free_slot_price" is null or "listings"."fee_waived");--> statement-breakpoint
-- Listings already free: an accommodation's waiver can only be a free slot's (no premium shop lists
-- one free), and so is a product's whose seller has never owned a shop. A product of a shop owner
-- could be either, and stays as it was: the shop's waiver, never ended by an edit.
UPDATE "listings" SET "free_slot_price" = "price"
WHERE "fee_waived" AND ("kind" = 'accommodation' OR NOT EXISTS (SELECT 1 FROM "shops" s WHERE s."owner_id" = "listings"."seller_id"));
