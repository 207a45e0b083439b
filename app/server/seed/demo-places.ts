import type { TAnnouncementType, TPropertyType } from "~/lib/constants";

/**
 * Real towns and neighbourhoods of each governorate, so that titles, addresses and the search
 * read like genuine Tunisian listings. `sea` draws a sea line on the photo and allows "vue mer".
 */
export type TPlace = { name: string; sea: boolean };

/** 1: Grand Tunis, Sousse and Hammamet prices; 2: other large coastal cities; 3: the interior. */
export type TMarketTier = 1 | 2 | 3;

export type TGovernorateProfile = {
  tier: TMarketTier;
  places: TPlace[];
  streets: string[];
  /** The third listing of the governorate: what the area is known for on the market. */
  special: { type: TPropertyType; announcementType: TAnnouncementType; place: string };
};

const place = (name: string, sea = false): TPlace => ({ name, sea });

const COMMON_STREETS = [
  "Avenue Habib Bourguiba",
  "Avenue de la République",
  "Avenue Farhat Hached",
  "Rue Ibn Khaldoun",
  "Avenue Taïeb Mhiri",
  "Rue Mongi Slim",
  "Rue de la Liberté",
  "Avenue Hédi Chaker",
  "Rue Ibn Sina",
  "Avenue du 14 Janvier",
  "Rue Ali Belhouane",
  "Rue Jamel Abdennasser",
];

/** Keyed by governorateKey(label). */
export const GOVERNORATE_PROFILES: Record<string, TGovernorateProfile> = {
  tunis: {
    tier: 1,
    places: [
      place("La Marsa", true),
      place("Carthage", true),
      place("Sidi Bou Saïd", true),
      place("Les Berges du Lac"),
      place("El Menzah 1"),
      place("Lafayette"),
      place("Le Bardo"),
      place("Cité El Khadra"),
      place("La Goulette", true),
    ],
    streets: ["Rue de Marseille", "Rue du Lac Léman", "Rue Alain Savary", "Avenue de Paris"],
    special: { type: "villa", announcementType: "vente", place: "La Marsa" },
  },
  ariana: {
    tier: 1,
    places: [
      place("Ennasr"),
      place("La Soukra"),
      place("Ariana Ville"),
      place("Jardins d'El Menzah"),
      place("Raoued", true),
      place("Borj Louzir"),
      place("Chotrana"),
    ],
    streets: ["Avenue Hédi Nouira", "Rue Hannibal", "Avenue de l'Environnement"],
    special: { type: "bureau", announcementType: "location", place: "Ennasr" },
  },
  ben_arous: {
    tier: 2,
    places: [
      place("El Mourouj"),
      place("Ezzahra", true),
      place("Hammam Lif", true),
      place("Radès", true),
      place("Mégrine"),
      place("Boumhel"),
      place("Fouchana"),
    ],
    streets: ["Avenue de France", "Rue de Palestine", "Route de Sousse"],
    special: { type: "local_commercial", announcementType: "location", place: "El Mourouj" },
  },
  manouba: {
    tier: 2,
    places: [
      place("Manouba Ville"),
      place("Den Den"),
      place("Oued Ellil"),
      place("Tebourba"),
      place("Mornaguia"),
    ],
    streets: ["Route de Bizerte", "Rue des Orangers"],
    special: { type: "terrain", announcementType: "vente", place: "Mornaguia" },
  },
  nabeul: {
    tier: 1,
    places: [
      place("Hammamet Nord", true),
      place("Yasmine Hammamet", true),
      place("Nabeul Ville", true),
      place("Kélibia", true),
      place("Korba", true),
      place("Dar Chaâbane"),
    ],
    streets: ["Avenue Habib Thameur", "Route de la Plage", "Rue des Potiers"],
    special: { type: "villa", announcementType: "vente", place: "Hammamet Nord" },
  },
  zaghouan: {
    tier: 3,
    places: [place("Zaghouan Ville"), place("El Fahs"), place("Nadhour"), place("Bir Mcherga")],
    streets: ["Rue du Temple des Eaux", "Route de Tunis"],
    special: { type: "terrain", announcementType: "vente", place: "Zaghouan Ville" },
  },
  bizerte: {
    tier: 2,
    places: [
      place("Bizerte Corniche", true),
      place("Raf Raf", true),
      place("Ras Jebel", true),
      place("Menzel Bourguiba"),
      place("Mateur"),
    ],
    streets: ["Boulevard de la Corniche", "Rue d'Espagne", "Avenue Taïeb Mhiri"],
    special: { type: "villa", announcementType: "location", place: "Raf Raf" },
  },
  beja: {
    tier: 3,
    places: [place("Béja Ville"), place("Testour"), place("Medjez El Bab"), place("Nefza")],
    streets: ["Rue de Tunis", "Avenue de l'Indépendance"],
    special: { type: "maison", announcementType: "vente", place: "Testour" },
  },
  jendouba: {
    tier: 3,
    places: [
      place("Jendouba Ville"),
      place("Tabarka", true),
      place("Aïn Draham"),
      place("Bou Salem"),
    ],
    streets: ["Rue de la Kroumirie", "Avenue de l'Environnement"],
    special: { type: "maison", announcementType: "location", place: "Aïn Draham" },
  },
  kef: {
    tier: 3,
    places: [place("Le Kef"), place("Dahmani"), place("Tajerouine"), place("Sakiet Sidi Youssef")],
    streets: ["Rue de la Kasbah", "Avenue de l'Indépendance"],
    special: { type: "terrain", announcementType: "vente", place: "Le Kef" },
  },
  siliana: {
    tier: 3,
    places: [place("Siliana Ville"), place("Makthar"), place("Gaâfour"), place("Bou Arada")],
    streets: ["Rue de Tunis", "Avenue de la République"],
    special: { type: "terrain", announcementType: "vente", place: "Makthar" },
  },
  sousse: {
    tier: 1,
    places: [
      place("Sahloul"),
      place("Khezama", true),
      place("Port El Kantaoui", true),
      place("Hammam Sousse", true),
      place("Akouda", true),
      place("Msaken"),
    ],
    streets: ["Boulevard du 14 Janvier", "Avenue Léopold Senghor", "Rue de Sahloul"],
    special: { type: "local_commercial", announcementType: "vente", place: "Sahloul" },
  },
  monastir: {
    tier: 2,
    places: [
      place("Skanès", true),
      place("Monastir Ville", true),
      place("Ksar Hellal"),
      place("Moknine"),
      place("Sahline", true),
    ],
    streets: ["Route de la Falaise", "Avenue de l'Environnement", "Rue de l'Aéroport"],
    special: { type: "villa", announcementType: "vente", place: "Skanès" },
  },
  mahdia: {
    tier: 2,
    places: [
      place("Hiboun", true),
      place("Mahdia Ville", true),
      place("El Jem"),
      place("Chebba", true),
      place("Ksour Essef"),
    ],
    streets: ["Route de la Corniche", "Rue du Cap Africa"],
    special: { type: "villa", announcementType: "location", place: "Hiboun" },
  },
  sfax: {
    tier: 2,
    places: [
      place("Sfax Centre"),
      place("Sfax El Jadida"),
      place("Sakiet Eddaier"),
      place("Sakiet Ezzit"),
      place("Thyna", true),
      place("Kerkennah", true),
    ],
    streets: ["Avenue Majida Boulila", "Route de l'Aéroport", "Rue Haffouz", "Route de Gremda"],
    special: { type: "bureau", announcementType: "vente", place: "Sfax Centre" },
  },
  kairouan: {
    tier: 3,
    places: [place("Kairouan Médina"), place("Kairouan Sud"), place("Haffouz"), place("Sbikha")],
    streets: ["Avenue de la République", "Rue des Tapis", "Avenue Zama El Balaoui"],
    special: { type: "local_commercial", announcementType: "location", place: "Kairouan Médina" },
  },
  kasserine: {
    tier: 3,
    places: [place("Kasserine Ville"), place("Sbeïtla"), place("Fériana"), place("Thala")],
    streets: ["Avenue de l'Indépendance", "Route de Sbeïtla"],
    special: { type: "terrain", announcementType: "vente", place: "Sbeïtla" },
  },
  sidi_bouzid: {
    tier: 3,
    places: [place("Sidi Bouzid"), place("Regueb"), place("Meknassy"), place("Jelma")],
    streets: ["Avenue Mohamed Bouazizi", "Route de Gafsa"],
    special: { type: "terrain", announcementType: "vente", place: "Sidi Bouzid" },
  },
  gabes: {
    tier: 3,
    places: [
      place("Gabès Ville", true),
      place("Chenini Gabès"),
      place("Mareth"),
      place("El Hamma"),
      place("Matmata"),
    ],
    streets: ["Avenue Farhat Hached", "Rue de l'Oasis"],
    special: { type: "bureau", announcementType: "location", place: "Gabès Ville" },
  },
  medenine: {
    tier: 2,
    places: [
      place("Midoun, Djerba", true),
      place("Houmt Souk, Djerba", true),
      place("Zarzis", true),
      place("Medenine Ville"),
      place("Ben Gardane"),
    ],
    streets: ["Route Touristique", "Avenue Habib Bourguiba", "Rue de la Marina"],
    special: { type: "villa", announcementType: "vente", place: "Midoun, Djerba" },
  },
  tataouine: {
    tier: 3,
    places: [place("Tataouine Ville"), place("Ghomrassen"), place("Remada")],
    streets: ["Route de Ksar Ouled Soltane", "Route de Chenini"],
    special: { type: "maison", announcementType: "vente", place: "Ghomrassen" },
  },
  tozeur: {
    tier: 3,
    places: [place("Tozeur Ville"), place("Nefta"), place("Degache")],
    streets: ["Avenue Abou El Kacem Chebbi", "Route de la Palmeraie"],
    special: { type: "terrain", announcementType: "vente", place: "Degache" },
  },
  kebili: {
    tier: 3,
    places: [place("Kebili Ville"), place("Douz"), place("Souk Lahad")],
    streets: ["Avenue de l'Indépendance", "Route du Sahara"],
    special: { type: "local_commercial", announcementType: "vente", place: "Douz" },
  },
  gafsa: {
    tier: 3,
    places: [place("Gafsa Ville"), place("El Guettar"), place("Métlaoui"), place("Redeyef")],
    streets: ["Avenue Taïeb Mhiri", "Rue des Piscines Romaines"],
    special: { type: "bureau", announcementType: "location", place: "Gafsa Ville" },
  },
};

export function streetsOf(profile: TGovernorateProfile): string[] {
  return [...profile.streets, ...COMMON_STREETS];
}

export function findPlace(profile: TGovernorateProfile, name: string): TPlace {
  return profile.places.find((candidate) => candidate.name === name) ?? place(name);
}
