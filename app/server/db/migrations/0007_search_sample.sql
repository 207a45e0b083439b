-- The sample that tells a broad text search has more matches than the list counts
-- (list-properties.server.ts, countStatement): one listing in 4 by id (ids are random), in id
-- order, with the search document, read without touching the table. A search document is only
-- allowed in an index entry well below PostgreSQL's limit for one (2,704 bytes): long
-- descriptions stay out of the sample, which may be any listings.
CREATE INDEX "properties_search_sample_idx" ON "properties" USING btree ("id") INCLUDE ("announcement_type", "search_vector") WHERE ("id" < '40000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);
