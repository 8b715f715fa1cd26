CREATE TABLE "search_vocabulary" (
	"kind" text NOT NULL,
	"word" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "search_vocabulary_kind_word_pk" PRIMARY KEY("kind","word")
);--> statement-breakpoint
-- Keeps search_vocabulary equal to the words of each listing table's stored tsvector (the same
-- words full-text search matches), counted per table. Inserts and deletes use statement triggers
-- with transition tables, so a bulk insert of 10,000 rows is one upsert, not 10,000. Updates use a
-- row trigger whose WHEN skips rows whose words did not change (a view counter bump, a status
-- change) before the function is even called. The upsert goes in word order, so two concurrent
-- writers lock vocabulary rows in the same order and cannot deadlock each other.
CREATE FUNCTION count_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added tsvector[];
  removed tsvector[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_vocabulary WHERE kind = TG_TABLE_NAME;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(search) INTO added FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(search) INTO removed FROM old_rows;
  ELSE -- UPDATE, row by row
    added := ARRAY[NEW.search];
    removed := ARRAY[OLD.search];
  END IF;
  INSERT INTO search_vocabulary AS v (kind, word, listings)
  SELECT TG_TABLE_NAME, word, sum(change)
  FROM (
    SELECT unnest(tsvector_to_array(doc)) AS word, 1 AS change FROM unnest(added) AS doc
    UNION ALL
    SELECT unnest(tsvector_to_array(doc)), -1 FROM unnest(removed) AS doc
  ) AS changes
  WHERE word ~ '^[a-z]{4,30}$'
  GROUP BY word
  HAVING sum(change) <> 0
  ORDER BY word
  ON CONFLICT (kind, word) DO UPDATE SET listings = v.listings + excluded.listings;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_vocabulary_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER products_vocabulary_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER products_vocabulary_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER products_vocabulary_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER accommodations_vocabulary_insert AFTER INSERT ON accommodations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER accommodations_vocabulary_update AFTER UPDATE ON accommodations
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER accommodations_vocabulary_delete AFTER DELETE ON accommodations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER accommodations_vocabulary_truncate AFTER TRUNCATE ON accommodations
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_insert AFTER INSERT ON shops
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_update AFTER UPDATE ON shops
  FOR EACH ROW WHEN (OLD.search IS DISTINCT FROM NEW.search) EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_delete AFTER DELETE ON shops
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
CREATE TRIGGER shops_vocabulary_truncate AFTER TRUNCATE ON shops
  FOR EACH STATEMENT EXECUTE FUNCTION count_search_words();--> statement-breakpoint
-- Listings saved before this migration.
INSERT INTO search_vocabulary (kind, word, listings)
SELECT 'products', word, count(*) FROM products, unnest(tsvector_to_array(search)) AS word
WHERE word ~ '^[a-z]{4,30}$' GROUP BY word;--> statement-breakpoint
INSERT INTO search_vocabulary (kind, word, listings)
SELECT 'accommodations', word, count(*) FROM accommodations, unnest(tsvector_to_array(search)) AS word
WHERE word ~ '^[a-z]{4,30}$' GROUP BY word;--> statement-breakpoint
INSERT INTO search_vocabulary (kind, word, listings)
SELECT 'shops', word, count(*) FROM shops, unnest(tsvector_to_array(search)) AS word
WHERE word ~ '^[a-z]{4,30}$' GROUP BY word;
