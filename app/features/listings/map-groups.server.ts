import { type AnyColumn, desc, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "~/server/db/client.server";
import { MAX_MAP_POINTS } from "./map-points";
import type { TMapGroup } from "./map-points.server";

/*
 * The one statement behind every list's map: the listings `where` keeps, counted by pin,
 * delegation and governorate, the busiest MAX_MAP_POINTS groups, with the number of listings and
 * of groups over all of them (window sums, taken before the limit).
 */

export type TMapGroupColumns = {
  id: AnyColumn;
  pinLat?: AnyColumn;
  pinLng?: AnyColumn;
  delegation: AnyColumn;
  location: AnyColumn;
  title: AnyColumn;
  /** What a point of one listing says under its title (a price, a profession). */
  detail: SQL;
};

export async function mapGroups(
  table: PgTable,
  columns: TMapGroupColumns,
  where: SQL | undefined,
): Promise<{ groups: TMapGroup[]; total: number; capped: boolean }> {
  const db = await getDb();
  const pinLat = columns.pinLat ? sql`${columns.pinLat}` : sql`null::double precision`;
  const pinLng = columns.pinLng ? sql`${columns.pinLng}` : sql`null::double precision`;
  const listings = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({
      pinLat: sql<number | null>`${pinLat}`.as("pin_lat_of"),
      pinLng: sql<number | null>`${pinLng}`.as("pin_lng_of"),
      delegation: sql<string | null>`${columns.delegation}`.as("delegation_of"),
      location: sql<string>`${columns.location}`.as("location_of"),
      count: listings,
      // Read only when the group is one listing: then the minimum is that listing's value.
      id: sql<string>`min(${columns.id}::text)`,
      title: sql<string>`min(${columns.title})`,
      detail: sql<string>`min(${columns.detail})`,
      total: sql<number>`sum(count(*)) over ()`.mapWith(Number),
      groupCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(table)
    .where(where)
    .groupBy(sql`1, 2, 3, 4`)
    .orderBy(desc(listings), sql`1, 2, 3, 4`)
    .limit(MAX_MAP_POINTS);
  const first = rows[0];
  return {
    groups: rows.map(({ total: _total, groupCount: _groups, ...group }) => group),
    total: first?.total ?? 0,
    capped: (first?.groupCount ?? 0) > MAX_MAP_POINTS,
  };
}
