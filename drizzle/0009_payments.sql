CREATE TABLE "sandbox_gateway_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payer_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text,
	"reference" text NOT NULL,
	"webhook_url" text NOT NULL,
	"auto_outcome" text,
	"decide_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_orders_status_valid" CHECK ("sandbox_gateway_orders"."status" in ('pending', 'completed', 'failed')),
	CONSTRAINT "sandbox_gateway_orders_outcome_valid" CHECK ("sandbox_gateway_orders"."auto_outcome" is null or "sandbox_gateway_orders"."auto_outcome" in ('completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"kind" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"listing_id" uuid,
	"shop_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_kind_valid" CHECK ("wallet_entries"."kind" in ('top_up', 'refund', 'fee_paid', 'subscription')),
	CONSTRAINT "wallet_entries_sign" CHECK (("wallet_entries"."kind" in ('top_up', 'refund') and "wallet_entries"."amount" > 0) or ("wallet_entries"."kind" in ('fee_paid', 'subscription') and "wallet_entries"."amount" < 0))
);
--> statement-breakpoint
ALTER TABLE "listings" DROP CONSTRAINT "listings_fee_nonnegative";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "fee_paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "item_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_entries_user_id_idx" ON "wallet_entries" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_payment_kind_key" ON "wallet_entries" USING btree ("payment_id","kind");--> statement-breakpoint
CREATE INDEX "wallet_entries_listing_id_idx" ON "wallet_entries" USING btree ("listing_id") WHERE "wallet_entries"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "wallet_entries_shop_id_idx" ON "wallet_entries" USING btree ("shop_id") WHERE "wallet_entries"."shop_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_next_check_at_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."next_check_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_listing_id_idx" ON "payments" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_fee_nonnegative" CHECK ("listings"."fee_amount" >= 0 and "listings"."fee_paid_amount" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_valid" CHECK ("payments"."gateway" in ('sandbox', 'zenopay', 'wallet'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_review_reason_valid" CHECK ("payments"."review_reason" is null or "payments"."review_reason" in ('paid_after_cancel', 'paid_after_failure', 'amount_mismatch'));--> statement-breakpoint
-- Payments completed before this migration have no completion time: their last update is the best there is.
UPDATE "payments" SET "completed_at" = "updated_at" WHERE "payment_status" = 'completed';--> statement-breakpoint
-- Fees paid before this migration were paid in full.
UPDATE "listings" SET "fee_paid_amount" = "fee_amount" WHERE "fee_paid";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_completed_at_set" CHECK (("payments"."payment_status" = 'completed') = ("payments"."completed_at" is not null));--> statement-breakpoint
-- The ledger is append-only. Rows go only when what they belong to goes (an account, a payment),
-- or lose their listing when it is deleted: those arrive as the foreign keys' own trigger work,
-- one level deeper than a statement run directly.
CREATE OR REPLACE FUNCTION wallet_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN
    IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'wallet entries are append-only' USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_append_only BEFORE UPDATE OR DELETE ON wallet_entries
FOR EACH ROW EXECUTE FUNCTION wallet_entries_append_only();
--> statement-breakpoint
-- A last guard under the code's own (which locks the wallet before spending): an entry that takes
-- the balance below zero is refused.
CREATE OR REPLACE FUNCTION wallet_entries_keep_balance() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM wallet_entries WHERE user_id = NEW.user_id) < 0 THEN
    RAISE EXCEPTION 'wallet balance would go below zero' USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_balance_nonnegative';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER wallet_entries_keep_balance AFTER INSERT ON wallet_entries
FOR EACH ROW WHEN (NEW.amount < 0) EXECUTE FUNCTION wallet_entries_keep_balance();
