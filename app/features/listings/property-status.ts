/**
 * A property's status (migration 0009): available, or closed by its owner as sold (a sale) or
 * rented (a rental). Kept apart from the Zod schema so that the cards ship without Zod.
 */
export type TPropertyStatus = "available" | "sold" | "rented";

export const PROPERTY_STATUS_BADGES: Record<Exclude<TPropertyStatus, "available">, string> = {
  sold: "Vendu",
  rented: "Loué",
};

export function propertyStatusBadge(status: TPropertyStatus | null | undefined): string | null {
  return status === "sold" || status === "rented" ? PROPERTY_STATUS_BADGES[status] : null;
}

/** What closing a listing makes it: a sale is sold, a rental is rented. */
export function closedStatusOf(announcementType: "vente" | "location"): "sold" | "rented" {
  return announcementType === "location" ? "rented" : "sold";
}

/** The form field a page posts to mark or undo (a detail page, a row of my listings). */
export const PROPERTY_STATUS_INTENT = "property-status";

/**
 * The button of an available property and of a closed one, as the owner reads it: its label is
 * a catalogue id (French), shown with `i18n._()`.
 */
export function propertyStatusAction(
  status: TPropertyStatus,
  announcementType: "vente" | "location",
): { next: TPropertyStatus; label: string } {
  if (status !== "available") {
    return {
      next: "available",
      label:
        announcementType === "location"
          ? /*i18n*/ "Remettre en location"
          : /*i18n*/ "Remettre en vente",
    };
  }
  const next = closedStatusOf(announcementType);
  return {
    next,
    label: next === "rented" ? /*i18n*/ "Marquer comme loué" : /*i18n*/ "Marquer comme vendu",
  };
}

/** Catalogue ids (the server's answer without JavaScript writes them too): shown with `i18n._()`. */
export const PROPERTY_STATUS_TOASTS: Record<TPropertyStatus, string> = {
  sold: /*i18n*/ "Annonce marquée comme vendue",
  rented: /*i18n*/ "Annonce marquée comme louée",
  available: /*i18n*/ "Annonce remise en ligne",
};
