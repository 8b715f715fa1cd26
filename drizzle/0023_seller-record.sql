CREATE TABLE "listing_view_days" (
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_view_days_listing_id_day_pk" PRIMARY KEY("listing_id","day")
);
--> statement-breakpoint
CREATE TABLE "seller_response_records" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"conversations" integer NOT NULL,
	"replied" integer NOT NULL,
	"median_reply_seconds" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_view_days" ADD CONSTRAINT "listing_view_days_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_response_records" ADD CONSTRAINT "seller_response_records_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_view_days_day_idx" ON "listing_view_days" USING btree ("day");