import { normalisePlaceText } from "~/features/places/places";
import { type TDelegation, TUNISIA_DELEGATIONS } from "~/features/places/tunisia-places";
import { governorateKey } from "~/lib/constants";

/*
 * The delegation of each demo listing (issue 23): the one its address names when it does
 * ('…, La Marsa', 'Sidi Bou Saïd' lies in Carthage), otherwise one of its governorate's picked
 * from the listing's own text, so that the demo is the same on every start.
 */

const BY_GOVERNORATE = new Map<string, TDelegation[]>();
for (const delegation of TUNISIA_DELEGATIONS) {
  const list = BY_GOVERNORATE.get(delegation.governorateSlug) ?? [];
  list.push(delegation);
  BY_GOVERNORATE.set(delegation.governorateSlug, list);
}

const padded = (text: string) => ` ${normalisePlaceText(text)} `;

function hashOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619) >>> 0;
  }
  return hash;
}

export function demoDelegation(listing: {
  location: string;
  address?: string | null;
  seed: string;
}): string | null {
  const delegations = BY_GOVERNORATE.get(governorateKey(listing.location));
  if (!delegations || delegations.length === 0) return null;
  const address = padded(listing.address ?? "");
  const named = delegations.find((delegation) =>
    [delegation.nameFr, ...delegation.aliases].some((name) => address.includes(padded(name))),
  );
  if (named) return named.slug;
  return delegations[hashOf(listing.seed) % delegations.length]?.slug ?? null;
}
