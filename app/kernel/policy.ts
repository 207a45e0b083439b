/**
 * Who may do what to a listing, whatever its kind: the one answer the server acts on and the
 * pages show (a hidden button is never the guard; the domain functions ask here first).
 *
 * - edit: the owner only (001 Ownership: the editor refuses anyone else); administrators moderate
 *   by deleting.
 * - delete: the owner or an administrator.
 * - delete_own: the owner only, administrators included (my listings deletes one's own; deleting
 *   someone else's is the admin panel's, where the journal records it).
 * - moderate: administrators.
 * - see_contact: the property's phone and messaging button, for the owner or an administrator
 *   (001 Contact via messaging link).
 * - rate: any signed-in user but the owner: a rating is what others think of a listing.
 * - set_status: marking a property sold or rented and undoing it, for the owner or an
 *   administrator (an administrator corrects a listing reported as already sold; record 0016).
 * - renew: putting a property back online for 90 days (decision 0019), for the owner or an
 *   administrator; the e-mail's signed link renews without signing in, the link being the proof.
 * - see_hidden: a listing hidden by moderation, for its owner (who reads why) and administrators;
 *   everyone else gets a 404, as if it did not exist.
 *
 * Reporting (`canReport`) is the one action a visitor may take too: anyone but the owner.
 */
export type TListingAction =
  | "edit"
  | "delete"
  | "delete_own"
  | "moderate"
  | "see_contact"
  | "rate"
  | "set_status"
  | "renew"
  | "see_hidden";

export type TPolicyActor = { id: string; role: "user" | "admin" };

export function isAdmin<TActor extends Pick<TPolicyActor, "role">>(
  actor: TActor | null | undefined,
): actor is TActor & { role: "admin" } {
  return actor?.role === "admin";
}

export function owns(
  actor: Pick<TPolicyActor, "id"> | null | undefined,
  listing: { ownerId: string },
) {
  return actor != null && actor.id === listing.ownerId;
}

export function can(
  actor: TPolicyActor | null | undefined,
  action: TListingAction,
  listing: { ownerId: string },
): boolean {
  if (!actor) return false;
  const isOwner = owns(actor, listing);
  switch (action) {
    case "edit":
    case "delete_own":
      return isOwner;
    case "delete":
    case "see_contact":
    case "set_status":
    case "renew":
    case "see_hidden":
      return isOwner || isAdmin(actor);
    case "moderate":
      return isAdmin(actor);
    case "rate":
      return !isOwner;
  }
}

/** 'Signaler cette annonce': visitors and users alike, never the owner of the listing. */
export function canReport(
  actor: Pick<TPolicyActor, "id"> | null | undefined,
  listing: { ownerId: string },
): boolean {
  return !owns(actor, listing);
}

/** What a detail page offers its viewer: the same answers the actions will give. */
export function listingPermissions(
  actor: TPolicyActor | null | undefined,
  listing: { ownerId: string },
) {
  return {
    isOwner: owns(actor, listing),
    edit: can(actor, "edit", listing),
    delete: can(actor, "delete", listing),
    seeContact: can(actor, "see_contact", listing),
    report: canReport(actor, listing),
  };
}

export type TListingPermissions = ReturnType<typeof listingPermissions>;
