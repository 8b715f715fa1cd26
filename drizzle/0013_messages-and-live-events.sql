CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"buyer_read_count" integer DEFAULT 0 NOT NULL,
	"seller_read_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."buyer_id" <> "conversations"."seller_id"),
	CONSTRAINT "conversations_read_counts" CHECK ("conversations"."buyer_read_count" between 0 and "conversations"."message_count" and "conversations"."seller_read_count" between 0 and "conversations"."message_count")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length" CHECK (char_length("messages"."body") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "user_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_blocks_not_self" CHECK ("user_blocks"."blocker_id" <> "user_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "live_event_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"pruned_through" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"user_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"notification_id" uuid,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_pkey" PRIMARY KEY("user_id","seq"),
	CONSTRAINT "live_events_about_one_thing" CHECK (num_nonnulls("live_events"."notification_id", "live_events"."message_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_event_counters" ADD CONSTRAINT "live_event_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_buyer_key" ON "conversations" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_recent_idx" ON "conversations" USING btree ("buyer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_seller_recent_idx" ON "conversations" USING btree ("seller_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_number_key" ON "messages" USING btree ("conversation_id","number");--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_blocks_pair_key" ON "user_blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_id_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_events_notification_id_idx" ON "live_events" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "live_events_message_id_idx" ON "live_events" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_key" ON "notifications" USING btree ("conversation_id","user_id") WHERE "notifications"."kind" = 'message_received' and not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_conversation_id_idx" ON "notifications" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_conversation" CHECK ("notifications"."kind" is null or "notifications"."kind" <> 'message_received' or "notifications"."conversation_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received'));--> statement-breakpoint
-- A user's next live event: the number is taken under the user's counter row lock, so a user's
-- events commit in number order; the wake-up reaches every app instance after commit.
CREATE FUNCTION live_event_for(p_user uuid, p_notification uuid, p_message uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
BEGIN
  INSERT INTO live_event_counters AS c (user_id, last_seq) VALUES (p_user, 1)
  ON CONFLICT (user_id) DO UPDATE SET last_seq = c.last_seq + 1
  RETURNING c.last_seq INTO next_seq;
  INSERT INTO live_events (user_id, seq, notification_id, message_id) VALUES (p_user, next_seq, p_notification, p_message);
  PERFORM pg_notify('chuo_live', p_user::text);
END $$;--> statement-breakpoint
CREATE FUNCTION notifications_live_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event_for(NEW.user_id, NEW.id, NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_live_event AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notifications_live_event();--> statement-breakpoint
-- Both people hear of a message (the sender's other tabs too), their counters taken in id order
-- so that two messages never take them in opposite orders.
CREATE FUNCTION messages_live_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  person uuid;
BEGIN
  FOR person IN
    SELECT p FROM conversations c, unnest(ARRAY[c.buyer_id, c.seller_id]) AS p WHERE c.id = NEW.conversation_id ORDER BY p
  LOOP
    PERFORM live_event_for(person, NULL, NEW.id);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_live_event AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION messages_live_event();
--> statement-breakpoint
-- A session ended (signed out, signed out elsewhere, suspended, expired and removed) or an account
-- suspended: the user's streams are woken, check their session and close if it no longer stands.
CREATE FUNCTION sessions_ended_wake() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chuo_live', OLD.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_ended_wake AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION sessions_ended_wake();--> statement-breakpoint
CREATE FUNCTION users_suspended_wake() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chuo_live', NEW.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_suspended_wake AFTER UPDATE OF banned ON users FOR EACH ROW WHEN (NEW.banned IS TRUE AND OLD.banned IS NOT TRUE) EXECUTE FUNCTION users_suspended_wake();
