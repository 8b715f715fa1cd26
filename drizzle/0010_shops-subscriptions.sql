ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "message" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "shop_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "period_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "shop_trial_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_shop_kind_period_key" ON "notifications" USING btree ("shop_id","kind","period_end") WHERE "notifications"."kind" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_has_words" CHECK ("notifications"."kind" is not null or ("notifications"."title" is not null and "notifications"."message" is not null));--> statement-breakpoint
-- Owners whose shops already had a trial, or a subscription, have had theirs (decision 0010).
UPDATE "users" SET "shop_trial_used_at" = s.first_trial
FROM (SELECT owner_id, min(created_at) AS first_trial FROM shops WHERE free_trial_used OR subscription_plan IS NOT NULL GROUP BY owner_id) AS s
WHERE s.owner_id = "users"."id";
--> statement-breakpoint
-- A kind without its shop and period would slip past the once-per-period index (nulls never collide).
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_period" CHECK ("notifications"."kind" is null or ("notifications"."shop_id" is not null and "notifications"."period_end" is not null));
