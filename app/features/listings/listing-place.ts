import { governorateLabel } from "~/lib/constants";

/*
 * Where a listing is, as cards and pages say it. The delegation's name comes with the row
 * (delegationNameColumn), so the places data never reaches the browser.
 */

/**
 * 'La Marsa, Tunis'; the governorate alone for a listing published before delegations, and for
 * the delegation that bears its governorate's name (Nabeul in Nabeul: delegationNameColumn
 * leaves it out), rather than 'Nabeul, Nabeul'. `translate` gives the governorate's label in the
 * page's language (`i18n._`); without it the label stays French. `separator` is the page
 * language's (LIST_SEPARATOR: 'المرسى، تونس').
 */
export function listingPlaceLabel(
  location: string | null | undefined,
  delegationName: string | null | undefined,
  translate: (label: string) => string = (label) => label,
  separator = ", ",
): string {
  const french = governorateLabel(location);
  const governorate = french ? translate(french) : french;
  return delegationName ? `${delegationName}${separator}${governorate}` : governorate;
}
