-- A user belongs to at most 5 campuses. A CHECK cannot count rows, so a trigger does; it locks
-- the user's row first so two concurrent inserts cannot both see 4 campuses and both pass.
CREATE FUNCTION enforce_user_campus_limit() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR UPDATE;
  IF (SELECT count(*) FROM user_campuses WHERE user_id = NEW.user_id) >= 5 THEN
    RAISE EXCEPTION 'A user can belong to at most 5 campuses'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'user_campuses_max_five';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER user_campuses_max_five
  BEFORE INSERT ON user_campuses
  FOR EACH ROW EXECUTE FUNCTION enforce_user_campus_limit();--> statement-breakpoint
-- Rows that change keep an honest updated_at without every writer remembering to set it.
CREATE FUNCTION touch_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_touch_updated_at BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER shops_touch_updated_at BEFORE UPDATE ON shops
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
CREATE TRIGGER payments_touch_updated_at BEFORE UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION touch_updated_at();--> statement-breakpoint
-- Listings: a view counter bump is not an edit, so it must not move updated_at.
CREATE FUNCTION touch_listing_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'views_count' - 'updated_at' - 'search') IS DISTINCT FROM
     (to_jsonb(OLD) - 'views_count' - 'updated_at' - 'search') THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_touch_updated_at BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION touch_listing_updated_at();--> statement-breakpoint
CREATE TRIGGER accommodations_touch_updated_at BEFORE UPDATE ON accommodations
  FOR EACH ROW EXECUTE FUNCTION touch_listing_updated_at();
