CREATE TABLE "contact_openings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opener_id" uuid NOT NULL,
	"owner_id" uuid,
	"listing_id" uuid,
	"shop_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_openings_about_one" CHECK (num_nonnulls("contact_openings"."listing_id", "contact_openings"."shop_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "notice_deliveries" (
	"notification_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"outcome" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_deliveries_notification_id_channel_pk" PRIMARY KEY("notification_id","channel"),
	CONSTRAINT "notice_deliveries_channel_valid" CHECK ("notice_deliveries"."channel" in ('email', 'sms')),
	CONSTRAINT "notice_deliveries_outcome_valid" CHECK ("notice_deliveries"."outcome" in ('sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notice_preferences_kind_valid" CHECK ("notice_preferences"."kind" in ('unread_message', 'review', 'report_outcome', 'listing_expiring', 'shop_subscription'))
);
--> statement-breakpoint
CREATE TABLE "notice_windows" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "notice_windows_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "notice_windows_kind_valid" CHECK ("notice_windows"."kind" in ('unread_message', 'review', 'report_outcome', 'listing_expiring', 'shop_subscription')),
	CONSTRAINT "notice_windows_channel_valid" CHECK ("notice_windows"."channel" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campus_email_domains" (
	"domain" text NOT NULL,
	"campus_id" uuid NOT NULL,
	"university" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campus_email_domains_campus_id_domain_pk" PRIMARY KEY("campus_id","domain"),
	CONSTRAINT "campus_email_domains_domain_lower" CHECK ("campus_email_domains"."domain" = lower(btrim("campus_email_domains"."domain")) and "campus_email_domains"."domain" ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
	CONSTRAINT "campus_email_domains_university_not_blank" CHECK (length(btrim("campus_email_domains"."university")) between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"number" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_codes_user_id_purpose_pk" PRIMARY KEY("user_id","purpose"),
	CONSTRAINT "phone_codes_purpose_valid" CHECK ("phone_codes"."purpose" in ('confirm_phone', 'reset_password')),
	CONSTRAINT "phone_codes_wrong_tries_valid" CHECK ("phone_codes"."wrong_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "student_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"university" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	CONSTRAINT "student_verifications_status_valid" CHECK ("student_verifications"."status" in ('pending', 'confirmed', 'lapsed')),
	CONSTRAINT "student_verifications_confirmed_dates" CHECK ("student_verifications"."status" <> 'confirmed' or ("student_verifications"."confirmed_at" is not null and "student_verifications"."expires_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "phone_number_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contact_preference" text DEFAULT 'whatsapp' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_openings" ADD CONSTRAINT "contact_openings_opener_id_users_id_fk" FOREIGN KEY ("opener_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_openings" ADD CONSTRAINT "contact_openings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_openings" ADD CONSTRAINT "contact_openings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_openings" ADD CONSTRAINT "contact_openings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_deliveries" ADD CONSTRAINT "notice_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_windows" ADD CONSTRAINT "notice_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_email_domains" ADD CONSTRAINT "campus_email_domains_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_verifications" ADD CONSTRAINT "student_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_openings_opener_opened_at_idx" ON "contact_openings" USING btree ("opener_id","opened_at");--> statement-breakpoint
CREATE INDEX "contact_openings_listing_opener_idx" ON "contact_openings" USING btree ("listing_id","opener_id");--> statement-breakpoint
CREATE INDEX "contact_openings_owner_id_idx" ON "contact_openings" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "contact_openings_shop_id_idx" ON "contact_openings" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "notice_windows_last_sent_at_idx" ON "notice_windows" USING btree ("last_sent_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "campus_email_domains_domain_idx" ON "campus_email_domains" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_confirmed_email_key" ON "student_verifications" USING btree (lower("email")) WHERE "student_verifications"."status" = 'confirmed';--> statement-breakpoint
CREATE UNIQUE INDEX "student_verifications_token_hash_key" ON "student_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "student_verifications_expires_at_idx" ON "student_verifications" USING btree ("expires_at") WHERE "student_verifications"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "notifications_kind_created_at_idx" ON "notifications" USING btree ("kind","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received', 'listing_under_review', 'listing_hidden', 'listing_removed', 'listing_restored', 'account_warned', 'report_actioned', 'report_dismissed', 'moderation_needed', 'student_verification_lapsed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_contact_preference_valid" CHECK ("users"."contact_preference" in ('whatsapp', 'messages_only'));
--> statement-breakpoint
-- A confirmed number stays confirmed only while it is the number shown: any change of the
-- WhatsApp number, by whatever path, removes the mark (decision 0018).
CREATE FUNCTION users_phone_mark_follows_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.whatsapp_number IS DISTINCT FROM OLD.whatsapp_number THEN
    NEW.phone_verified_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_phone_mark_follows_number BEFORE UPDATE OF whatsapp_number ON users
  FOR EACH ROW EXECUTE FUNCTION users_phone_mark_follows_number();
--> statement-breakpoint
-- The e-mail domains of the seeded campuses' universities (app/.server/db/seed-data/campus-email-domains.ts,
-- keep the two alike), for a database that had its campuses before this migration. A fresh database
-- has no campuses yet here, adds nothing, and the seed writes them; either way nothing is written twice.
INSERT INTO "campus_email_domains" ("domain", "campus_id", "university")
SELECT d.domain, c.id, d.university
FROM (VALUES
  ('UDSM Mlimani', 'udsm.ac.tz', 'UDSM'),
  ('UDSM CoICT', 'udsm.ac.tz', 'UDSM'),
  ('DUCE', 'udsm.ac.tz', 'UDSM'),
  ('MUCE', 'udsm.ac.tz', 'UDSM'),
  ('DUCE', 'duce.ac.tz', 'DUCE'),
  ('MUCE', 'muce.ac.tz', 'MUCE'),
  ('ARU', 'aru.ac.tz', 'ARU'),
  ('MUHAS', 'muhas.ac.tz', 'MUHAS'),
  ('IFM', 'ifm.ac.tz', 'IFM'),
  ('CBE', 'cbe.ac.tz', 'CBE'),
  ('CBE Dodoma', 'cbe.ac.tz', 'CBE'),
  ('DIT', 'dit.ac.tz', 'DIT'),
  ('OUT', 'out.ac.tz', 'OUT'),
  ('Mzumbe', 'mzumbe.ac.tz', 'Mzumbe'),
  ('Mzumbe Dar', 'mzumbe.ac.tz', 'Mzumbe'),
  ('NIT', 'nit.ac.tz', 'NIT'),
  ('TIA Dar', 'tia.ac.tz', 'TIA'),
  ('EASTC', 'eastc.ac.tz', 'EASTC'),
  ('KIUT', 'kiut.ac.tz', 'KIUT'),
  ('UDOM', 'udom.ac.tz', 'UDOM'),
  ('SJUT', 'sjut.ac.tz', 'SJUT'),
  ('IRDP', 'irdp.ac.tz', 'IRDP'),
  ('SUA', 'sua.ac.tz', 'SUA'),
  ('SUA SMC', 'sua.ac.tz', 'SUA'),
  ('NM-AIST', 'nm-aist.ac.tz', 'NM-AIST'),
  ('IAA', 'iaa.ac.tz', 'IAA'),
  ('Makumira', 'makumira.ac.tz', 'Makumira'),
  ('ATC', 'atc.ac.tz', 'ATC'),
  ('KCMUCo', 'kcmuco.ac.tz', 'KCMUCo'),
  ('MoCU', 'mocu.ac.tz', 'MoCU'),
  ('MWECAU', 'mwecau.ac.tz', 'MWECAU'),
  ('MUST', 'must.ac.tz', 'MUST'),
  ('TEKU', 'teku.ac.tz', 'TEKU'),
  ('SAUT', 'saut.ac.tz', 'SAUT'),
  ('CUHAS', 'bugando.ac.tz', 'CUHAS'),
  ('RUCU', 'rucu.ac.tz', 'RUCU'),
  ('UoI', 'uoi.ac.tz', 'UoI'),
  ('SUZA', 'suza.ac.tz', 'SUZA')
) AS d(campus_short_name, domain, university)
JOIN "campuses" c ON c.short_name = d.campus_short_name
ON CONFLICT DO NOTHING;
