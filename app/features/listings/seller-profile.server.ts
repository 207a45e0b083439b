import type { TSessionUser } from "~/kernel/actor";
import { profiles } from "~/server/db/schema";

/** Who is looking at a listing: null for a visitor. */
export type TViewer = Pick<TSessionUser, "id" | "role"> | null;

/** The public profile shown beside a listing: never an e-mail or a phone (decision 0029). */
export type TListingOwner = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  /** Null when the owner has no profile row: the role label then falls back to the listing kind's. */
  role: "user" | "admin" | null;
  /** The team checked the professional's identity (decision 0039): 'Vérifié'. */
  verified: boolean;
};

/** The profile columns to select alongside a listing joined (left) on its owner's profile. */
export const sellerProfileColumns = {
  profileId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  role: profiles.role,
  verifiedAt: profiles.verifiedAt,
};

type TSellerProfileRow = {
  userId: string;
  profileId: string | null;
  firstName: string | null;
  lastName: string | null;
  role: "user" | "admin" | null;
  verifiedAt: Date | string | null;
};

/**
 * The owner as shown publicly. The avatar is passed already checked because each listing kind
 * accepts slightly different image URLs.
 */
export function listingOwner(row: TSellerProfileRow, avatarUrl: string | null): TListingOwner {
  return {
    id: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarUrl,
    role: row.profileId ? row.role : null,
    verified: row.verifiedAt !== null,
  };
}
