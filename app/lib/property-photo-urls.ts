/**
 * Every uploaded property photo is stored twice: the photo (at most 1600 px) and a 400 px
 * thumbnail beside it. Only the photo's URL is saved in `photo_urls`; the thumbnail's follows
 * from it, so lists can ask for the small file without another column.
 */
const OWN_PROPERTY_PHOTO = /^\/media\/property_images\/.+(?<!\.thumb)\.webp$/;

export const PROPERTY_PHOTO_MAX_SIDE = 1600;
export const PROPERTY_THUMBNAIL_MAX_SIDE = 400;

/**
 * A card's cover as its thumbnail, resolved by the loader so that the card's code (on every
 * page's first load) does without this module.
 */
export function withThumbnailCover<T extends { coverUrl: string | null }>(item: T): T {
  return { ...item, coverUrl: propertyThumbnailUrl(item.coverUrl) ?? item.coverUrl };
}

/** The thumbnail of one of our property photos, or null for any other URL. */
export function propertyThumbnailUrl(photoUrl: string | null | undefined): string | null {
  if (!photoUrl || !OWN_PROPERTY_PHOTO.test(photoUrl)) return null;
  return photoUrl.replace(/\.webp$/, ".thumb.webp");
}
