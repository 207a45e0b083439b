import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("proprietes", "routes/properties.tsx"),
  route("proprietes/:id", "routes/property-detail.tsx"),
  // The reminder mail's renewal link (decision 0019): works without signing in.
  route("proprietes/:id/renouveler", "routes/property-renew.tsx"),
  // Services and stores are one catalogue: each module serves both kinds, read from the URL.
  route("services", "routes/catalogue-list.tsx", { id: "services" }),
  route("services/:id", "routes/catalogue-detail.tsx", { id: "service-detail" }),
  route("boutiques", "routes/catalogue-list.tsx", { id: "stores" }),
  route("boutiques/:id", "routes/catalogue-detail.tsx", { id: "store-detail" }),
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
  route("publier/propriete", "routes/publish-property.tsx", { id: "publish-property" }),
  route("publier/propriete/:id", "routes/publish-property.tsx", { id: "edit-property" }),
  route("publier/service", "routes/catalogue-publish.tsx", { id: "publish-service" }),
  route("publier/service/:id", "routes/catalogue-publish.tsx", { id: "edit-service" }),
  route("publier/boutique", "routes/catalogue-publish.tsx", { id: "publish-store" }),
  route("publier/boutique/:id", "routes/catalogue-publish.tsx", { id: "edit-store" }),
  route("utilisateur/:userId/annonces", "routes/seller-listings.tsx"),
  route("admin", "routes/admin.tsx"),
  route("actions/favori", "routes/favorite-action.ts"),
  route("actions/notifications", "routes/notifications-action.ts"),
  route("actions/signaler", "routes/report-action.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
