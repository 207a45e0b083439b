ALTER TABLE "properties" ADD COLUMN "delegation" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pin_lat" double precision;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pin_lng" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "delegation" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "delegation" text;--> statement-breakpoint
CREATE INDEX "properties_delegation_idx" ON "properties" USING btree ("delegation","announcement_type","price","id","surface","rooms","status","expires_at") WHERE "properties"."delegation" is not null;