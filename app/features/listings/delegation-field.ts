import { z } from "zod";

/*
 * The delegation of a listing (issue 23), as every publish / edit form asks for it: the field,
 * its messages and the place a card or a page shows. The delegations themselves come from the
 * server (delegations.server.ts) through the publish pages' loaders: the places data never
 * enters the browser's bundles.
 */

export const DELEGATION_FIELD = "delegation";
export const DELEGATION_REQUIRED_MESSAGE = "Veuillez choisir une délégation.";
export const DELEGATION_OUTSIDE_MESSAGE = "Cette délégation n'est pas dans le gouvernorat choisi.";

/** The delegations of one governorate, in alphabetical order of their French names. */
export type TDelegationGroup = {
  governorate: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/**
 * Required and shaped like a slug ('la-marsa'). Whether it lies in the chosen governorate is
 * checked on the server (delegationProblem), which holds the places.
 */
export function delegationField() {
  return z
    .string({ error: DELEGATION_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: DELEGATION_REQUIRED_MESSAGE })
    .max(80, { error: DELEGATION_OUTSIDE_MESSAGE })
    .regex(/^[a-z0-9-]+$/, { error: DELEGATION_OUTSIDE_MESSAGE });
}

/**
 * The delegations a form offers: those of the chosen governorate, or all of them by governorate
 * while none is chosen (the page before JavaScript, where the governorate can change freely).
 */
export function delegationChoices(
  groups: readonly TDelegationGroup[],
  governorate: string,
): readonly TDelegationGroup[] {
  const chosen = groups.find((group) => group.governorate === governorate);
  return chosen ? [chosen] : groups;
}
