-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index. The
-- keyword rule of the property categories needs it in the predicates of the partial indexes
-- below: this wrapper, declared IMMUTABLE, gives the same result (same dictionary, bound when
-- the function is created).
CREATE OR REPLACE FUNCTION darna_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN unaccent('unaccent'::regdictionary, $1);
--> statement-breakpoint
DROP INDEX "properties_location_price_idx";--> statement-breakpoint
DROP INDEX "properties_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_surface_idx";--> statement-breakpoint
DROP INDEX "properties_announcement_price_idx";--> statement-breakpoint
CREATE INDEX "properties_location_idx" ON "properties" USING btree ("location","announcement_type","price","id","surface","rooms");--> statement-breakpoint
CREATE INDEX "properties_rooms_idx" ON "properties" USING btree ("rooms","price","id","announcement_type","location","surface");--> statement-breakpoint
CREATE INDEX "properties_category_appartement_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms") WHERE ("properties"."type" in ('appartement') or darna_unaccent("properties"."title") ilike '%appartement%');--> statement-breakpoint
CREATE INDEX "properties_category_maison_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms") WHERE ("properties"."type" in ('maison', 'villa') or darna_unaccent("properties"."title") ilike '%maison%' or darna_unaccent("properties"."title") ilike '%villa%');--> statement-breakpoint
CREATE INDEX "properties_category_villa_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms") WHERE ("properties"."type" in ('villa') or darna_unaccent("properties"."title") ilike '%villa%');--> statement-breakpoint
CREATE INDEX "properties_category_terrain_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms") WHERE ("properties"."type" in ('terrain') or darna_unaccent("properties"."title") ilike '%terrain%');--> statement-breakpoint
CREATE INDEX "properties_category_local_commercial_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms") WHERE ("properties"."type" in ('local_commercial') or darna_unaccent("properties"."title") ilike '%local%' or darna_unaccent("properties"."title") ilike '%commercial%');--> statement-breakpoint
CREATE INDEX "properties_category_bureau_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms") WHERE ("properties"."type" in ('bureau') or darna_unaccent("properties"."title") ilike '%bureau%');--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at","id","announcement_type","location","price","surface","rooms");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id","announcement_type","location","surface","rooms");--> statement-breakpoint
CREATE INDEX "properties_surface_idx" ON "properties" USING btree ("surface","id","announcement_type","location","price","rooms");--> statement-breakpoint
CREATE INDEX "properties_announcement_price_idx" ON "properties" USING btree ("announcement_type","price","id","location","surface","rooms");
