import type { TPropertyType } from "~/lib/constants";
import type { TPropertyStatus } from "./property-status";

/*
 * What a card shows of each kind: every list of listings (their own lists, home, my listings, my
 * favourites, seller pages) selects these and nothing more.
 */

export type { TCatalogueCardItem } from "./catalogue/catalogue-kind";

/** What a property card needs: the cover photo only, never the whole row. */
export type TPropertyCardItem = {
  id: string;
  title: string;
  type: TPropertyType;
  announcementType: "vente" | "location";
  price: number;
  surface: number;
  rooms: number;
  address: string;
  governorate: string;
  location: string;
  /** The delegation's French name; null (or absent) on a listing published before delegations. */
  delegationName?: string | null;
  /** Sold and rented properties keep their card, with a badge. */
  status: TPropertyStatus;
  coverUrl: string | null;
  /** How many photos the listing has: the card says so from 2 on. */
  photoCount: number;
  /** Published less than NEW_LISTING_HOURS ago (card-columns.server.ts): 'Nouveau'. */
  isNew: boolean;
  /** The owner's identity was checked by the team (decision 0039): 'Vérifié'. Public lists only. */
  sellerVerified?: boolean;
  /**
   * Past its expiry (decision 0019): only the lists of its owner and of those who favourited it
   * still show it, with a badge. Public lists never select expired listings.
   */
  expired?: boolean;
};
