-- Reports of listings by readers, listings hidden by moderation and the notices their owners get (issue 14, decision 0015).
CREATE TABLE "hidden_listings" (
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"hidden_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_listings_item_type_check" CHECK ("hidden_listings"."item_type" in ('property', 'service', 'store'))
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reporter_id" text,
	"reporter_key" text,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "listing_reports_item_type_check" CHECK ("listing_reports"."item_type" in ('property', 'service', 'store')),
	CONSTRAINT "listing_reports_details_check" CHECK (char_length("listing_reports"."details") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "listing_type" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "listing_title" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "hidden_listings" ADD CONSTRAINT "hidden_listings_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_listings_item_unique" ON "hidden_listings" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_user_unique" ON "listing_reports" USING btree ("item_type","item_id","reporter_id") WHERE "listing_reports"."reporter_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_visitor_unique" ON "listing_reports" USING btree ("item_type","item_id","reporter_key") WHERE "listing_reports"."reporter_id" is null;--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" USING btree ("item_type","item_id","created_at") WHERE "listing_reports"."status" = 'open';