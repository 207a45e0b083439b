import { governorateKey, governorateLabel } from "~/lib/constants";

/*
 * Where a listing is, as cards and pages say it. The delegation's name comes with the row
 * (delegationNameColumn), so the places data never reaches the browser.
 */

/**
 * 'La Marsa, Tunis'; the governorate alone for a listing published before delegations, and for
 * the delegation that bears its governorate's name (Nabeul in Nabeul), rather than 'Nabeul, Nabeul'.
 */
export function listingPlaceLabel(
  location: string | null | undefined,
  delegationName: string | null | undefined,
): string {
  const governorate = governorateLabel(location);
  if (!delegationName || governorateKey(delegationName) === governorateKey(governorate)) {
    return governorate;
  }
  return governorate ? `${delegationName}, ${governorate}` : delegationName;
}
