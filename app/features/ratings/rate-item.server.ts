import { and, eq, sql } from "drizzle-orm";
import {
  recomputeAverageRating,
  type TRatingSummary,
} from "~/features/listings/rating-average.server";
import type { TViewer } from "~/features/listings/seller-profile.server";
import { isReachable } from "~/features/listings/visibility.server";
import { failure, type TFailure } from "~/kernel/failures";
import { can } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { ratingChannel } from "~/lib/realtime-channels";
import { getDb } from "~/server/db/client.server";
import { ratings, services, stores } from "~/server/db/schema";
import { publishEvent } from "~/server/realtime/publish.server";
import { OWN_ITEM_RATING_MESSAGE, type TRatedItemType, ZRating } from "./schemas";

export const RATING_SIGN_IN_MESSAGE = "Vous devez être connecté pour évaluer";

export const RATED_ITEM_NOT_FOUND_MESSAGE = {
  service: "Ce service n'existe pas ou a été supprimé.",
  store: "Cette boutique n'existe pas ou a été supprimée.",
} as const satisfies Record<TRatedItemType, string>;

/**
 * unauthenticated: a visitor; invalid: a bad number of stars or an unknown kind; not_found: no
 * such service or shop; forbidden: the actor owns it.
 */
export type TRateResult =
  | ({ ok: true; stars: number } & TRatingSummary)
  | TFailure<"unauthenticated" | "invalid" | "not_found" | "forbidden">;

const TABLES = { service: services, store: stores } as const;

/**
 * Records the actor's rating of a service or shop (created on the first rating, updated
 * afterwards), keeps the item's avg_rating in the same transaction, and tells every open page of
 * the item once the transaction commits. Owners cannot rate their own item: it would inflate its
 * average.
 */
export async function rateItem(actor: TViewer, input: unknown): Promise<TRateResult> {
  if (!actor) return failure("unauthenticated", RATING_SIGN_IN_MESSAGE);
  const parsed = ZRating.safeParse(input);
  if (!parsed.success)
    return failure("invalid", parsed.error.issues[0]?.message ?? "Note invalide");
  const { itemType, itemId, stars } = parsed.data;
  const id = itemId.toLowerCase();
  const table = TABLES[itemType];
  const db = await getDb();
  return db.transaction(async (tx): Promise<TRateResult> => {
    // Raters of one item queue on its row: see recomputeAverageRating.
    const [item] = await tx
      .select({ id: table.id, userId: table.userId })
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!item) return failure("not_found", RATED_ITEM_NOT_FOUND_MESSAGE[itemType]);
    // An item hidden by moderation is a 404 but for its owner and administrators.
    if (!(await isReachable(tx, actor, itemType, { id, ownerId: item.userId }))) {
      return failure("not_found", RATED_ITEM_NOT_FOUND_MESSAGE[itemType]);
    }
    if (!can(actor, "rate", { ownerId: item.userId })) {
      return failure("forbidden", OWN_ITEM_RATING_MESSAGE[itemType]);
    }
    await tx
      .insert(ratings)
      .values({ userId: actor.id, itemType, itemId: id, rating: stars })
      .onConflictDoUpdate({
        target: [ratings.userId, ratings.itemId, ratings.itemType],
        set: { rating: stars, updatedAt: sql`now()` },
      });
    const summary = await recomputeAverageRating(tx, itemType, id);
    await publishEvent(tx, ratingChannel(itemType, id), summary);
    return { ok: true, stars, ...summary };
  });
}

/** The item's average as stored and its number of ratings, plus the viewer's own rating. */
export async function getRatingState(
  viewer: TViewer,
  itemType: TRatedItemType,
  itemId: string,
): Promise<{ ratingCount: number; myRating: number | null }> {
  if (!isListingId(itemId)) return { ratingCount: 0, myRating: null };
  const db = await getDb();
  const [row] = await db
    .select({
      ratingCount: sql<number>`count(*)::int`,
      myRating: viewer
        ? sql<number | null>`max(${ratings.rating}) filter (where ${ratings.userId} = ${viewer.id})`
        : sql<null>`null::int`,
    })
    .from(ratings)
    .where(and(eq(ratings.itemType, itemType), eq(ratings.itemId, itemId.toLowerCase())));
  return {
    ratingCount: Number(row?.ratingCount ?? 0),
    myRating: row?.myRating === null || row?.myRating === undefined ? null : Number(row.myRating),
  };
}

/** The viewer's rating of the item, null for none or a visitor. */
export async function getMyRating(
  viewer: TViewer,
  itemType: TRatedItemType,
  itemId: string,
): Promise<number | null> {
  if (!viewer) return null;
  return (await getRatingState(viewer, itemType, itemId)).myRating;
}

/** How many people rated the item. */
export async function countRatings(itemType: TRatedItemType, itemId: string): Promise<number> {
  return (await getRatingState(null, itemType, itemId)).ratingCount;
}
