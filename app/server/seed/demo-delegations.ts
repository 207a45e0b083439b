import { normalisePlaceText } from "~/features/places/places";
import {
  type TDelegation,
  TUNISIA_DELEGATIONS,
  TUNISIA_GOVERNORATES,
} from "~/features/places/tunisia-places";
import { governorateKey } from "~/lib/constants";

/*
 * The delegation of each demo listing (issue 23): the one its address names when it does
 * ('…, La Marsa', 'Sidi Bou Saïd' lies in Carthage) or the one its neighbourhood lies in
 * ('Ennasr': Ariana Ville), otherwise one of its governorate's picked from the listing's own
 * text, so that the demo is the same on every start.
 */

const BY_GOVERNORATE = new Map<string, TDelegation[]>();
for (const delegation of TUNISIA_DELEGATIONS) {
  const list = BY_GOVERNORATE.get(delegation.governorateSlug) ?? [];
  list.push(delegation);
  BY_GOVERNORATE.set(delegation.governorateSlug, list);
}

const padded = (text: string) => ` ${normalisePlaceText(text)} `;

/** Tunis's central delegations, which do not bear its name. */
const TUNIS_CENTRE = ["bab-el-bhar", "la-medina", "bab-souika", "sidi-el-bechir"];

/** The demo's neighbourhoods that are not delegations, and the delegation each lies in. */
const NEIGHBOURHOODS: Record<string, string> = {
  "Les Berges du Lac": "la-goulette",
  Lafayette: "bab-el-bhar",
  "Jardins d'El Menzah": "ariana-ville",
  Ennasr: "ariana-ville",
  "Borj Louzir": "la-soukra",
  Chotrana: "la-soukra",
  Boumhel: "bou-mhel-el-bassatine",
  "Den Den": "douar-hicher",
  "Dar Chaâbane": "dar-chaabane-el-fehri",
  "Bizerte Corniche": "bizerte-nord",
  "Raf Raf": "ras-jebel",
  "Béja Ville": "beja-nord",
  "Le Kef": "le-kef-ouest",
  "Siliana Ville": "siliana-nord",
  Sahloul: "sousse-jawhara",
  Khezama: "sousse-jawhara",
  "Port El Kantaoui": "hammam-sousse",
  Skanès: "monastir-ville",
  Hiboun: "mahdia-ville",
  "Sfax Centre": "sfax-ville",
  "Sfax El Jadida": "sfax-ville",
  "Kairouan Médina": "kairouan-nord",
  "Kasserine Ville": "kasserine-nord",
  "Sidi Bouzid": "sidi-bouzid-ouest",
  Jelma: "jilma",
  "Gabès Ville": "gabes-medina",
  "Chenini Gabès": "gabes-ouest",
  Midoun: "djerba-midoun",
  "Houmt Souk": "djerba-houmt-souk",
  "Medenine Ville": "medenine-nord",
  "Tataouine Ville": "tataouine-nord",
  "Kebili Ville": "kebili-sud",
  Douz: "douz-nord",
  "Gafsa Ville": "gafsa-nord",
};

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
  const key = governorateKey(listing.location);
  const delegations = BY_GOVERNORATE.get(key);
  if (!delegations || delegations.length === 0) return null;
  const address = padded(listing.address ?? "");
  const named = delegations.find((delegation) =>
    [delegation.nameFr, ...delegation.aliases].some((name) => address.includes(padded(name))),
  );
  if (named) return named.slug;
  const neighbourhood = Object.entries(NEIGHBOURHOODS).find(
    ([name, slug]) =>
      address.includes(padded(name)) && delegations.some((delegation) => delegation.slug === slug),
  );
  if (neighbourhood) return neighbourhood[1];
  // 'Boulevard du 14 Janvier, Sousse': one of the city's own delegations (Sousse Médina, Sousse
  // Riadh…) rather than any of the governorate's.
  const city = TUNISIA_GOVERNORATES.find((governorate) => governorate.slug === key)?.nameFr ?? "";
  const ofCity = (delegation: TDelegation) =>
    key === "tunis"
      ? TUNIS_CENTRE.includes(delegation.slug)
      : padded(delegation.nameFr).startsWith(padded(city).trimEnd());
  const cityDelegations = address.includes(padded(city)) ? delegations.filter(ofCity) : [];
  const among = cityDelegations.length > 0 ? cityDelegations : delegations;
  return among[hashOf(listing.seed) % among.length]?.slug ?? null;
}
