import type { TPropertyCardItem } from "~/features/listings/cards";
import { listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import type { TAnnouncementType } from "~/lib/constants";
import type { TLocationPage } from "./location-pages";

export type TLocationCount = { total: number; capped: boolean };

export type TLocationSummary = Record<
  TAnnouncementType,
  TLocationCount & { newest: TPropertyCardItem[] }
>;

/** Listings the landing page shows of each announcement type: one row of cards. */
export const LOCATION_NEWEST_COUNT = 4;

/**
 * What a location page says: the counts of its two filtered lists and their newest listings,
 * read with the list's own query, so the figures match what its links open.
 */
export async function locationSummary(page: TLocationPage): Promise<TLocationSummary> {
  const query = (announcementType: TAnnouncementType) =>
    parsePropertyListQuery(
      new URLSearchParams({
        announcementType,
        ...(page.governorate ? { location: page.governorate.key } : {}),
        ...(page.type ? { category: page.type.key } : {}),
        sort: "date_desc",
      }),
    );
  const [sale, rent] = await Promise.all([
    listProperties(query("vente")),
    listProperties(query("location")),
  ]);
  const summary = (result: typeof sale) => ({
    total: result.total,
    capped: result.totalIsCapped,
    newest: result.items.slice(0, LOCATION_NEWEST_COUNT),
  });
  return { vente: summary(sale), location: summary(rent) };
}
