import { asc, desc, gte, type SQL, sql } from "drizzle-orm";
import { services } from "~/server/db/schema";
import { alphabetical, containsText } from "~/server/db/text-match.server";
import { isNewColumn, sellerVerifiedColumn } from "../../card-columns.server";
import { delegationNameColumn } from "../../delegations.server";
import { placesCondition, type TCatalogueSource } from "../catalogue-source.server";
import { offeredServicesFor } from "./offered-services";

/** A new service starts with the rating 5. */
export const NEW_SERVICE_RATING = 5;

/** Where services live: the `services` table. */
export const SERVICE_SOURCE: TCatalogueSource = {
  table: services,
  columns: {
    id: services.id,
    userId: services.userId,
    name: services.name,
    createdAt: services.createdAt,
    label: services.profession,
  },
  cardColumns: {
    id: services.id,
    name: services.name,
    label: services.profession,
    location: services.location,
    delegationName: delegationNameColumn(services.delegation),
    address: services.address,
    // Older rows carry only one of the two columns (the same URL in both).
    image: sql<
      string | null
    >`coalesce(nullif(${services.image}, ''), nullif(${services.imageUrl}, ''))`,
    avgRating: services.avgRating,
    isNew: isNewColumn(services.createdAt),
    sellerVerified: sellerVerifiedColumn(services.userId),
  },
  conditions(query) {
    const conditions: SQL[] = [];
    if (typeof query.category === "string") {
      conditions.push(containsText(services.profession, query.category));
    }
    // The rating a visitor sees on the card is the average; `rating` is 5 on every new service.
    if (typeof query.minRating === "number") {
      conditions.push(gte(services.avgRating, query.minRating));
    }
    const places = placesCondition(services, query.location);
    if (places) conditions.push(places);
    return conditions;
  },
  orders: {
    rating: [sql`${services.avgRating} desc nulls last`, desc(services.id)],
    name_asc: [asc(alphabetical(services.name)), asc(services.id)],
    name_desc: [desc(alphabetical(services.name)), desc(services.id)],
    profession: [
      asc(alphabetical(services.profession)),
      asc(alphabetical(services.name)),
      asc(services.id),
    ],
  },
  imageColumns: ["image", "imageUrl"],
  imageFolder: "service_images",
  insertDefaults: { rating: NEW_SERVICE_RATING },
  detailOf(row) {
    const service = row as typeof services.$inferSelect;
    return {
      label: service.profession,
      labelText: service.profession,
      phone: service.phone,
      offeredServices: offeredServicesFor(service.profession),
      images: [service.imageUrl, service.image],
    };
  },
};
