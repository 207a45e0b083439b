import { sql } from "drizzle-orm";
import { properties } from "~/server/db/schema";
import { delegationNameColumn } from "./delegations.server";

/** The columns a listing card shows, for every page that lists cards. */
export const propertyCardColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  announcementType: properties.announcementType,
  price: properties.price,
  surface: properties.surface,
  rooms: properties.rooms,
  address: properties.address,
  governorate: properties.governorate,
  location: properties.location,
  delegationName: delegationNameColumn(properties.delegation),
  status: properties.status,
  // PostgreSQL arrays are 1-based; an empty array gives NULL.
  coverUrl: sql<string | null>`${properties.photoUrls}[1]`,
};
