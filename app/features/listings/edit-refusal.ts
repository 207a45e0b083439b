import type { TListingKind } from "~/kernel/kinds";

export const EDIT_FORBIDDEN_TITLE = "Accès refusé";

/** 001 Permissions: the non-owner's message, worded for each kind. */
export const EDIT_FORBIDDEN_MESSAGES: Record<TListingKind, string> = {
  property: "Vous n'êtes pas autorisé à modifier cette propriété.",
  service: "Vous n'êtes pas autorisé à modifier ce service.",
  store: "Vous n'êtes pas autorisé à modifier cette boutique.",
};

/** An edit page refuses someone else's listing with 'Accès refusé' and the way to one's own listings. */
export const EDIT_PAGE_REFUSAL = {
  forbidden: { to: "/mes-annonces", title: EDIT_FORBIDDEN_TITLE },
} as const;
