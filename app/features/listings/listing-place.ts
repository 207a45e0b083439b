import { governorateLabel } from "~/lib/constants";

/*
 * Where a listing is, as cards and pages say it. The delegation's name comes with the row
 * (delegationNameColumn), so the places data never reaches the browser.
 */

/**
 * 'La Marsa, Tunis'; the governorate alone for a listing published before delegations, and for
 * the delegation that bears its governorate's name (Nabeul in Nabeul: delegationNameColumn
 * leaves it out), rather than 'Nabeul, Nabeul'.
 */
export function listingPlaceLabel(
  location: string | null | undefined,
  delegationName: string | null | undefined,
): string {
  const governorate = governorateLabel(location);
  return delegationName ? `${delegationName}, ${governorate}` : governorate;
}
