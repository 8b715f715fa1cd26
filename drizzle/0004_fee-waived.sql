ALTER TABLE "accommodations" ADD COLUMN "fee_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fee_waived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Listings saved before this column existed with no fee were listed free.
UPDATE "products" SET "fee_waived" = true WHERE "fee_paid" AND "fee_amount" = 0;--> statement-breakpoint
UPDATE "accommodations" SET "fee_waived" = true WHERE "fee_paid" AND "fee_amount" = 0;
