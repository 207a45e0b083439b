-- The language a person chose with the switch (decision 0046): their pages and their mails.
ALTER TABLE "profiles" ADD COLUMN "locale" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_check" CHECK ("profiles"."locale" in ('fr', 'ar'));