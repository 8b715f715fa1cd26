CREATE TABLE "listing_appeals" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_appeals_status_valid" CHECK ("listing_appeals"."status" in ('open', 'decided')),
	CONSTRAINT "listing_appeals_text_length" CHECK (char_length(btrim("listing_appeals"."text")) between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"subject_id" uuid,
	"note" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_action_valid" CHECK ("moderation_log"."action" in ('report_dismissed', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'user_warned', 'user_suspended', 'suspension_lifted', 'user_deleted', 'role_changed', 'verification_granted', 'verification_revoked', 'appeal_filed')),
	CONSTRAINT "moderation_log_target_kind_valid" CHECK ("moderation_log"."target_kind" in ('listing', 'user', 'shop', 'message', 'review'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"target_owner_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"snapshot" jsonb NOT NULL,
	"counted" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_kind_valid" CHECK ("reports"."target_kind" in ('listing', 'user', 'shop', 'message')),
	CONSTRAINT "reports_reason_valid" CHECK ("reports"."reason" in ('scam', 'prohibited', 'misleading', 'offensive', 'spam', 'unavailable', 'other')),
	CONSTRAINT "reports_details_length" CHECK ("reports"."details" is null or char_length("reports"."details") <= 1000),
	CONSTRAINT "reports_status_valid" CHECK ("reports"."status" in ('open', 'resolved')),
	CONSTRAINT "reports_outcome_matches_status" CHECK (("reports"."status" = 'open') = ("reports"."outcome" is null) and ("reports"."outcome" is null or "reports"."outcome" in ('actioned', 'dismissed')))
);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_valid";--> statement-breakpoint
-- The statuses of the listing's one life (app/lib/listing-status.ts): an unpaid listing waits
-- as pending_fee; an inactive one had run its course and can be renewed, as an expired one.
UPDATE "listings" SET "status" = 'pending_fee' WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "listings" SET "status" = 'expired' WHERE "status" = 'inactive';--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_names_listing";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_valid";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_note" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "listing_appeals" ADD CONSTRAINT "listing_appeals_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_appeals_open_idx" ON "listing_appeals" USING btree ("created_at") WHERE "listing_appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_log_created_at_idx" ON "moderation_log" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_actor_idx" ON "moderation_log" USING btree ("actor_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_subject_idx" ON "moderation_log" USING btree ("subject_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_target_idx" ON "moderation_log" USING btree ("target_kind","target_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_target" ON "reports" USING btree ("reporter_id","target_kind","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_kind","target_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_at_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_open_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_owner_idx" ON "reports" USING btree ("target_owner_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_valid" CHECK (("listings"."kind" = 'product' and "listings"."status" in ('pending_fee', 'active', 'sold', 'expired', 'under_review', 'hidden', 'removed')) or ("listings"."kind" = 'accommodation' and "listings"."status" in ('pending_fee', 'active', 'rented', 'expired', 'under_review', 'hidden', 'removed')));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'account_warned', 'report_actioned', 'report_dismissed', 'moderation_needed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_listing" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('listing_favorited', 'seller_listed', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'moderation_needed') or "notifications"."listing_id" is not null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" is null or "users"."role" in ('user', 'moderator', 'admin'));--> statement-breakpoint
-- The moves a listing's status may make; the same table as LISTING_STATUS_MOVES in
-- app/lib/listing-status.ts (a test keeps them equal). Who may make each is checked by the domain.
CREATE TABLE "listing_status_moves" (
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	CONSTRAINT "listing_status_moves_pk" PRIMARY KEY ("from_status", "to_status")
);--> statement-breakpoint
INSERT INTO "listing_status_moves" ("from_status", "to_status") VALUES
	('pending_fee', 'active'), ('pending_fee', 'removed'),
	('active', 'pending_fee'), ('active', 'sold'), ('active', 'rented'), ('active', 'expired'),
	('active', 'under_review'), ('active', 'hidden'), ('active', 'removed'),
	('sold', 'removed'),
	('rented', 'active'), ('rented', 'removed'),
	('expired', 'active'), ('expired', 'removed'),
	('under_review', 'active'), ('under_review', 'pending_fee'), ('under_review', 'hidden'), ('under_review', 'removed'),
	('hidden', 'active'), ('hidden', 'pending_fee'), ('hidden', 'removed'),
	('removed', 'active'), ('removed', 'pending_fee');--> statement-breakpoint
-- Refuses a move the table does not list, dates every move, and stops a hidden listing's expiry
-- clock: leaving 'hidden', its end moves on by the time it stood hidden.
CREATE FUNCTION listings_status_move() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF NOT EXISTS (SELECT 1 FROM listing_status_moves WHERE from_status = OLD.status AND to_status = NEW.status) THEN
      RAISE EXCEPTION 'listing status move % -> % is not allowed', OLD.status, NEW.status USING ERRCODE = 'check_violation', CONSTRAINT = 'listings_status_move';
    END IF;
    IF OLD.status = 'hidden' AND OLD.expires_at IS NOT NULL THEN
      NEW.expires_at := OLD.expires_at + (now() - OLD.status_changed_at);
    END IF;
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER listings_status_move BEFORE UPDATE OF status ON listings FOR EACH ROW EXECUTE FUNCTION listings_status_move();--> statement-breakpoint
-- The moderation log is appended to, never changed: history a moderator cannot rewrite.
CREATE FUNCTION moderation_log_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the moderation log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER moderation_log_no_update BEFORE UPDATE OR DELETE ON moderation_log FOR EACH ROW EXECUTE FUNCTION moderation_log_append_only();--> statement-breakpoint
CREATE TRIGGER moderation_log_no_truncate BEFORE TRUNCATE ON moderation_log FOR EACH STATEMENT EXECUTE FUNCTION moderation_log_append_only();
