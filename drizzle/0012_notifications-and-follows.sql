CREATE TABLE "follows" (
	"follower_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pkey" PRIMARY KEY("follower_id","seller_id"),
	CONSTRAINT "follows_not_self" CHECK ("follows"."follower_id" <> "follows"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_names_period";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_seller_id_idx" ON "follows" USING btree ("seller_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_payment_kind_key" ON "notifications" USING btree ("payment_id","kind") WHERE "notifications"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_favorite_key" ON "notifications" USING btree ("listing_id","actor_id") WHERE "notifications"."kind" = 'listing_favorited';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_seller_listed_key" ON "notifications" USING btree ("listing_id","user_id") WHERE "notifications"."kind" = 'seller_listed';--> statement-breakpoint
CREATE INDEX "notifications_read_created_at_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_listing_id_idx" ON "notifications" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_id_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_listing" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('listing_favorited', 'seller_listed') or "notifications"."listing_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_payment" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded') or "notifications"."payment_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_period" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('subscription_expiring', 'subscription_expired', 'subscription_renewed') or ("notifications"."shop_id" is not null and "notifications"."period_end" is not null));