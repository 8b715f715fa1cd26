CREATE TABLE "submitted_forms" (
	"user_id" uuid NOT NULL,
	"submission_key" text NOT NULL,
	"answer" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submitted_forms_user_id_submission_key_pk" PRIMARY KEY("user_id","submission_key")
);
--> statement-breakpoint
ALTER TABLE "submitted_forms" ADD CONSTRAINT "submitted_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submitted_forms_claimed_at_idx" ON "submitted_forms" USING btree ("claimed_at");