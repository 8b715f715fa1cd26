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
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" bigint,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"notification_id" uuid,
	"message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_events_about_one_thing" CHECK (num_nonnulls("live_events"."notification_id", "live_events"."message_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "push_queue" (
	"notification_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("endpoint")
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
ALTER TABLE "push_queue" ADD CONSTRAINT "push_queue_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_buyer_key" ON "conversations" USING btree ("listing_id","buyer_id");--> statement-breakpoint
CREATE INDEX "conversations_buyer_recent_idx" ON "conversations" USING btree ("buyer_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_seller_recent_idx" ON "conversations" USING btree ("seller_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "messages_conversation_number_key" ON "messages" USING btree ("conversation_id","number");--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_blocks_pair_key" ON "user_blocks" USING btree ("blocker_id","blocked_id");--> statement-breakpoint
CREATE INDEX "user_blocks_blocked_id_idx" ON "user_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_user_seq_key" ON "live_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "live_events_unnumbered_idx" ON "live_events" USING btree ("xid") WHERE "live_events"."seq" is null;--> statement-breakpoint
CREATE INDEX "live_events_created_at_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_events_notification_id_idx" ON "live_events" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "live_events_message_id_idx" ON "live_events" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "push_queue_not_before_idx" ON "push_queue" USING btree ("not_before");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_id_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_key" ON "notifications" USING btree ("conversation_id","user_id") WHERE "notifications"."kind" = 'message_received' and not "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "notifications_conversation_id_idx" ON "notifications" USING btree ("conversation_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_names_conversation" CHECK ("notifications"."kind" is null or "notifications"."kind" <> 'message_received' or "notifications"."conversation_id" is not null);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("notifications"."kind" is null or "notifications"."kind" in ('subscription_expiring', 'subscription_expired', 'subscription_renewed', 'listing_favorited', 'payment_completed', 'payment_failed', 'payment_cancelled', 'payment_refunded', 'seller_listed', 'message_received'));--> statement-breakpoint
-- Live events (decision 0011). A notification or message adds an unnumbered event for each person
-- it concerns; nothing is locked then. When the transaction commits, a deferred trigger numbers
-- all of its events at once: it takes the users' counters in user order (a transaction holding
-- counters only ever waits for other counters, all taken in one order, so no deadlock), and the
-- numbers of a user's events therefore commit in order. The wake-up reaches every app instance.
CREATE FUNCTION live_event_add(p_user uuid, p_notification uuid, p_message uuid) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (user_id, notification_id, message_id) VALUES (p_user, p_notification, p_message);
END $$;--> statement-breakpoint
CREATE FUNCTION live_events_number() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  me xid8 := pg_current_xact_id();
  person uuid;
BEGIN
  -- The first of this transaction's events to reach here numbers them all; the rest find none left.
  IF NOT EXISTS (SELECT 1 FROM live_events WHERE xid = me AND seq IS NULL) THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_event_counters (user_id)
    SELECT DISTINCT user_id FROM live_events WHERE xid = me AND seq IS NULL ORDER BY user_id
    ON CONFLICT (user_id) DO NOTHING;
  FOR person IN
    SELECT c.user_id FROM live_event_counters c
    WHERE c.user_id IN (SELECT user_id FROM live_events WHERE xid = me AND seq IS NULL)
    ORDER BY c.user_id FOR UPDATE
  LOOP
    WITH pending AS (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM live_events WHERE xid = me AND seq IS NULL AND user_id = person
    ), bumped AS (
      UPDATE live_event_counters SET last_seq = last_seq + (SELECT count(*) FROM pending) WHERE user_id = person
      RETURNING last_seq - (SELECT count(*) FROM pending) AS base
    )
    UPDATE live_events e SET seq = bumped.base + pending.n FROM pending, bumped WHERE e.id = pending.id;
    PERFORM pg_notify('chuo_live', person::text);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER live_events_number AFTER INSERT ON live_events DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_events_number();--> statement-breakpoint
CREATE FUNCTION notifications_live_event() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_event_add(NEW.user_id, NEW.id, NULL);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_live_event AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notifications_live_event();--> statement-breakpoint
-- Both people hear of a message (the sender's other tabs too).
CREATE FUNCTION messages_live_event() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  person uuid;
BEGIN
  FOR person IN SELECT p FROM conversations c, unnest(ARRAY[c.buyer_id, c.seller_id]) AS p WHERE c.id = NEW.conversation_id LOOP
    PERFORM live_event_add(person, NULL, NEW.id);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_live_event AFTER INSERT ON messages FOR EACH ROW EXECUTE FUNCTION messages_live_event();--> statement-breakpoint
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
CREATE TRIGGER users_suspended_wake AFTER UPDATE OF banned ON users FOR EACH ROW WHEN (NEW.banned IS TRUE AND OLD.banned IS NOT TRUE) EXECUTE FUNCTION users_suspended_wake();--> statement-breakpoint
-- A notification for a user with a browser subscribed to Web Push waits here to be pushed.
CREATE FUNCTION notifications_push_queue() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM push_subscriptions WHERE user_id = NEW.user_id) THEN
    INSERT INTO push_queue (notification_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER notifications_push_queue AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION notifications_push_queue();
