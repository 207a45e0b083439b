-- See schema.ts (searchVector): both spellings of each word, so that 'meuble', 'meublé' and
-- 'meublée' find each other. Dropping the column drops its index: it is built again.
ALTER TABLE "properties" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('darna_fr'::regconfig, coalesce(title, '') || ' ' || coalesce(description, '')) || darna_unaccent(to_tsvector('french'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))::text)::tsvector) STORED;--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");
