ALTER TABLE "users" ADD COLUMN "shop_trial_used_at" timestamp with time zone;--> statement-breakpoint
-- Owners whose shops already had their trial have had theirs (decision 0010).
UPDATE "users" SET "shop_trial_used_at" = s.first_trial
FROM (SELECT owner_id, min(created_at) AS first_trial FROM shops WHERE free_trial_used GROUP BY owner_id) AS s
WHERE s.owner_id = "users"."id";
