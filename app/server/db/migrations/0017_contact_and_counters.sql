CREATE TABLE "listing_counters" (
	"listing_kind" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_reveals" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_counters_listing_kind_listing_id_pk" PRIMARY KEY("listing_kind","listing_id"),
	CONSTRAINT "listing_counters_listing_kind_check" CHECK ("listing_counters"."listing_kind" in ('property', 'service', 'store'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "buyer_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "owner_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "show_phone" boolean;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "show_phone" boolean;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "show_phone" boolean;