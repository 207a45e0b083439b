import { asc, desc, eq, type SQL } from "drizzle-orm";
import { storeCategoryLabel } from "~/lib/constants";
import { stores } from "~/server/db/schema";
import { alphabetical } from "~/server/db/text-match.server";
import { isNewColumn, sellerVerifiedColumn } from "../../card-columns.server";
import { delegationNameColumn } from "../../delegations.server";
import { placesCondition, type TCatalogueSource } from "../catalogue-source.server";
import { offeredServicesForCategory } from "./offered-services";

/** Where stores live: the `stores` table. */
export const STORE_SOURCE: TCatalogueSource = {
  table: stores,
  columns: {
    id: stores.id,
    userId: stores.userId,
    name: stores.name,
    createdAt: stores.createdAt,
    label: stores.category,
  },
  cardColumns: {
    id: stores.id,
    name: stores.name,
    label: stores.category,
    location: stores.location,
    delegationName: delegationNameColumn(stores.delegation),
    address: stores.address,
    image: stores.image,
    avgRating: stores.avgRating,
    isNew: isNewColumn(stores.createdAt),
    sellerVerified: sellerVerifiedColumn(stores.userId),
  },
  conditions(query) {
    const conditions: SQL[] = [];
    if (typeof query.category === "string") conditions.push(eq(stores.category, query.category));
    const places = placesCondition(stores, query.location);
    if (places) conditions.push(places);
    return conditions;
  },
  orders: {
    name_asc: [asc(alphabetical(stores.name)), asc(stores.id)],
    name_desc: [desc(alphabetical(stores.name)), desc(stores.id)],
    category: [asc(alphabetical(stores.category)), asc(alphabetical(stores.name)), asc(stores.id)],
    date_desc: [desc(stores.createdAt), desc(stores.id)],
  },
  imageColumns: ["image"],
  imageFolder: "store_images",
  insertDefaults: {},
  detailOf(row) {
    const store = row as typeof stores.$inferSelect;
    return {
      label: store.category,
      labelText: storeCategoryLabel(store.category),
      phone: null,
      offeredServices: offeredServicesForCategory(store.category),
      images: [store.image],
    };
  },
};
