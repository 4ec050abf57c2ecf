-- Product search: PostgreSQL full-text search over a weighted document per product, and pg_trgm
-- plus fuzzystrmatch to correct misspelt words against the words products hold. Both extensions
-- are trusted contrib extensions, so the service's own role may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- The variant option values of one product ('Linen', 'XL', ...), as one text.
CREATE FUNCTION product_option_values(p_product_id text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(option.value, ' '), '')
  FROM variants, jsonb_each_text(variants.attributes) AS option(name, value)
  WHERE variants.product_id = p_product_id
$$;--> statement-breakpoint
-- Runs before a product row is written: the title weighs most (A), then tags and categories (B),
-- variant option values (C) and the description (D), so a title match ranks above a description
-- match. 'english' stems ('shirts' finds 'shirt'); markup in the description is parsed as tags and
-- left out. The words go to search_words ('simple': unstemmed, as a shopper types them).
CREATE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  labels text := concat_ws(' ',
    (SELECT string_agg(tag, ' ') FROM jsonb_array_elements_text(coalesce(NEW.document->'tags', '[]')) AS tag),
    (SELECT string_agg(category, ' ') FROM jsonb_array_elements_text(coalesce(NEW.document->'categories', '[]')) AS category));
  options text := product_option_values(NEW.id);
  description text := coalesce(NEW.document->>'description', '');
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', NEW.title), 'A') ||
    setweight(to_tsvector('english', labels), 'B') ||
    setweight(to_tsvector('english', options), 'C') ||
    setweight(to_tsvector('english', description), 'D');
  -- No search word is longer than 40 characters (domain/search.ts), so no longer word can be a
  -- correction; leaving them out also keeps every word within levenshtein's 255-character limit.
  INSERT INTO search_words (word)
    SELECT DISTINCT word
    FROM unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', NEW.title, labels, options, description)))) AS word
    WHERE char_length(word) <= 40
    ORDER BY word
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_refresh BEFORE INSERT OR UPDATE OF title, document ON products
FOR EACH ROW EXECUTE FUNCTION products_search_refresh();--> statement-breakpoint
-- Variants change a product's option values: rewriting the title with itself runs the product's
-- trigger again, which reads the variants as they now are. Inserts and deletes are per statement
-- (one refresh per product however many variants a statement writes); an update only when the
-- options themselves change, so stock updates (reservations) never touch the product row.
CREATE FUNCTION variants_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE id IN (SELECT DISTINCT product_id FROM changed_variants);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION variant_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET title = title WHERE id = NEW.product_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER variants_search_insert AFTER INSERT ON variants REFERENCING NEW TABLE AS changed_variants
FOR EACH STATEMENT EXECUTE FUNCTION variants_search_refresh();--> statement-breakpoint
CREATE TRIGGER variants_search_delete AFTER DELETE ON variants REFERENCING OLD TABLE AS changed_variants
FOR EACH STATEMENT EXECUTE FUNCTION variants_search_refresh();--> statement-breakpoint
CREATE TRIGGER variants_search_update AFTER UPDATE OF attributes ON variants
FOR EACH ROW WHEN (OLD.attributes IS DISTINCT FROM NEW.attributes) EXECUTE FUNCTION variant_search_refresh();--> statement-breakpoint
-- products already there
UPDATE products SET title = title;
