CREATE TABLE "device_sightings" (
	"device_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_sightings_device_hash_user_id_pk" PRIMARY KEY("device_hash","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"reviewer_id" uuid,
	"voice_id" uuid NOT NULL,
	"listing_id" uuid,
	"rating" smallint NOT NULL,
	"body" text,
	"basis" text NOT NULL,
	"new_account" boolean NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_body_length" CHECK ("reviews"."body" is null or char_length("reviews"."body") <= 1000),
	CONSTRAINT "reviews_reply_length" CHECK ("reviews"."reply" is null or char_length("reviews"."reply") <= 1000),
	CONSTRAINT "reviews_reply_dated" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null)),
	CONSTRAINT "reviews_basis_valid" CHECK ("reviews"."basis" in ('deal', 'conversation', 'contact')),
	CONSTRAINT "reviews_not_oneself" CHECK ("reviews"."voice_id" <> "reviews"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"stars_total" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"average" numeric(2, 1) GENERATED ALWAYS AS (case when reviews > 0 then round(stars_total::numeric / reviews, 1) end) STORED
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "device_sightings" ADD CONSTRAINT "device_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_sightings_user_id_idx" ON "device_sightings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_reviewer_listing_key" ON "reviews" USING btree ("reviewer_id","listing_id");--> statement-breakpoint
CREATE INDEX "reviews_seller_created_at_idx" ON "reviews" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_listing_id_idx" ON "reviews" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "seller_ratings_average_idx" ON "seller_ratings" USING btree ("average" DESC NULLS LAST,"reviews" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_review_kind_key" ON "notifications" USING btree ("review_id","kind") WHERE "notifications"."review_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_review_id_idx" ON "notifications" USING btree ("review_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_review" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('review_received', 'review_replied') or "notifications"."review_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'account_warned', 'report_actioned', 'report_dismissed', 'moderation_needed', 'student_verification_lapsed', 'saved_listing_closed', 'review_received', 'review_replied'));--> statement-breakpoint
-- A seller's rating is recounted from their reviews in the same transaction as any review's change:
-- shown reviews only, and each voice (reviewer) once, by their latest review, so a second deal with
-- the same student, or a sock puppet's many, weighs as one. The rating row is locked first, so two
-- reviews written at once are counted one after the other and the second count sees the first.
CREATE OR REPLACE FUNCTION recount_seller_rating(p_seller uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A seller being deleted takes their reviews and their rating along: nothing to keep.
  IF NOT EXISTS (SELECT 1 FROM users WHERE id = p_seller) THEN
    RETURN;
  END IF;
  INSERT INTO seller_ratings (seller_id) VALUES (p_seller) ON CONFLICT (seller_id) DO NOTHING;
  PERFORM 1 FROM seller_ratings WHERE seller_id = p_seller FOR UPDATE;
  UPDATE seller_ratings r SET
    reviews = v.n, stars_total = v.total,
    stars_1 = v.s1, stars_2 = v.s2, stars_3 = v.s3, stars_4 = v.s4, stars_5 = v.s5
  FROM (
    SELECT count(*)::int AS n, coalesce(sum(rating), 0)::int AS total,
      count(*) FILTER (WHERE rating = 1)::int AS s1, count(*) FILTER (WHERE rating = 2)::int AS s2,
      count(*) FILTER (WHERE rating = 3)::int AS s3, count(*) FILTER (WHERE rating = 4)::int AS s4,
      count(*) FILTER (WHERE rating = 5)::int AS s5
    FROM (
      SELECT DISTINCT ON (voice_id) rating FROM reviews
      WHERE seller_id = p_seller AND hidden_at IS NULL
      ORDER BY voice_id, created_at DESC, id DESC
    ) latest
  ) v
  WHERE r.seller_id = p_seller;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION recount_seller_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.rating = NEW.rating AND OLD.hidden_at IS NOT DISTINCT FROM NEW.hidden_at AND OLD.seller_id = NEW.seller_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM recount_seller_rating(OLD.seller_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.seller_id <> OLD.seller_id) THEN
    PERFORM recount_seller_rating(NEW.seller_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_recount_seller_ratings AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, seller_id ON reviews
FOR EACH ROW EXECUTE FUNCTION recount_seller_ratings();
