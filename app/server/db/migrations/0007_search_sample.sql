-- The samples that tell a broad text search has more matches than the list counts
-- (list-properties.server.ts, countStatement), read without touching the table: one listing in 4
-- by id (ids are random) in id order, and one in 2 in id order within each governorate. A search
-- document is only allowed in an index entry well below PostgreSQL's limit for one (2,704 bytes):
-- long descriptions stay out of the samples, which may be any listings.
CREATE INDEX "properties_search_sample_idx" ON "properties" USING btree ("id") INCLUDE ("announcement_type", "search_vector") WHERE ("id" < '40000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);--> statement-breakpoint
CREATE INDEX "properties_search_location_sample_idx" ON "properties" USING btree ("location", "id") INCLUDE ("announcement_type", "search_vector") WHERE ("id" < '80000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);
