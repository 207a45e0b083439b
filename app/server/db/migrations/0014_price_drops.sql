-- Price drops (issue 15, decision 0024): every change of a property's price, kept for its page's
-- history; the 'price_drop' notification of those who favourited it, with both prices; the
-- profile's opt-in for the same notice by e-mail (off until ticked).
CREATE TABLE "property_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "old_price" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "new_price" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "price_drop_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at");--> statement-breakpoint
-- The types were checked by the application alone; the database says them too from now on.
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('new_comment', 'listing_hidden', 'listing_restored', 'price_drop'));
