import { House, Store, type TIcon, Wrench } from "~/components/ui/icons";

export type TNavItem = { to: string; label: string; end?: boolean };

/** Main navigation; 'Admin' is added for administrators. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { to: "/", label: "Accueil", end: true },
  { to: "/proprietes", label: "Propriétés" },
  { to: "/services", label: "Services" },
  { to: "/boutiques", label: "Boutiques" },
  { to: "/contact", label: "Contact" },
];

export const ADMIN_NAV_ITEM: TNavItem = { to: "/admin", label: "Admin" };

export type TPublishChoice = { to: string; label: string; description: string; icon: TIcon };

/** The three choices of the 'Publier une annonce' dropdown. */
export const PUBLISH_CHOICES: readonly TPublishChoice[] = [
  {
    to: "/publier/propriete",
    label: "Bien immobilier",
    description: "Maisons, appartements, terrains",
    icon: House,
  },
  {
    to: "/publier/service",
    label: "Service immobilier",
    description: "Plombiers, électriciens, peintres",
    icon: Wrench,
  },
  {
    to: "/publier/boutique",
    label: "Boutique spécialisée",
    description: "Matériaux, décoration, équipement",
    icon: Store,
  },
];

export const CONTACT_INFO = {
  tagline: "Votre partenaire immobilier de confiance en Tunisie",
  street: "Avenue Habib Bourguiba",
  city: "1000 Tunis",
  country: "Tunisie",
  phone: "+216 71 234 567",
  phoneHref: "tel:+21671234567",
  email: "contact@darna.tn",
  whatsappHref: "https://wa.me/21671234567",
} as const;
