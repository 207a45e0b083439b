-- A property sold or rented stays on its page, in its owner's lists and in favourites, with a
-- badge; it leaves the public list by default. The list indexes (0003) answer the page's ids and
-- the capped count from index entries alone: the status joins them as their last column so that
-- the default list's `status = 'available'` is still checked on the entries, and the list that
-- includes sold and rented listings uses the same indexes.
ALTER TABLE "properties" ADD COLUMN "status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('available', 'sold', 'rented'));--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_surface_idx";--> statement-breakpoint
DROP INDEX "properties_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_announcement_price_idx";--> statement-breakpoint
DROP INDEX "properties_location_idx";--> statement-breakpoint
DROP INDEX "properties_rooms_idx";--> statement-breakpoint
DROP INDEX "properties_category_appartement_idx";--> statement-breakpoint
DROP INDEX "properties_category_maison_idx";--> statement-breakpoint
DROP INDEX "properties_category_villa_idx";--> statement-breakpoint
DROP INDEX "properties_category_terrain_idx";--> statement-breakpoint
DROP INDEX "properties_category_local_commercial_idx";--> statement-breakpoint
DROP INDEX "properties_category_bureau_idx";--> statement-breakpoint
DROP INDEX "properties_search_sample_idx";--> statement-breakpoint
DROP INDEX "properties_search_location_sample_idx";--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status");--> statement-breakpoint
CREATE INDEX "properties_surface_idx" ON "properties" USING btree ("surface","id","announcement_type","location","price","rooms","status");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at","id","announcement_type","location","price","surface","rooms","status");--> statement-breakpoint
CREATE INDEX "properties_announcement_price_idx" ON "properties" USING btree ("announcement_type","price","id","location","surface","rooms","status");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("location","announcement_type","price","id","surface","rooms","status");--> statement-breakpoint
CREATE INDEX "properties_rooms_idx" ON "properties" USING btree ("rooms","price","id","announcement_type","location","surface","status");--> statement-breakpoint
CREATE INDEX "properties_category_appartement_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status") WHERE ("properties"."type" in ('appartement') or darna_unaccent("properties"."title") ilike '%appartement%');--> statement-breakpoint
CREATE INDEX "properties_category_maison_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status") WHERE ("properties"."type" in ('maison', 'villa') or darna_unaccent("properties"."title") ilike '%maison%' or darna_unaccent("properties"."title") ilike '%villa%');--> statement-breakpoint
CREATE INDEX "properties_category_villa_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status") WHERE ("properties"."type" in ('villa') or darna_unaccent("properties"."title") ilike '%villa%');--> statement-breakpoint
CREATE INDEX "properties_category_terrain_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status") WHERE ("properties"."type" in ('terrain') or darna_unaccent("properties"."title") ilike '%terrain%');--> statement-breakpoint
CREATE INDEX "properties_category_local_commercial_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status") WHERE ("properties"."type" in ('local_commercial') or darna_unaccent("properties"."title") ilike '%local%' or darna_unaccent("properties"."title") ilike '%commercial%');--> statement-breakpoint
CREATE INDEX "properties_category_bureau_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status") WHERE ("properties"."type" in ('bureau') or darna_unaccent("properties"."title") ilike '%bureau%');--> statement-breakpoint
CREATE INDEX "properties_search_sample_idx" ON "properties" USING btree ("id") INCLUDE ("announcement_type", "status", "search_vector") WHERE ("id" < '40000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);--> statement-breakpoint
CREATE INDEX "properties_search_location_sample_idx" ON "properties" USING btree ("location", "id") INCLUDE ("announcement_type", "status", "search_vector") WHERE ("id" < '80000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);--> statement-breakpoint
-- The admin panel's Messages tab: a message is new until an administrator marks it handled.
ALTER TABLE "messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
