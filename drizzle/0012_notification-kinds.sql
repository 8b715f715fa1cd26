ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_names_period";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_payment_kind_key" ON "notifications" USING btree ("payment_id","kind") WHERE "notifications"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_favorite_key" ON "notifications" USING btree ("listing_id","actor_id") WHERE "notifications"."kind" = 'listing_favorited';--> statement-breakpoint
CREATE INDEX "notifications_read_created_at_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_listing_id_idx" ON "notifications" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_id_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_listing" CHECK ("notifications"."kind" is distinct from 'listing_favorited' or "notifications"."listing_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_payment" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded') or "notifications"."payment_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_period" CHECK ("notifications"."kind" is null or "notifications"."kind" not in ('subscription_expiring', 'subscription_expired', 'subscription_renewed') or ("notifications"."shop_id" is not null and "notifications"."period_end" is not null));