CREATE TABLE "sandbox_gateway_payouts" (
	"payout_id" text PRIMARY KEY NOT NULL,
	"msisdn" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"fee" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'in_process' NOT NULL,
	"reference" text NOT NULL,
	"registered_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payouts_status_valid" CHECK ("sandbox_gateway_payouts"."status" in ('in_process', 'paid', 'failed'))
);
