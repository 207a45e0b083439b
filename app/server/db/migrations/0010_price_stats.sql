-- The median price per m² of each group of comparable properties (announcement type, property
-- type, governorate), kept by the price-stats job: a property page or card reads one row of it.
CREATE TABLE "property_price_stats" (
	"announcement_type" text NOT NULL,
	"type" text NOT NULL,
	"location" text NOT NULL,
	"listings" integer NOT NULL,
	"median_price_per_m2" double precision NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_price_stats_announcement_type_type_location_pk" PRIMARY KEY("announcement_type","type","location")
);
