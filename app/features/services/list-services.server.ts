import { desc, sql } from "drizzle-orm";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { services } from "~/server/db/schema";

/** What a service card needs. */
export type TServiceCardItem = {
  id: string;
  name: string;
  profession: string;
  location: string;
  address: string | null;
  image: string | null;
  avgRating: number;
};

/** Until the service filters ship, the list page shows the newest services up to this cap. */
export const SERVICE_LIST_LIMIT = 60;

const cardColumns = {
  id: services.id,
  name: services.name,
  profession: services.profession,
  location: services.location,
  address: services.address,
  // Older rows carry only one of the two columns (specification 001 §3: same URL in both).
  image: sql<
    string | null
  >`coalesce(nullif(${services.image}, ''), nullif(${services.imageUrl}, ''))`,
  avgRating: services.avgRating,
};

/** Public service list, newest first. */
export async function listServices(limit = SERVICE_LIST_LIMIT): Promise<TServiceCardItem[]> {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(services)
    .orderBy(desc(services.createdAt), desc(services.id))
    .limit(clampLimit(limit, SERVICE_LIST_LIMIT));
}

/** The newest services for the home page. */
export async function listNewestServices(limit = HOME_LIST_SIZE): Promise<TServiceCardItem[]> {
  return listServices(clampLimit(limit, HOME_LIST_SIZE));
}

function clampLimit(limit: number, fallback: number): number {
  return Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 200) : fallback;
}
