-- Owners can no longer rate their own service or shop: ratings they gave before are removed and
-- the averages of the items concerned are computed again from the ratings that remain.
WITH "removed" AS (
  DELETE FROM "ratings" r USING "services" s
  WHERE r."item_type" = 'service' AND r."item_id" = s."id" AND r."user_id" = s."user_id"
  RETURNING r."item_id"
)
UPDATE "services" s SET "avg_rating" = coalesce((
  SELECT round(avg(r."rating")::numeric, 2)::float8 FROM "ratings" r
  WHERE r."item_type" = 'service' AND r."item_id" = s."id" AND r."user_id" <> s."user_id"
), 0)
WHERE s."id" IN (SELECT "item_id" FROM "removed");
--> statement-breakpoint
WITH "removed" AS (
  DELETE FROM "ratings" r USING "stores" s
  WHERE r."item_type" = 'store' AND r."item_id" = s."id" AND r."user_id" = s."user_id"
  RETURNING r."item_id"
)
UPDATE "stores" s SET "avg_rating" = coalesce((
  SELECT round(avg(r."rating")::numeric, 2)::float8 FROM "ratings" r
  WHERE r."item_type" = 'store' AND r."item_id" = s."id" AND r."user_id" <> s."user_id"
), 0)
WHERE s."id" IN (SELECT "item_id" FROM "removed");
