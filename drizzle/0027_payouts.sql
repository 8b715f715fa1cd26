CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"fee_paid_by" text NOT NULL,
	"sent_amount" numeric(14, 2) NOT NULL,
	"msisdn" text NOT NULL,
	"registered_name" text,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"gateway_fee" numeric(14, 2),
	"needs_review" boolean DEFAULT false NOT NULL,
	"review_reason" text,
	"next_check_at" timestamp with time zone,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"returned_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('in_review', 'requested', 'sent', 'paid', 'failed', 'returned', 'refused')),
	CONSTRAINT "payouts_fee_paid_by_valid" CHECK ("payouts"."fee_paid_by" in ('student', 'operator')),
	CONSTRAINT "payouts_review_reason_valid" CHECK ("payouts"."review_reason" is null or "payouts"."review_reason" in ('paid_after_failure', 'failed_after_paid', 'amount_mismatch', 'unknown_to_gateway')),
	CONSTRAINT "payouts_amounts_valid" CHECK ("payouts"."sent_amount" > 0 and "payouts"."fee" >= 0 and "payouts"."sent_amount" <= "payouts"."amount"),
	CONSTRAINT "payouts_msisdn_valid" CHECK ("payouts"."msisdn" ~ '^255[0-9]{9}$'),
	CONSTRAINT "payouts_paid_at_set" CHECK (("payouts"."paid_at" is not null) = ("payouts"."status" in ('paid', 'returned'))),
	CONSTRAINT "payouts_returned_at_set" CHECK (("payouts"."returned_at" is not null) = ("payouts"."status" in ('failed', 'returned', 'refused')))
);
--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_kind_valid";--> statement-breakpoint
ALTER TABLE "wallet_entries" DROP CONSTRAINT "wallet_entries_sign";--> statement-breakpoint
ALTER TABLE "wallet_entries" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "money_frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_user_created_at_idx" ON "payouts" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payouts_next_check_at_idx" ON "payouts" USING btree ("next_check_at") WHERE "payouts"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "payouts_for_people_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."needs_review" or "payouts"."status" = 'in_review';--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_payout_kind_key" ON "wallet_entries" USING btree ("payout_id","kind");--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_one_cause" CHECK (("wallet_entries"."payment_id" is null) <> ("wallet_entries"."payout_id" is null) and ("wallet_entries"."payout_id" is null) = ("wallet_entries"."kind" not in ('payout', 'payout_returned')));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_kind_valid" CHECK ("wallet_entries"."kind" in ('top_up', 'refund', 'fee_paid', 'subscription', 'payout', 'payout_returned'));--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_sign" CHECK (("wallet_entries"."kind" in ('top_up', 'refund', 'payout_returned') and "wallet_entries"."amount" > 0) or ("wallet_entries"."kind" in ('fee_paid', 'subscription', 'payout') and "wallet_entries"."amount" < 0));--> statement-breakpoint
-- A withdrawal waits a day after the password or two-factor changed (docs/payments.md#payouts):
-- the moments are stamped here, whoever changes them (the auth library, a reset by code, an admin).
CREATE OR REPLACE FUNCTION stamp_password_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET password_changed_at = now() WHERE id = NEW.user_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER accounts_stamp_password_changed AFTER UPDATE OF password ON accounts
FOR EACH ROW WHEN (OLD.password IS DISTINCT FROM NEW.password AND OLD.password IS NOT NULL)
EXECUTE FUNCTION stamp_password_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION stamp_two_factor_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.two_factor_enabled IS DISTINCT FROM OLD.two_factor_enabled THEN
    NEW.two_factor_changed_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_stamp_two_factor_changed BEFORE UPDATE OF two_factor_enabled ON users
FOR EACH ROW EXECUTE FUNCTION stamp_two_factor_changed();
