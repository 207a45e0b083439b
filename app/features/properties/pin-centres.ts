import type { TPin } from "~/lib/map-area";

/** Centres by slug, [latitude, longitude]: governorates ('ben_arous') and delegations ('la-marsa'). */
export type TPinCentres = {
  governorates: Record<string, readonly [number, number]>;
  delegations: Record<string, readonly [number, number]>;
};

/** How close the form's map opens: a delegation fills it, a governorate shows its towns. */
export const PIN_ZOOM = { pin: 16, delegation: 13, governorate: 10 } as const;

/**
 * Where the pin map opens: the pin, else the chosen delegation's centre, else the governorate's;
 * undefined (the whole of Tunisia) when nothing is chosen yet.
 */
export function pinMapCenter(
  centres: TPinCentres,
  place: { pin: TPin | null; governorate: string; delegation: string },
): { lat: number; lng: number; zoom: number } | undefined {
  if (place.pin) return { ...place.pin, zoom: PIN_ZOOM.pin };
  const delegation = centres.delegations[place.delegation];
  if (delegation) return { lat: delegation[0], lng: delegation[1], zoom: PIN_ZOOM.delegation };
  const governorate = centres.governorates[place.governorate];
  if (governorate) return { lat: governorate[0], lng: governorate[1], zoom: PIN_ZOOM.governorate };
  return undefined;
}
