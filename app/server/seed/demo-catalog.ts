import type { SERVICE_PROFESSIONS } from "~/features/listings/catalogue/service/professions";
import type { STORE_CATEGORIES } from "~/lib/constants";

/** Hand-written content of the demo: people, service professionals and stores. */

export type TProfession = (typeof SERVICE_PROFESSIONS)[number];
export type TStoreCategory = (typeof STORE_CATEGORIES)[number]["value"];

export type TDemoPerson = {
  handle: "admin" | "amira" | "youssef" | "mehdi" | "salma" | "karim";
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  role: "user" | "admin";
};

export const DEMO_PEOPLE: TDemoPerson[] = [
  {
    handle: "admin",
    firstName: "Nour",
    lastName: "Hammami",
    email: "admin@darna.tn",
    city: "Tunis",
    role: "admin",
  },
  {
    handle: "amira",
    firstName: "Amira",
    lastName: "Ben Salah",
    email: "amira.bensalah@demo.darna.tn",
    city: "La Marsa",
    role: "user",
  },
  {
    handle: "youssef",
    firstName: "Youssef",
    lastName: "Trabelsi",
    email: "youssef.trabelsi@demo.darna.tn",
    city: "Sousse",
    role: "user",
  },
  {
    handle: "mehdi",
    firstName: "Mehdi",
    lastName: "Gharbi",
    email: "mehdi.gharbi@demo.darna.tn",
    city: "Sfax",
    role: "user",
  },
  {
    handle: "salma",
    firstName: "Salma",
    lastName: "Jaziri",
    email: "salma.jaziri@demo.darna.tn",
    city: "Nabeul",
    role: "user",
  },
  {
    handle: "karim",
    firstName: "Karim",
    lastName: "Mejri",
    email: "karim.mejri@demo.darna.tn",
    city: "Ariana",
    role: "user",
  },
];

export type THandle = TDemoPerson["handle"];

/** Who advertises in which governorate: each demo seller has a home region. */
export const PROPERTY_OWNER_BY_GOVERNORATE: Record<string, THandle> = {
  tunis: "amira",
  ariana: "karim",
  ben_arous: "amira",
  manouba: "karim",
  nabeul: "salma",
  zaghouan: "salma",
  bizerte: "karim",
  beja: "karim",
  jendouba: "karim",
  kef: "admin",
  siliana: "admin",
  sousse: "youssef",
  monastir: "youssef",
  mahdia: "youssef",
  sfax: "mehdi",
  kairouan: "youssef",
  kasserine: "mehdi",
  sidi_bouzid: "mehdi",
  gabes: "mehdi",
  medenine: "mehdi",
  tataouine: "mehdi",
  tozeur: "admin",
  kebili: "admin",
  gafsa: "mehdi",
};

export type TDemoServiceEntry = {
  owner: THandle;
  name: string;
  profession: TProfession;
  location: string;
  address: string;
  description: string;
};

export const DEMO_SERVICES: TDemoServiceEntry[] = [
  {
    owner: "karim",
    name: "Karim Électricité",
    profession: "Électricien",
    location: "ariana",
    address: "Avenue Hédi Nouira, Ennasr",
    description:
      "Électricien agréé STEG avec plus de 12 ans d'expérience. Installation et mise aux normes de tableaux électriques, rénovation complète d'appartements, pose de luminaires et dépannage rapide dans tout le Grand Tunis.",
  },
  {
    owner: "mehdi",
    name: "Sfax Élec Services",
    profession: "Électricien",
    location: "sfax",
    address: "Route de l'Aéroport km 4, Sfax",
    description:
      "Équipe d'électriciens pour particuliers et locaux professionnels : câblage neuf, interphones, éclairage extérieur et installation de bornes de recharge. Devis gratuit sous 24 heures.",
  },
  {
    owner: "amira",
    name: "Plomberie Ben Ammar",
    profession: "Plombier",
    location: "tunis",
    address: "Rue de Marseille, Tunis",
    description:
      "Recherche de fuites, débouchage, remplacement de chauffe-eau et installation sanitaire complète. Intervention le jour même à Tunis, La Marsa et Les Berges du Lac.",
  },
  {
    owner: "youssef",
    name: "Hydro Confort Sousse",
    profession: "Plombier",
    location: "sousse",
    address: "Boulevard du 14 Janvier, Sousse",
    description:
      "Plomberie et chauffage central : pose de radiateurs, chaudières murales, salles de bain clé en main. Travail soigné et garanti, matériel de marques reconnues.",
  },
  {
    owner: "amira",
    name: "Atelier Peinture Jlassi",
    profession: "Peintre",
    location: "ben_arous",
    address: "Avenue de France, El Mourouj",
    description:
      "Peinture intérieure et extérieure, enduits décoratifs, traitement de l'humidité et ravalement de façades. Chantiers propres, délais respectés, conseils sur le choix des couleurs.",
  },
  {
    owner: "youssef",
    name: "Couleurs du Sahel",
    profession: "Peintre",
    location: "monastir",
    address: "Route de la Falaise, Monastir",
    description:
      "Peintres spécialisés dans les villas et résidences du littoral : peintures résistantes au sel marin, étanchéité des terrasses et rafraîchissement avant location saisonnière.",
  },
  {
    owner: "mehdi",
    name: "Menuiserie Ellouze",
    profession: "Menuisier",
    location: "sfax",
    address: "Route de Gremda km 3, Sfax",
    description:
      "Menuiserie bois et aluminium sur mesure : portes, fenêtres à double vitrage, placards, cuisines et dressings. Atelier familial depuis 1995, fabrication et pose.",
  },
  {
    owner: "salma",
    name: "Bois & Design Nabeul",
    profession: "Menuisier",
    location: "nabeul",
    address: "Avenue Habib Thameur, Nabeul",
    description:
      "Création de mobilier en bois massif d'olivier et de chêne, escaliers, pergolas et portes traditionnelles cloutées. Restauration de meubles anciens.",
  },
  {
    owner: "admin",
    name: "Cabinet d'architecture Hamdi",
    profession: "Architecte",
    location: "tunis",
    address: "Rue du Lac Léman, Les Berges du Lac",
    description:
      "Conception de villas et d'immeubles, dossiers de permis de bâtir, suivi de chantier et rénovation de maisons anciennes de la Médina. Premier rendez-vous offert.",
  },
  {
    owner: "mehdi",
    name: "Atelier Archi Djerba",
    profession: "Architecte",
    location: "medenine",
    address: "Route Touristique, Midoun, Djerba",
    description:
      "Architecture méditerranéenne et bioclimatique : houchs djerbiens, maisons d'hôtes, extensions et aménagements extérieurs respectueux du patrimoine de l'île.",
  },
  {
    owner: "salma",
    name: "Intérieurs Salma Jaziri",
    profession: "Designer d'intérieur",
    location: "nabeul",
    address: "Yasmine Hammamet, Nabeul",
    description:
      "Décoration et aménagement d'intérieur : plans 3D, choix des matériaux, mobilier et luminaires. Spécialiste des maisons de vacances et des appartements à louer meublés.",
  },
  {
    owner: "youssef",
    name: "Dar Déco Studio",
    profession: "Designer d'intérieur",
    location: "sousse",
    address: "Avenue Léopold Senghor, Sousse",
    description:
      "Studio de design qui marie l'artisanat tunisien et le style contemporain : zellige, bois tourné, tissages de Kairouan. Accompagnement de A à Z, du concept à la livraison.",
  },
  {
    owner: "amira",
    name: "Jardins de Carthage",
    profession: "Jardinier",
    location: "tunis",
    address: "Avenue Habib Bourguiba, Carthage",
    description:
      "Création et entretien de jardins, taille des oliviers et des palmiers, arrosage automatique et gazon en rouleaux. Contrats d'entretien mensuels pour villas et résidences.",
  },
  {
    owner: "admin",
    name: "Oasis Paysage Tozeur",
    profession: "Jardinier",
    location: "tozeur",
    address: "Route de la Palmeraie, Tozeur",
    description:
      "Paysagistes du Djérid : jardins économes en eau, plantes adaptées au climat saharien, entretien des palmeraies et des jardins de maisons d'hôtes.",
  },
  {
    owner: "karim",
    name: "Net Pro Services",
    profession: "Service de nettoyage",
    location: "ariana",
    address: "Rue Hannibal, Ariana Ville",
    description:
      "Nettoyage de fin de chantier, de bureaux et d'appartements avant emménagement. Équipes formées, produits professionnels, interventions le week-end possibles.",
  },
  {
    owner: "youssef",
    name: "Clean Sahel",
    profession: "Service de nettoyage",
    location: "mahdia",
    address: "Route de la Corniche, Mahdia",
    description:
      "Ménage régulier et grand nettoyage pour locations saisonnières entre Mahdia et Monastir : linge, vitres, terrasses. Remise des clés aux vacanciers sur demande.",
  },
  {
    owner: "amira",
    name: "Déménagement Express Tunisie",
    profession: "Déménageur",
    location: "ben_arous",
    address: "Route de Sousse, Mégrine",
    description:
      "Déménagements dans toute la Tunisie avec camions capitonnés, emballage, démontage et remontage des meubles. Garde-meubles sécurisé à Ben Arous.",
  },
  {
    owner: "karim",
    name: "Trans Bizerte Déménagement",
    profession: "Déménageur",
    location: "bizerte",
    address: "Rue d'Espagne, Bizerte",
    description:
      "Déménagement de particuliers et d'entreprises, transport de pianos et d'objets fragiles, monte-meubles pour les étages élevés. Devis sur place gratuit.",
  },
  {
    owner: "karim",
    name: "Sécurité Plus Systèmes",
    profession: "Sécurité",
    location: "manouba",
    address: "Route de Bizerte, Manouba Ville",
    description:
      "Alarmes, caméras de surveillance consultables sur smartphone, portes blindées et contrôle d'accès pour maisons, immeubles et commerces. Maintenance sous contrat.",
  },
  {
    owner: "youssef",
    name: "Multi-Services Kairouan",
    profession: "Autre",
    location: "kairouan",
    address: "Avenue Zama El Balaoui, Kairouan",
    description:
      "Petits travaux et bricolage : montage de meubles, pose de tringles et d'étagères, réparation de volets, petites maçonneries. Un seul interlocuteur pour la maison.",
  },
];

export type TDemoStoreEntry = {
  owner: THandle;
  name: string;
  category: TStoreCategory;
  location: string;
  address: string;
  description: string;
};

export const DEMO_STORES: TDemoStoreEntry[] = [
  {
    owner: "amira",
    name: "Dar El Fen Décoration",
    category: "décoration",
    location: "tunis",
    address: "12 Rue de Marseille, Tunis",
    description:
      "Objets de décoration et artisanat tunisien : poteries de Nabeul, miroirs en fer forgé, lanternes en cuivre et coussins brodés. Livraison dans le Grand Tunis.",
  },
  {
    owner: "youssef",
    name: "Tapis de Kairouan Zitouni",
    category: "décoration",
    location: "kairouan",
    address: "Avenue de la République, Kairouan Médina",
    description:
      "Tapis tissés à la main et mergoums de Kairouan, tentures et kilims. Fabrication familiale, certificats d'authenticité de l'Office national de l'artisanat.",
  },
  {
    owner: "amira",
    name: "Outillage Pro Ben Arous",
    category: "outillage",
    location: "ben_arous",
    address: "Zone industrielle, Route de Sousse, Mégrine",
    description:
      "Outillage électroportatif et à main des grandes marques, location de perforateurs, bétonnières et échafaudages. Service après-vente sur place.",
  },
  {
    owner: "mehdi",
    name: "Matériaux Chaabane",
    category: "matériaux_construction",
    location: "sfax",
    address: "Route de Tunis km 6, Sfax",
    description:
      "Ciment, briques, fer à béton, sable et gravier livrés sur chantier dans tout le gouvernorat de Sfax. Prix de gros pour les entrepreneurs.",
  },
  {
    owner: "youssef",
    name: "Comptoir des Matériaux du Sahel",
    category: "matériaux_construction",
    location: "sousse",
    address: "Route de Msaken, Sousse",
    description:
      "Matériaux de gros œuvre et d'isolation : blocs, plaques de plâtre, étanchéité et isolants thermiques. Conseils techniques et livraison sous 48 heures.",
  },
  {
    owner: "karim",
    name: "Meubles Le Cèdre",
    category: "meubles",
    location: "ariana",
    address: "Avenue Hédi Nouira, Ennasr",
    description:
      "Salons, chambres à coucher et salles à manger fabriqués en Tunisie. Exposition de 800 m², paiement facilité et livraison avec montage offerts.",
  },
  {
    owner: "amira",
    name: "Électroménager du Lac",
    category: "électroménager",
    location: "tunis",
    address: "Rue du Lac Léman, Les Berges du Lac",
    description:
      "Réfrigérateurs, lave-linge, climatiseurs et plaques de cuisson. Installation par nos techniciens, garantie deux ans et reprise de l'ancien appareil.",
  },
  {
    owner: "salma",
    name: "Jardinerie Les Oliviers",
    category: "jardinage",
    location: "nabeul",
    address: "Route de Hammamet, Nabeul",
    description:
      "Pépinière et jardinerie : oliviers, agrumes, bougainvilliers, terreau et poteries de jardin. Conseils de plantation adaptés au climat du Cap Bon.",
  },
  {
    owner: "karim",
    name: "Sécurité Maison Bizerte",
    category: "sécurité",
    location: "bizerte",
    address: "Boulevard de la Corniche, Bizerte",
    description:
      "Serrures de haute sécurité, coffres-forts, caméras et alarmes sans fil. Démonstration en magasin et installation à domicile.",
  },
  {
    owner: "salma",
    name: "Céramique & Revêtements Nabeul",
    category: "revêtements",
    location: "nabeul",
    address: "Rue des Potiers, Nabeul",
    description:
      "Carrelage, faïence artisanale, zellige et marbre de Thala. Large choix de revêtements de sol et muraux, découpe sur mesure.",
  },
  {
    owner: "youssef",
    name: "Sanitaire Monastir",
    category: "plomberie",
    location: "monastir",
    address: "Avenue de l'Environnement, Monastir",
    description:
      "Robinetterie, sanitaires, chauffe-eau solaires et tuyauterie PPR. Showroom salles de bain et conseils pour vos travaux de plomberie.",
  },
  {
    owner: "mehdi",
    name: "Électricité Générale Gabès",
    category: "électricité",
    location: "gabes",
    address: "Avenue Farhat Hached, Gabès",
    description:
      "Câbles, disjoncteurs, tableaux, luminaires LED et panneaux photovoltaïques. Vente aux particuliers et aux électriciens, commandes spéciales sous une semaine.",
  },
];

export const SERVICE_COMMENTS = [
  "Travail propre et rapide, je recommande vivement.",
  "Très professionnel, ponctuel et de bon conseil.",
  "Intervention le jour même, prix honnête. Merci !",
  "Bon rapport qualité-prix, le chantier a été laissé impeccable.",
  "Équipe sérieuse, devis respecté au dinar près.",
  "Un peu de retard au démarrage mais le résultat est superbe.",
  "Je fais appel à eux depuis deux ans, toujours satisfaite.",
  "Réactif sur WhatsApp et travail soigné.",
];
