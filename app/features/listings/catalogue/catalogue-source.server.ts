import { or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, SelectedFields } from "drizzle-orm/pg-core";
import { placeCondition } from "~/features/places/place-condition.server";
import { resolvePlaces } from "~/features/places/places";
import type { services, stores } from "~/server/db/schema";
import { locationMatches } from "~/server/db/text-match.server";
import type { TCatalogueQuery } from "./catalogue-kind";

/*
 * Where each catalogue kind lives in the database: its table, what a card selects, how the list
 * filters and sorts, and which columns hold photos. The list, detail, publish,
 * update and delete functions read this and nothing kind-specific.
 */

type TCatalogueTable = typeof services | typeof stores;

export type TCatalogueSource = {
  table: TCatalogueTable;
  /** Columns every catalogue table has, typed once. */
  columns: {
    id: PgColumn;
    userId: PgColumn;
    name: PgColumn;
    createdAt: PgColumn;
    /** The profession of a service, the category of a store. */
    label: PgColumn;
  };
  /** A card's columns: id, name, label, location, address, image, avgRating. */
  cardColumns: SelectedFields;
  /** One SQL condition per filter present in the query. */
  conditions: (query: TCatalogueQuery) => SQL[];
  /** The id breaks ties so that a page boundary never shows a row twice or skips one. */
  orders: Record<string, SQL[]>;
  /** Where the photo's public URL is kept: every column is deleted with the row or replaced. */
  imageColumns: readonly ("image" | "imageUrl")[];
  /** The storage folder of its photos (service_images, store_images). */
  imageFolder: "service_images" | "store_images";
  /** Columns a new row gets beside the form's values (a new service's rating is 5). */
  insertDefaults: Record<string, unknown>;
  /** What the detail page reads of a row beyond the columns every kind has. */
  detailOf: (row: TCatalogueRow) => {
    label: string;
    labelText: string;
    phone: string | null;
    offeredServices: string[];
    /** The photo as stored: the first usable one of these. */
    images: (string | null)[];
  };
};

export type TCatalogueRow = typeof services.$inferSelect | typeof stores.$inferSelect;

/**
 * The query's places ('la_marsa,ariana', as list-query-schema.ts wrote them) as a condition on a
 * catalogue table; undefined when the query names none.
 */
export function placesCondition(
  table: TCatalogueTable,
  location: string | number | undefined,
): SQL | undefined {
  if (typeof location !== "string") return undefined;
  // Places were asked but none is known (list-query-schema.ts): nothing matches.
  if (location === "") return sql`false`;
  // Services and shops keep the spec's rule, 'location contains', for governorates: older rows
  // hold free text ('Ben Arous, Radès').
  return placeCondition(resolvePlaces(location.split(",")).places, {
    governorates: (keys) => or(...keys.map((key) => locationMatches(table.location, key))),
    delegation: table.delegation,
  });
}
