import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { House, Store, type TIcon, Wrench } from "~/components/ui/icons";

export type TNavItem = { to: string; label: MessageDescriptor; end?: boolean };

/** Main navigation; 'Admin' is added for administrators. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { to: "/", label: msg`Accueil`, end: true },
  { to: "/proprietes", label: msg`Propriétés` },
  { to: "/services", label: msg`Services` },
  { to: "/boutiques", label: msg`Boutiques` },
  { to: "/contact", label: msg`Contact` },
];

export const ADMIN_NAV_ITEM: TNavItem = { to: "/admin", label: msg`Admin` };

export type TPublishChoice = {
  to: string;
  label: MessageDescriptor;
  description: MessageDescriptor;
  icon: TIcon;
};

/** The three choices of the 'Publier une annonce' dropdown. */
export const PUBLISH_CHOICES: readonly TPublishChoice[] = [
  {
    to: "/publier/propriete",
    label: msg`Bien immobilier`,
    description: msg`Maisons, appartements, terrains`,
    icon: House,
  },
  {
    to: "/publier/service",
    label: msg`Service immobilier`,
    description: msg`Plombiers, électriciens, peintres`,
    icon: Wrench,
  },
  {
    to: "/publier/boutique",
    label: msg`Boutique spécialisée`,
    description: msg`Matériaux, décoration, équipement`,
    icon: Store,
  },
];

export const CONTACT_INFO = {
  tagline: msg`Votre partenaire immobilier de confiance en Tunisie`,
  street: msg`Avenue Habib Bourguiba`,
  city: msg`1000 Tunis`,
  country: msg`Tunisie`,
  phone: "+216 71 234 567",
  phoneHref: "tel:+21671234567",
  email: "contact@darna.tn",
  whatsappHref: "https://wa.me/21671234567",
} as const;
