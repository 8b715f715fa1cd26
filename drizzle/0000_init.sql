-- pg_trgm gives typo-tolerant search; the embedded PGlite loads it too (see app/.server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "accommodations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"category" text DEFAULT 'Other' NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"room_type" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"seller_id" uuid NOT NULL,
	"fee_paid" boolean DEFAULT true NOT NULL,
	"fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodations_price_nonnegative" CHECK ("accommodations"."price" >= 0),
	CONSTRAINT "accommodations_fee_nonnegative" CHECK ("accommodations"."fee_amount" >= 0),
	CONSTRAINT "accommodations_views_nonnegative" CHECK ("accommodations"."views_count" >= 0),
	CONSTRAINT "accommodations_title_not_blank" CHECK (length(btrim("accommodations"."title")) > 0),
	CONSTRAINT "accommodations_image_count" CHECK (coalesce(array_length("accommodations"."image_urls", 1), 0) <= 10),
	CONSTRAINT "accommodations_status_valid" CHECK ("accommodations"."status" in ('active', 'inactive', 'pending', 'rented')),
	CONSTRAINT "accommodations_category_valid" CHECK ("accommodations"."category" in ('Student Housing', 'Shared Apartment', 'Private Room', 'Studio', 'Family Housing', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "campuses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" double precision DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campuses_latitude_range" CHECK ("campuses"."latitude" between -90 and 90),
	CONSTRAINT "campuses_longitude_range" CHECK ("campuses"."longitude" between -180 and 180),
	CONSTRAINT "campuses_radius_positive" CHECK ("campuses"."radius_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid,
	"accommodation_id" uuid,
	"shop_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_exactly_one_target" CHECK (num_nonnulls("favorites"."product_id", "favorites"."accommodation_id", "favorites"."shop_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'system' NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_valid" CHECK ("notifications"."type" in ('message', 'favorite', 'purchase', 'system'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"payment_type" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"amount" numeric(14, 2) NOT NULL,
	"transaction_id" text,
	"buyer_phone" text,
	"product_id" uuid,
	"accommodation_id" uuid,
	"shop_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_type_valid" CHECK ("payments"."payment_type" in ('wallet_topup', 'listing_fee', 'shop_subscription', 'product_purchase', 'accommodation_booking')),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."payment_status" in ('pending', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "payments_method_valid" CHECK ("payments"."payment_method" is null or "payments"."payment_method" in ('mpesa', 'tigopesa', 'airtelmoney', 'halopesa', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(14, 2) NOT NULL,
	"category" text NOT NULL,
	"condition" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"seller_id" uuid NOT NULL,
	"shop_id" uuid,
	"is_shop_product" boolean DEFAULT false NOT NULL,
	"fee_paid" boolean DEFAULT true NOT NULL,
	"fee_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_nonnegative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_fee_nonnegative" CHECK ("products"."fee_amount" >= 0),
	CONSTRAINT "products_views_nonnegative" CHECK ("products"."views_count" >= 0),
	CONSTRAINT "products_name_not_blank" CHECK (length(btrim("products"."name")) > 0),
	CONSTRAINT "products_image_count" CHECK (coalesce(array_length("products"."image_urls", 1), 0) <= 5),
	CONSTRAINT "products_status_valid" CHECK ("products"."status" in ('active', 'inactive', 'pending', 'sold')),
	CONSTRAINT "products_category_valid" CHECK ("products"."category" in ('Electronics', 'Books', 'Clothing', 'Furniture', 'Sports', 'Beauty', 'Food', 'Other')),
	CONSTRAINT "products_condition_valid" CHECK ("products"."condition" is null or "products"."condition" in ('Brand New', 'Like New', 'Good', 'Fair', 'Poor')),
	CONSTRAINT "products_shop_product_has_shop" CHECK ("products"."is_shop_product" = ("products"."shop_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text DEFAULT 'promotion' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type_valid" CHECK ("promotions"."type" in ('promotion', 'event', 'service')),
	CONSTRAINT "promotions_dates_ordered" CHECK ("promotions"."end_date" >= "promotions"."start_date"),
	CONSTRAINT "promotions_title_not_blank" CHECK (length(btrim("promotions"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"event_date" timestamp with time zone NOT NULL,
	"location" text,
	"price" numeric(14, 2),
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_events_price_nonnegative" CHECK ("shop_events"."price" is null or "shop_events"."price" >= 0),
	CONSTRAINT "shop_events_max_positive" CHECK ("shop_events"."max_participants" is null or "shop_events"."max_participants" >= 1),
	CONSTRAINT "shop_events_participants_valid" CHECK ("shop_events"."current_participants" >= 0 and ("shop_events"."max_participants" is null or "shop_events"."current_participants" <= "shop_events"."max_participants")),
	CONSTRAINT "shop_events_title_not_blank" CHECK (length(btrim("shop_events"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"price" numeric(14, 2) NOT NULL,
	"duration_minutes" integer,
	"image_url" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_services_price_nonnegative" CHECK ("shop_services"."price" >= 0),
	CONSTRAINT "shop_services_duration_positive" CHECK ("shop_services"."duration_minutes" is null or "shop_services"."duration_minutes" >= 1),
	CONSTRAINT "shop_services_name_not_blank" CHECK (length(btrim("shop_services"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'Other' NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"phone_number" text,
	"logo_url" text,
	"cover_image_url" text,
	"owner_id" uuid NOT NULL,
	"campus_id" uuid,
	"subscription_active" boolean DEFAULT false NOT NULL,
	"subscription_plan" text,
	"subscription_end_date" timestamp with time zone,
	"free_trial_used" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_name_not_blank" CHECK (length(btrim("shops"."name")) > 0),
	CONSTRAINT "shops_subscription_plan_valid" CHECK ("shops"."subscription_plan" is null or "shops"."subscription_plan" in ('trial', 'premium')),
	CONSTRAINT "shops_active_has_plan" CHECK (not "shops"."subscription_active" or ("shops"."subscription_plan" is not null and "shops"."subscription_end_date" is not null)),
	CONSTRAINT "shops_trial_marks_used" CHECK ("shops"."subscription_plan" is distinct from 'trial' or "shops"."free_trial_used"),
	CONSTRAINT "shops_category_valid" CHECK ("shops"."category" in ('Restaurant', 'Electronics', 'Clothing', 'Services', 'Beauty', 'Health', 'Education', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "user_campuses" (
	"user_id" uuid NOT NULL,
	"campus_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_campuses_user_id_campus_id_pk" PRIMARY KEY("user_id","campus_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_number" text,
	"whatsapp_number" text,
	"university" text,
	"profile_image_url" text,
	"user_type" text DEFAULT 'individual_seller' NOT NULL,
	"campus_id" uuid,
	"free_products_used" integer DEFAULT 0 NOT NULL,
	"free_products_limit" integer DEFAULT 5 NOT NULL,
	"free_accommodations_used" integer DEFAULT 0 NOT NULL,
	"free_accommodations_limit" integer DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" in ('individual_seller', 'shop_owner', 'verified', 'individual')),
	CONSTRAINT "users_free_products_used_valid" CHECK ("users"."free_products_used" >= 0 and "users"."free_products_limit" >= 0),
	CONSTRAINT "users_free_accommodations_used_valid" CHECK ("users"."free_accommodations_used" >= 0 and "users"."free_accommodations_limit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_events" ADD CONSTRAINT "shop_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_services" ADD CONSTRAINT "shop_services_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_campuses" ADD CONSTRAINT "user_campuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_campuses" ADD CONSTRAINT "user_campuses_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_campus_id_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."campuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_status_created_at_idx" ON "accommodations" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accommodations_seller_id_idx" ON "accommodations" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "accommodations_search_idx" ON "accommodations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "accommodations_title_trgm_idx" ON "accommodations" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accommodations_description_trgm_idx" ON "accommodations" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_name_key" ON "campuses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "campuses_short_name_key" ON "campuses" USING btree ("short_name");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_product_key" ON "favorites" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_accommodation_key" ON "favorites" USING btree ("user_id","accommodation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_shop_key" ON "favorites" USING btree ("user_id","shop_id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_at_idx" ON "favorites" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorites_product_id_idx" ON "favorites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "favorites_accommodation_id_idx" ON "favorites" USING btree ("accommodation_id");--> statement-breakpoint
CREATE INDEX "favorites_shop_id_idx" ON "favorites" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_id_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_at_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_status_created_at_idx" ON "products" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_seller_id_idx" ON "products" USING btree ("seller_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_shop_id_idx" ON "products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "promotions_shop_id_idx" ON "promotions" USING btree ("shop_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shop_events_shop_id_idx" ON "shop_events" USING btree ("shop_id","event_date");--> statement-breakpoint
CREATE INDEX "shop_services_shop_id_idx" ON "shop_services" USING btree ("shop_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_owner_id_idx" ON "shops" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "shops_campus_id_idx" ON "shops" USING btree ("campus_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_search_idx" ON "shops" USING gin ("search");--> statement-breakpoint
CREATE INDEX "shops_name_trgm_idx" ON "shops" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "user_campuses_one_primary" ON "user_campuses" USING btree ("user_id") WHERE "user_campuses"."is_primary";--> statement-breakpoint
CREATE INDEX "user_campuses_campus_id_idx" ON "user_campuses" USING btree ("campus_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_campus_id_idx" ON "users" USING btree ("campus_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");