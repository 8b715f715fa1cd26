CREATE TABLE "listing_expiry_periods" (
	"kind" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "listing_expiry_periods_days_range" CHECK ("listing_expiry_periods"."days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_names_listing";--> statement-breakpoint
CREATE INDEX "listings_active_expires_at_idx" ON "listings" USING btree ("expires_at") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_listing_expiring_key" ON "notifications" USING btree ("listing_id","period_end") WHERE "notifications"."kind" = 'listing_expiring';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'account_warned', 'report_actioned', 'report_dismissed', 'moderation_needed', 'student_verification_lapsed', 'saved_listing_closed', 'review_received', 'review_replied', 'listing_expiring'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_listing" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('listing_favorited', 'seller_listed', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'moderation_needed', 'listing_expiring') or "notifications"."listing_id" is not null);--> statement-breakpoint
-- How long each kind stays up; the server writes its settings here at start (configure-listing-expiry.ts).
INSERT INTO "listing_expiry_periods" ("kind", "days") VALUES ('product', 60), ('accommodation', 30);
--> statement-breakpoint
-- Going live dates a listing's end (unless one was given), whichever way it goes live: posted free, its fee paid, put back
-- up, renewed, restored. Leaving 'hidden' is not going live: the status trigger moves its end on by
-- the time it stood hidden or under review (below); one that had none, from before expiry
-- existed, gets a full period.
CREATE OR REPLACE FUNCTION listings_set_expiry() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' AND (
    (TG_OP = 'INSERT' AND NEW.expires_at IS NULL)
    OR (OLD.status IN ('pending_fee', 'sold', 'rented', 'expired', 'removed'))
    OR (OLD.status IN ('under_review', 'hidden') AND OLD.expires_at IS NULL)
  ) THEN
    NEW.expires_at := now() + make_interval(days => coalesce((SELECT p.days FROM listing_expiry_periods p WHERE p.kind = NEW.kind), 60));
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER listings_set_expiry BEFORE INSERT OR UPDATE OF status ON listings FOR EACH ROW EXECUTE FUNCTION listings_set_expiry();
--> statement-breakpoint
-- Listings live before expiry existed get their full period from now: nobody's listing vanishes on
-- the day this ships. Dating their end is not an edit: their updated_at stays.
ALTER TABLE "listings" DISABLE TRIGGER "listings_touch_updated_at";
--> statement-breakpoint
UPDATE listings l SET expires_at = now() + make_interval(days => p.days)
FROM listing_expiry_periods p WHERE p.kind = l.kind AND l.status = 'active' AND l.expires_at IS NULL;
--> statement-breakpoint
ALTER TABLE "listings" ENABLE TRIGGER "listings_touch_updated_at";
--> statement-breakpoint
-- An expired listing renewed after its price was raised waits for the fee on the difference.
INSERT INTO "listing_status_moves" ("from_status", "to_status") VALUES ('expired', 'pending_fee');
--> statement-breakpoint
-- A listing's clock stands still while it is under review as well as while hidden: one cleared by a
-- moderator comes back with the days it had, never expiring the minute it is restored, unwarned.
CREATE OR REPLACE FUNCTION listings_status_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NOT EXISTS (SELECT 1 FROM listing_status_moves WHERE from_status = OLD.status AND to_status = NEW.status) THEN
      RAISE EXCEPTION 'listing status move % -> % is not allowed', OLD.status, NEW.status USING ERRCODE = 'check_violation', CONSTRAINT = 'listings_status_move';
    END IF;
    IF OLD.status IN ('hidden', 'under_review') AND OLD.expires_at IS NOT NULL THEN
      NEW.expires_at := OLD.expires_at + (now() - OLD.status_changed_at);
    END IF;
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END $$;
