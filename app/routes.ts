import { type RouteConfig, route } from "@react-router/dev/routes";
import { ARABIC_PAGES } from "./lib/i18n/locale";

/**
 * A page's path, with an optional `ar/` prefix once it exists in Arabic (decision 0046): one route
 * serves both languages, and any other prefix finds no route (404).
 */
function page(path: string) {
  const pattern = `/${path}`;
  if (!(ARABIC_PAGES as readonly string[]).includes(pattern)) return path;
  return path === "" ? "ar?" : `ar?/${path}`;
}

export default [
  route(page(""), "routes/home.tsx", { id: "routes/home" }),
  route(page("proprietes"), "routes/properties.tsx", { id: "routes/properties" }),
  route(page("proprietes/:id"), "routes/property-detail.tsx", { id: "routes/property-detail" }),
  // The reminder mail's renewal link (decision 0019): works without signing in.
  route("proprietes/:id/renouveler", "routes/property-renew.tsx"),
  // Services and stores are one catalogue: each module serves both kinds, read from the URL.
  route("services", "routes/catalogue-list.tsx", { id: "services" }),
  route("services/:id", "routes/catalogue-detail.tsx", { id: "service-detail" }),
  route("boutiques", "routes/catalogue-list.tsx", { id: "stores" }),
  route("boutiques/:id", "routes/catalogue-detail.tsx", { id: "store-detail" }),
  route("immobilier", "routes/location-landing.tsx", { id: "locations" }),
  route("immobilier/:gouvernorat", "routes/location-landing.tsx", { id: "location" }),
  route("immobilier/:gouvernorat/:type", "routes/location-landing.tsx", { id: "location-type" }),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap-index" }),
  route("sitemaps/:name", "routes/sitemap.ts", { id: "sitemap" }),
  route("contact", "routes/contact.tsx"),
  route("auth", "routes/auth.tsx"),
  route("auth/login", "routes/auth-login.tsx"),
  route("auth/inscription", "routes/auth-signup.tsx"),
  // Both readings of the specification: either address serves both steps of a password reset.
  route("auth/reinitialiser-mot-de-passe", "routes/reset-password.tsx", { id: "forgot-password" }),
  route("auth/confirmer", "routes/auth-confirm.ts"),
  route("auth/logout", "routes/auth-logout.ts"),
  route("reinitialiser-mot-de-passe", "routes/reset-password.tsx", { id: "reset-password" }),
  route("profil", "routes/profile.tsx"),
  route("mes-annonces", "routes/my-listings.tsx"),
  route("mes-favoris", "routes/my-favorites.tsx"),
  // Saved-search alerts (decision 0023); the unsubscribe link of their mails works signed out.
  route("mes-alertes", "routes/my-alerts.tsx"),
  route("mes-alertes/nouvelle/:segment", "routes/new-alert.tsx"),
  route("alertes/:id/desabonnement", "routes/alert-unsubscribe.tsx"),
  // The unread-message mails' unsubscribe link (issue 22): works signed out.
  route("messages/desabonnement", "routes/message-mails-unsubscribe.tsx"),
  route("publier/propriete", "routes/publish-property.tsx", { id: "publish-property" }),
  route("publier/propriete/:id", "routes/publish-property.tsx", { id: "edit-property" }),
  route("publier/service", "routes/catalogue-publish.tsx", { id: "publish-service" }),
  route("publier/service/:id", "routes/catalogue-publish.tsx", { id: "edit-service" }),
  route("publier/boutique", "routes/catalogue-publish.tsx", { id: "publish-store" }),
  route("publier/boutique/:id", "routes/catalogue-publish.tsx", { id: "edit-store" }),
  route("utilisateur/:userId/annonces", "routes/seller-listings.tsx"),
  route("admin", "routes/admin.tsx"),
  // Conversations (issue 22, decision 0028): the inbox, the first message, a conversation.
  route("messages", "routes/messages.tsx"),
  route("messages/nouveau", "routes/messages-new.tsx"),
  route("messages/:id", "routes/messages-conversation.tsx"),
  route("actions/messages", "routes/messages-count.ts"),
  route("actions/favori", "routes/favorite-action.ts"),
  // The language switch (decision 0046): a cookie, then the same page in the other language.
  route("actions/langue", "routes/language-action.ts"),
  // A signed-in person's parts of a public page served as a visitor's (decision 0040).
  route("actions/moi", "routes/personal-read.ts"),
  route("actions/notifications", "routes/notifications-action.ts"),
  route("actions/signaler", "routes/report-action.ts"),
  // Phone reveal (decision 0029): counted, and checked against the owner's choice.
  route("actions/numero", "routes/phone-reveal-action.ts"),
  // The place box's suggestions (issue 23): JSON, read by the combobox as one types.
  route("lieux", "routes/place-suggestions.ts"),
  // A list's map (issue 23): its listings grouped by position, JSON, read by the 'Carte' view.
  route("carte/:segment", "routes/map-points.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
