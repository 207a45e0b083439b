-- Arabic in the search document (issue 25, decision 0045). The Snowball 'arabic' configuration
-- folds the alef forms, the vowel marks, tatweel and alef maqsura, and drops the article and the
-- one-letter prefixes; ta marbuta it leaves alone ('شقة' and 'شقه' would not meet), so the text is
-- given with ة written ه, here and in every query (list-properties.server.ts). Only the Arabic
-- letters go through it, and only the others through the French configurations: a French
-- listing's document stays word for word what it was, and an Arabic word is held once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'darna_ar') THEN
    CREATE TEXT SEARCH CONFIGURATION darna_ar (COPY = arabic);
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION darna_arabic_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN translate(regexp_replace($1, '[^\u0600-\u06FF]+', ' ', 'g'), 'ة', 'ه');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION darna_latin_text(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace($1, '[\u0600-\u06FF]+', ' ', 'g');
--> statement-breakpoint
-- A generated column's expression cannot be altered: the column is made again, and the indexes
-- that hold it with it (the full-text index and the two search samples of migration 0011).
ALTER TABLE "properties" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('darna_fr'::regconfig, darna_latin_text(coalesce(title, '') || ' ' || coalesce(description, ''))) || darna_unaccent(to_tsvector('french'::regconfig, darna_latin_text(coalesce(title, '') || ' ' || coalesce(description, '')))::text)::tsvector || to_tsvector('darna_ar'::regconfig, darna_arabic_text(coalesce(title, '') || ' ' || coalesce(description, '')))) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_search_sample_idx" ON "properties" USING btree ("id") INCLUDE ("announcement_type", "status", "expires_at", "search_vector") WHERE ("id" < '40000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);--> statement-breakpoint
CREATE INDEX "properties_search_location_sample_idx" ON "properties" USING btree ("location", "id") INCLUDE ("announcement_type", "status", "expires_at", "search_vector") WHERE ("id" < '80000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);
--> statement-breakpoint
-- Directional overrides, embeddings and isolates leave the owners' words (lib/text.ts,
-- withoutBidiControls): the forms take them out from now on, this takes them out of what is saved.
UPDATE "properties" SET "title" = regexp_replace("title", '[\u202A-\u202E\u2066-\u2069]', '', 'g'), "description" = regexp_replace("description", '[\u202A-\u202E\u2066-\u2069]', '', 'g') WHERE "title" ~ '[\u202A-\u202E\u2066-\u2069]' OR "description" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "services" SET "name" = regexp_replace("name", '[\u202A-\u202E\u2066-\u2069]', '', 'g'), "description" = regexp_replace("description", '[\u202A-\u202E\u2066-\u2069]', '', 'g') WHERE "name" ~ '[\u202A-\u202E\u2066-\u2069]' OR "description" ~ '[\u202A-\u202E\u2066-\u2069]';--> statement-breakpoint
UPDATE "stores" SET "name" = regexp_replace("name", '[\u202A-\u202E\u2066-\u2069]', '', 'g'), "description" = regexp_replace("description", '[\u202A-\u202E\u2066-\u2069]', '', 'g') WHERE "name" ~ '[\u202A-\u202E\u2066-\u2069]' OR "description" ~ '[\u202A-\u202E\u2066-\u2069]';
