CREATE TABLE "listing_deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid,
	"outcome" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "listing_deals_outcome_valid" CHECK ("listing_deals"."outcome" in ('sold', 'rented')),
	CONSTRAINT "listing_deals_not_to_oneself" CHECK ("listing_deals"."buyer_id" is null or "listing_deals"."buyer_id" <> "listing_deals"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "listing_deals" ADD CONSTRAINT "listing_deals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_deals" ADD CONSTRAINT "listing_deals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_deals" ADD CONSTRAINT "listing_deals_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_deals_listing_closed_at_idx" ON "listing_deals" USING btree ("listing_id","closed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_deals_seller_closed_at_idx" ON "listing_deals" USING btree ("seller_id","closed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_deals_buyer_id_idx" ON "listing_deals" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_saved_listing_closed_key" ON "notifications" USING btree ("listing_id","user_id") WHERE "notifications"."kind" = 'saved_listing_closed';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'account_warned', 'report_actioned', 'report_dismissed', 'moderation_needed', 'student_verification_lapsed', 'saved_listing_closed'));--> statement-breakpoint
-- A sold product can be put back up by its seller (within 30 days, checked by the app): the buyer
-- backed out. A rented place could already go back (the tenancy ended). Either waits for its fee
-- when a price raised while it was closed owes the difference.
INSERT INTO "listing_status_moves" ("from_status", "to_status") VALUES ('sold', 'active'), ('sold', 'pending_fee'), ('rented', 'pending_fee');
