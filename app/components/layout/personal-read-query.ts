import { z } from "zod";
import type { TUnreadSnapshot } from "~/features/notifications/notification-view";
import type { TSessionUser } from "~/kernel/actor";
import { LISTING_KINDS, type TListingKind } from "~/kernel/kinds";

/** The one request a pending page makes for its person's parts (app/routes/personal-read.ts). */
export const PERSONAL_READ_PATH = "/actions/moi";

export type TListingKey = `${TListingKind}:${string}`;

export type TPersonalRead = {
  user: TSessionUser | null;
  unreadNotifications: TUnreadSnapshot;
  unreadConversations: number;
  /** The listings asked about that this person keeps in their favourites. */
  favorites: TListingKey[];
};

/** The listings a page shows, by kind, whose hearts are the person's. */
export type TPageListings = Partial<Record<TListingKind, readonly { id: string }[]>>;

/** A person's parts as a page's loaders use them: their favourites among its listings, by kind. */
export type TPersonalParts = Omit<TPersonalRead, "favorites"> & {
  favoriteIds: Record<TListingKind, string[]>;
};

/** Listing keys grouped by kind, as ids (both ends of the personal read speak in keys). */
export function idsByKind(keys: readonly TListingKey[]): Record<TListingKind, string[]> {
  const ids = { property: [], service: [], store: [] } as Record<TListingKind, string[]>;
  for (const key of keys) {
    const [kind, id] = key.split(":") as [TListingKind, string];
    ids[kind]?.push(id);
  }
  return ids;
}

/** A page never shows more listings than this at once (lists show 24 at most, plus the home page's). */
export const MAX_PERSONAL_READ_LISTINGS = 100;

const LISTING_KEY = new RegExp(
  `^(?:${LISTING_KINDS.join("|")}):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`,
  "i",
);

/** The personal read's query: `?annonces=property:{id},service:{id}…`. */
export const ZPersonalReadQuery = z.object({
  annonces: z.preprocess(
    (value) => (typeof value === "string" && value !== "" ? value.split(",") : []),
    z
      .array(z.string().regex(LISTING_KEY, { error: "Annonce inconnue dans la demande." }))
      .max(MAX_PERSONAL_READ_LISTINGS, { error: "Trop d'annonces dans la demande." }),
  ),
});
