CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_campus_id_campuses_id_fk";
--> statement-breakpoint
-- Every account has a campus. Accounts made before this rule get the default campus (first by
-- name, as the spec's default-campus query does) and their primary user_campuses row.
UPDATE "users" SET "campus_id" = (SELECT "id" FROM "campuses" ORDER BY "name" LIMIT 1) WHERE "campus_id" IS NULL;--> statement-breakpoint
INSERT INTO "user_campuses" ("user_id", "campus_id", "is_primary")
  SELECT u."id", u."campus_id", true FROM "users" u
  WHERE NOT EXISTS (SELECT 1 FROM "user_campuses" uc WHERE uc."user_id" = u."id");--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "campus_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "attempt_counters_window_started_at_idx" ON "attempt_counters" USING btree ("window_started_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A new account's primary campus row is written with the account, in its transaction, whoever
-- creates it (the auth library, an admin, the seed): no account is ever without its campuses.
CREATE FUNCTION add_primary_user_campus() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_campuses (user_id, campus_id, is_primary) VALUES (NEW.id, NEW.campus_id, true)
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_add_primary_campus AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION add_primary_user_campus();
