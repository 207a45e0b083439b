import type { TIcon } from "~/components/ui/icons";
import { Facebook, Instagram, Linkedin } from "./components/contact-icons";

/*
 * The team's details on the contact page that the footer does not carry.
 * The address, phone and e-mail are the footer's CONTACT_INFO, so both places say the same.
 */

export const OPENING_HOURS = [
  { days: "Lundi - Vendredi", hours: "9h - 18h" },
  { days: "Samedi", hours: "9h - 13h" },
] as const;

export type TSocialLink = { name: string; href: string; label: string; icon: TIcon };

export const SOCIAL_LINKS: readonly TSocialLink[] = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/darna.tn",
    label: "Darna sur Facebook",
    icon: Facebook,
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/darna.tn",
    label: "Darna sur Instagram",
    icon: Instagram,
  },
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/darna-tn",
    label: "Darna sur LinkedIn",
    icon: Linkedin,
  },
];

/** The toasts (and, without JavaScript, the notices) of the form. */
export const CONTACT_FEEDBACK = {
  sentTitle: "Message envoyé",
  sentDescription: "Merci pour votre message, nous vous répondrons bientôt.",
  failedTitle: "Erreur lors de l'envoi, veuillez réessayer.",
  rateLimitedTitle: "Trop de messages envoyés",
} as const;
