CREATE TABLE "suspended_listings" (
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspended_listings_item_type_item_id_pk" PRIMARY KEY("item_type","item_id"),
	CONSTRAINT "suspended_listings_item_type_check" CHECK ("suspended_listings"."item_type" in ('property', 'service', 'store'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suspended_listings" ADD CONSTRAINT "suspended_listings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspended_listings_user_idx" ON "suspended_listings" USING btree ("user_id");
