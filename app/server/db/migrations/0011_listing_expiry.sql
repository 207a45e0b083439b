-- A property listing expires 90 days after publication or its last renewal (decision 0019).
-- Listings that exist before this migration are not all expired at once: each keeps 90 days from
-- its publication, and at least 14 days from the upgrade, so that its owner gets the reminder
-- (mailed 7 days before) and a week to act on it before the listing leaves the lists.
ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
-- To the millisecond, a JavaScript date's precision: the renewal token signs the exact value.
UPDATE "properties" SET "expires_at" = date_trunc('milliseconds', greatest("created_at" + interval '90 days', now() + interval '14 days'));--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "expires_at" SET DEFAULT date_trunc('milliseconds', now() + interval '90 days');--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
-- The expiry the last reminder was mailed for (null: none yet).
ALTER TABLE "properties" ADD COLUMN "expiry_reminder_for" timestamp with time zone;--> statement-breakpoint
-- The reminders walk the listings expiring within a week.
CREATE INDEX "properties_expires_at_idx" ON "properties" USING btree ("expires_at");--> statement-breakpoint
-- Every public list filters `expires_at > now()`: the expiry joins the list indexes as their last
-- column, as the status did in 0009, so that it is checked on index entries and the page's ids
-- and the capped count still come from the index alone. A partial index `where expires_at >
-- now()` is impossible (now() is not immutable).
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
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at");--> statement-breakpoint
CREATE INDEX "properties_surface_idx" ON "properties" USING btree ("surface","id","announcement_type","location","price","rooms","status","expires_at");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at","id","announcement_type","location","price","surface","rooms","status","expires_at");--> statement-breakpoint
CREATE INDEX "properties_announcement_price_idx" ON "properties" USING btree ("announcement_type","price","id","location","surface","rooms","status","expires_at");--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("location","announcement_type","price","id","surface","rooms","status","expires_at");--> statement-breakpoint
CREATE INDEX "properties_rooms_idx" ON "properties" USING btree ("rooms","price","id","announcement_type","location","surface","status","expires_at");--> statement-breakpoint
CREATE INDEX "properties_category_appartement_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at") WHERE ("properties"."type" in ('appartement') or darna_unaccent("properties"."title") ilike '%appartement%');--> statement-breakpoint
CREATE INDEX "properties_category_maison_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at") WHERE ("properties"."type" in ('maison', 'villa') or darna_unaccent("properties"."title") ilike '%maison%' or darna_unaccent("properties"."title") ilike '%villa%');--> statement-breakpoint
CREATE INDEX "properties_category_villa_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at") WHERE ("properties"."type" in ('villa') or darna_unaccent("properties"."title") ilike '%villa%');--> statement-breakpoint
CREATE INDEX "properties_category_terrain_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at") WHERE ("properties"."type" in ('terrain') or darna_unaccent("properties"."title") ilike '%terrain%');--> statement-breakpoint
CREATE INDEX "properties_category_local_commercial_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at") WHERE ("properties"."type" in ('local_commercial') or darna_unaccent("properties"."title") ilike '%local%' or darna_unaccent("properties"."title") ilike '%commercial%');--> statement-breakpoint
CREATE INDEX "properties_category_bureau_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms","status","expires_at") WHERE ("properties"."type" in ('bureau') or darna_unaccent("properties"."title") ilike '%bureau%');--> statement-breakpoint
CREATE INDEX "properties_search_sample_idx" ON "properties" USING btree ("id") INCLUDE ("announcement_type", "status", "expires_at", "search_vector") WHERE ("id" < '40000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);--> statement-breakpoint
CREATE INDEX "properties_search_location_sample_idx" ON "properties" USING btree ("location", "id") INCLUDE ("announcement_type", "status", "expires_at", "search_vector") WHERE ("id" < '80000000-0000-0000-0000-000000000000' and length("search_vector"::text) < 1000);
