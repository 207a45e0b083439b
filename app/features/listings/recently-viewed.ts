import { z } from "zod";
import { LISTING_KINDS } from "~/kernel/kinds";
import { RECENTLY_VIEWED_KEY } from "./recently-viewed-key";

/** How many listings the browser remembers, the newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;

/** A path of this site ('/proprietes/…'), never another origin or a `javascript:` link. */
const ZSitePath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/);

/** One listing a visitor opened, as its page recorded it (the stored value is checked on reading). */
export const ZRecentlyViewed = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(LISTING_KINDS),
  title: z.string().min(1).max(200),
  /** The price as shown ('250 000 TND'), or null for services and shops. */
  price: z.string().max(60).nullable(),
  /** The card's picture, or null for the placeholder. */
  thumbnail: ZSitePath.or(z.url({ protocol: /^https?$/ })).nullable(),
  url: ZSitePath,
});
export type TRecentlyViewed = z.infer<typeof ZRecentlyViewed>;

/** The list with `entry` first, without an older visit of the same listing, capped. */
export function withRecentlyViewed(
  list: readonly TRecentlyViewed[],
  entry: TRecentlyViewed,
): TRecentlyViewed[] {
  const others = list.filter((item) => item.kind !== entry.kind || item.id !== entry.id);
  return [entry, ...others].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * What the browser remembers: every well-formed entry, in order. Anything else (another version's
 * format, a hand-edited value, storage refused) counts as nothing remembered.
 */
export function readRecentlyViewed(storage: Storage | null = browserStorage()): TRecentlyViewed[] {
  try {
    const parsed = JSON.parse(storage?.getItem(RECENTLY_VIEWED_KEY) ?? "[]") as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((item) => ZRecentlyViewed.safeParse(item))
      .flatMap((result) => (result.success ? [result.data] : []))
      .slice(0, RECENTLY_VIEWED_LIMIT);
  } catch {
    return [];
  }
}

/** Remembers a listing the visitor is looking at; a browser refusing storage just forgets. */
export function recordRecentlyViewed(
  entry: TRecentlyViewed,
  storage: Storage | null = browserStorage(),
): void {
  const checked = ZRecentlyViewed.safeParse(entry);
  if (!storage || !checked.success) return;
  try {
    const list = withRecentlyViewed(readRecentlyViewed(storage), checked.data);
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list));
  } catch {
    // Private browsing or a full quota: nothing is remembered.
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
