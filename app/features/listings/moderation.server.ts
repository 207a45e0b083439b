import { and, eq } from "drizzle-orm";
import type { TDatabase } from "~/server/db/client.server";
import { hiddenListings, listingReports } from "~/server/db/schema";
import type { TListingHeader } from "./listing-header.server";

/*
 * The writes of moderation (decision 0015), for the report that hides a listing on its own and
 * the admin panel's actions alike. Each takes the caller's transaction: the change, the journal
 * line and the owner's notification are saved together or not at all. Who may call them is
 * decided by the caller (the listings policy's `moderate`).
 */

/** Hides a listing with the reason its owner will read; false when it was hidden already. */
export async function hideListing(
  tx: TDatabase,
  listing: Pick<TListingHeader, "kind" | "id">,
  { reason, by }: { reason: string; by: string | null },
): Promise<boolean> {
  const inserted = await tx
    .insert(hiddenListings)
    .values({ itemType: listing.kind, itemId: listing.id, reason, hiddenBy: by })
    .onConflictDoNothing()
    .returning({ id: hiddenListings.itemId });
  return inserted.length > 0;
}

/** Makes a hidden listing public again; false when it was not hidden. */
export async function restoreListing(
  tx: TDatabase,
  listing: Pick<TListingHeader, "kind" | "id">,
): Promise<boolean> {
  const deleted = await tx
    .delete(hiddenListings)
    .where(and(eq(hiddenListings.itemType, listing.kind), eq(hiddenListings.itemId, listing.id)))
    .returning({ id: hiddenListings.itemId });
  return deleted.length > 0;
}

/** Closes the listing's open reports (reviewed); how many were open. */
export async function closeOpenReports(
  tx: TDatabase,
  listing: Pick<TListingHeader, "kind" | "id">,
): Promise<number> {
  const closed = await tx
    .update(listingReports)
    .set({ status: "closed", closedAt: new Date() })
    .where(
      and(
        eq(listingReports.itemType, listing.kind),
        eq(listingReports.itemId, listing.id),
        eq(listingReports.status, "open"),
      ),
    )
    .returning({ id: listingReports.id });
  return closed.length;
}
