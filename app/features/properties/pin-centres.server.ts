import { TUNISIA_DELEGATIONS, TUNISIA_GOVERNORATES } from "~/features/places/tunisia-places";
import type { TPinCentres } from "./pin-centres";

/*
 * Where the publish form's map opens (issue 23): the centre of the chosen delegation, else of
 * its governorate. Only the coordinates reach the page, through its loader, like the delegation
 * groups: the places data file never enters the browser's bundles.
 */
export const PIN_CENTRES: TPinCentres = {
  governorates: Object.fromEntries(TUNISIA_GOVERNORATES.map((g) => [g.slug, [g.lat, g.lng]])),
  delegations: Object.fromEntries(TUNISIA_DELEGATIONS.map((d) => [d.slug, [d.lat, d.lng]])),
};
