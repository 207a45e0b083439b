import { sql } from "drizzle-orm";
import { type TListView, withListView } from "~/features/listings/list-view";
import { mapGroups } from "~/features/listings/map-groups.server";
import type { TMapPoints } from "~/features/listings/map-points";
import { mapPointsOf, outsideZonePoints } from "~/features/listings/map-points.server";
import { listingPath } from "~/kernel/kinds";
import { formatNumber, formatPrice } from "~/lib/format";
import { pathInLocale, type TPageText } from "~/lib/i18n/locale";
import { properties } from "~/server/db/schema";
import { toFilterValues } from "./filter-values";
import { propertyListWhere } from "./list-properties.server";
import { toPropertyListSearch } from "./list-query";
import type { TPropertyListQuery } from "./list-query-schema";

/**
 * The property list's map (GET /carte/proprietes): the listings the list finds for `query`
 * (propertyListWhere, the list's one rule), grouped by map position.
 */
export async function propertyMapPoints(
  query: TPropertyListQuery,
  text?: TPageText,
): Promise<TMapPoints> {
  const outside = outsideZonePoints(query.zone);
  if (outside) return outside;
  const { groups, total, capped } = await mapGroups(
    properties,
    {
      id: properties.id,
      pinLat: properties.pinLat,
      pinLng: properties.pinLng,
      delegation: properties.delegation,
      location: properties.location,
      title: properties.title,
      // 'price:type', read back below: one aggregate for the one listing of a group.
      detail: sql`${properties.price}::text || ':' || ${properties.announcementType}`,
    },
    propertyListWhere(query),
  );
  const values = toFilterValues(query);
  const listFor = (narrowing: TListView & { location?: string }) =>
    pathInLocale(
      `/proprietes${withListView(
        toPropertyListSearch({ ...values, location: narrowing.location ?? values.location }),
        { zone: narrowing.zone ?? (narrowing.location ? undefined : query.zone) },
      )}`,
      text?.locale ?? "fr",
    );
  // '450 000 TND', '1 200 TND/mois'; on an Arabic page '450 000 د.ت' (price-message.ts's texts).
  const priceText = (price: number, type: string | undefined) =>
    text
      ? text.translate(
          type === "location" ? /*i18n*/ "{amount} TND/mois" : /*i18n*/ "{amount} TND",
          {
            amount: formatNumber(price),
          },
        )
      : formatPrice(price, type);
  return mapPointsOf(
    groups.map((group) => {
      const [price, type] = group.detail.split(":");
      return { ...group, detail: priceText(Number(price), type) };
    }),
    { total, capped },
    {
      listFor,
      // An Arabic list's popups lead to the Arabic pages.
      itemFor: (id) => pathInLocale(listingPath("property", id), text?.locale ?? "fr"),
      text,
    },
  );
}
