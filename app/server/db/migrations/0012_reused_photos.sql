-- Reused photos (issue 14, decision 0020): the perceptual hash of every stored listing photo,
-- and system reports that name the other listing whose photo a new or edited listing reuses.

-- Reasons were checked by the application alone; the system's reason joins the readers' six
-- here, and the report form's schema still offers only those six.
ALTER TABLE "listing_reports" ADD COLUMN "linked_item_type" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "linked_item_id" uuid;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('scam', 'duplicate', 'unavailable', 'wrong_info', 'inappropriate', 'other', 'reused_photo'));--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_linked_check" CHECK (("listing_reports"."linked_item_type" is null) = ("listing_reports"."linked_item_id" is null));--> statement-breakpoint
-- A listing whose five photos all come from one other listing, or that is edited again, gets one
-- open report for that pair, not one per photo or per edit.
CREATE UNIQUE INDEX "listing_reports_linked_unique" ON "listing_reports" USING btree ("item_type","item_id","linked_item_type","linked_item_id") WHERE "listing_reports"."linked_item_id" is not null and "listing_reports"."status" = 'open';--> statement-breakpoint
-- No foreign key to the three listing tables (one column names all three, as reports do): the
-- listing's deletion removes its rows. The owner's does through the foreign key.
CREATE TABLE "photo_fingerprints" (
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"url" text NOT NULL,
	"hash" bigint,
	"band_a" integer GENERATED ALWAYS AS (((hash >> 43) & 2097151)::int) STORED,
	"band_b" integer GENERATED ALWAYS AS (((hash >> 22) & 2097151)::int) STORED,
	"band_c" integer GENERATED ALWAYS AS ((hash & 4194303)::int) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_fingerprints_item_type_check" CHECK ("photo_fingerprints"."item_type" in ('property', 'service', 'store'))
);
--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_fingerprints_photo_unique" ON "photo_fingerprints" USING btree ("item_type","item_id","url");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_owner_idx" ON "photo_fingerprints" USING btree ("owner_id");--> statement-breakpoint
-- One index per band: a lookup is a BitmapOr of the three, each probed with ~250 values, then
-- the exact distance is rechecked on the few rows found (decision 0020).
CREATE INDEX "photo_fingerprints_band_a_idx" ON "photo_fingerprints" USING btree ("band_a");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band_b_idx" ON "photo_fingerprints" USING btree ("band_b");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_band_c_idx" ON "photo_fingerprints" USING btree ("band_c");
