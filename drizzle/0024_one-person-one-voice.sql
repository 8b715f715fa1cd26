CREATE TABLE "voices" (
	"subject" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"forfeited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "voices_user_id_idx" ON "voices" USING btree ("user_id");--> statement-breakpoint
-- An appeal is against the safety net (under review) or against a moderator (hidden, removed): once each.
ALTER TABLE "listing_appeals" DROP CONSTRAINT "listing_appeals_pkey";--> statement-breakpoint
ALTER TABLE "listing_appeals" ADD COLUMN "against" text DEFAULT 'moderator' NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_appeals" ADD CONSTRAINT "listing_appeals_listing_id_against_pk" PRIMARY KEY("listing_id","against");--> statement-breakpoint
ALTER TABLE "listing_appeals" ADD CONSTRAINT "listing_appeals_against_valid" CHECK ("listing_appeals"."against" in ('safety_net', 'moderator'));--> statement-breakpoint
ALTER TABLE "listing_deals" ADD COLUMN "buyer_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Reports counted under the old rule (an established account) no longer count: from now on a
-- report counts under its reporter's voice, and only then.
ALTER TABLE "reports" ADD COLUMN "voice" text;--> statement-breakpoint
UPDATE "reports" SET "counted" = false WHERE "voice" IS NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_counted_has_voice" CHECK ("reports"."counted" = ("reports"."voice" is not null));--> statement-breakpoint
CREATE INDEX "reports_target_voice_idx" ON "reports" USING btree ("target_kind","target_id","voice") WHERE "reports"."voice" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author_id" uuid;--> statement-breakpoint
-- A deleted reviewer's review has nobody to speak for: a fresh id, so it reads as unverified (its
-- voice_id may name another student seen in the same browser, whose phone must not carry it).
UPDATE "reviews" SET "author_id" = coalesce("reviewer_id", gen_random_uuid());--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "author_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_author_id_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_voice" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_voice_key" ON "users" USING btree ("phone_voice");--> statement-breakpoint
-- A confirmed number stays confirmed only while it is the number shown, and its voice subject goes
-- with the mark: a changed number, or a mark taken away, clears both (decision 0026).
CREATE OR REPLACE FUNCTION users_phone_mark_follows_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.whatsapp_number IS DISTINCT FROM OLD.whatsapp_number THEN
    NEW.phone_verified_at := NULL;
  END IF;
  IF NEW.phone_verified_at IS NULL THEN
    NEW.phone_voice := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER users_phone_mark_follows_number ON users;--> statement-breakpoint
CREATE TRIGGER users_phone_mark_follows_number BEFORE UPDATE OF whatsapp_number, phone_verified_at, phone_voice ON users
  FOR EACH ROW EXECUTE FUNCTION users_phone_mark_follows_number();
--> statement-breakpoint
-- The voice subject of a university address (for reports only): a hash of the address, lower-cased.
CREATE FUNCTION mail_voice_subject(p_email text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'mail:' || encode(sha256(convert_to(lower(btrim(p_email)), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- When a number or an address stops being an account's, its voice is released, and another account
-- may take it over only 90 days later (app/.server/domain/voices/claim-voice.ts).
CREATE FUNCTION users_release_voices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE voices SET released_at = now() WHERE user_id = OLD.id AND released_at IS NULL;
  ELSIF OLD.phone_voice IS NOT NULL AND NEW.phone_voice IS DISTINCT FROM OLD.phone_voice THEN
    UPDATE voices SET released_at = now() WHERE subject = OLD.phone_voice AND user_id = OLD.id AND released_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every column whose change can clear the subject (the BEFORE trigger above clears it when the
-- number or the mark changes): an UPDATE OF trigger fires only for the columns a statement names.
CREATE TRIGGER users_release_voices AFTER UPDATE OF whatsapp_number, phone_verified_at, phone_voice OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_release_voices();
--> statement-breakpoint
CREATE FUNCTION student_verifications_release_voice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'confirmed' AND (TG_OP = 'DELETE' OR NEW.status <> 'confirmed' OR lower(NEW.email) <> lower(OLD.email)) THEN
    UPDATE voices SET released_at = now() WHERE subject = mail_voice_subject(OLD.email) AND user_id = OLD.user_id AND released_at IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER student_verifications_release_voice AFTER UPDATE OR DELETE ON student_verifications
  FOR EACH ROW EXECUTE FUNCTION student_verifications_release_voice();
--> statement-breakpoint
-- Why a review by this author carries no weight in the rating now, or null when it counts: its
-- author holds no confirmed phone's voice ('unverified'), is suspended ('suspended'), or was deleted
-- by an admin for abuse ('removed'). The rating and the review list both ask this one function.
CREATE FUNCTION review_not_counted_reason(p_author uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM voices v WHERE v.user_id = p_author AND v.forfeited_at IS NOT NULL) THEN 'removed'
    WHEN EXISTS (SELECT 1 FROM users u WHERE u.id = p_author AND u.banned IS TRUE AND (u.ban_expires IS NULL OR u.ban_expires > now())) THEN 'suspended'
    WHEN NOT EXISTS (SELECT 1 FROM voices v WHERE v.user_id = p_author AND v.subject LIKE 'phone:%') THEN 'unverified'
  END
$$;
--> statement-breakpoint
-- A seller's rating: the shown reviews whose authors count (above), each voice once by its latest
-- review: first one per browser-shared voice (voice_id), then one per confirmed phone, so three
-- accounts behind one number, or in one browser, weigh as one.
CREATE OR REPLACE FUNCTION recount_seller_rating(p_seller uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
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
      SELECT DISTINCT ON (phone) rating FROM (
        SELECT DISTINCT ON (rv.voice_id) rv.rating, rv.created_at, rv.id,
          (SELECT v.subject FROM voices v WHERE v.user_id = rv.author_id AND v.subject LIKE 'phone:%' ORDER BY v.bound_at DESC LIMIT 1) AS phone
        FROM reviews rv
        WHERE rv.seller_id = p_seller AND rv.hidden_at IS NULL AND review_not_counted_reason(rv.author_id) IS NULL
        ORDER BY rv.voice_id, rv.created_at DESC, rv.id DESC
      ) per_browser
      ORDER BY phone, created_at DESC, id DESC
    ) latest
  ) v
  WHERE r.seller_id = p_seller;
END $$;
--> statement-breakpoint
-- Whatever changes whether an author counts (a voice taken, released, taken over or forfeited; a
-- suspension begun or lifted) recounts the ratings of the sellers they reviewed, in the same
-- transaction. A suspension that ends by its date is recounted by the hourly job.
CREATE FUNCTION recount_ratings_of_author(p_author uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s uuid;
BEGIN
  FOR s IN SELECT DISTINCT seller_id FROM reviews WHERE author_id = p_author ORDER BY seller_id LOOP
    PERFORM recount_seller_rating(s);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION voices_recount_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A claim names user_id again for the same account: nothing that counts changed.
  IF TG_OP = 'UPDATE' AND NEW.user_id = OLD.user_id AND NEW.forfeited_at IS NOT DISTINCT FROM OLD.forfeited_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM recount_ratings_of_author(OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id) THEN
    PERFORM recount_ratings_of_author(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER voices_recount_ratings AFTER INSERT OR DELETE OR UPDATE OF user_id, forfeited_at ON voices
  FOR EACH ROW EXECUTE FUNCTION voices_recount_ratings();
--> statement-breakpoint
CREATE FUNCTION users_suspension_recounts_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.banned IS DISTINCT FROM OLD.banned OR NEW.ban_expires IS DISTINCT FROM OLD.ban_expires THEN
    PERFORM recount_ratings_of_author(NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_suspension_recounts_ratings AFTER UPDATE OF banned, ban_expires ON users
  FOR EACH ROW EXECUTE FUNCTION users_suspension_recounts_ratings();
--> statement-breakpoint
-- Every rating again under the new rule.
SELECT recount_seller_rating(seller_id) FROM seller_ratings;
