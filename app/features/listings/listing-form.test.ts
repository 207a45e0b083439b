import { describe, expect, it } from "vitest";
import { governorateAsLocation, requiredText } from "./catalogue/catalogue-form";
import { CATALOGUE_FORMS } from "./catalogue/catalogue-forms";
import {
  formTextFrom,
  listingFormFailure,
  NETWORK_ERROR_MESSAGE,
  SHARED_FIELD_SPECS,
  withFailureTexts,
} from "./listing-form";

const TEXTS = withFailureTexts({
  publish: { title: "Publier", subtitle: "", submit: "Publier", busy: "…", success: "Publié" },
  edit: { title: "Modifier", subtitle: "", submit: "Modifier", busy: "…", success: "Modifié" },
});

describe("withFailureTexts", () => {
  it("gives every kind the specification's failure texts for each mode", () => {
    expect(TEXTS.publish).toMatchObject({
      title: "Publier",
      failure: "Erreur lors de la publication, veuillez réessayer.",
      profileProblem: "Impossible de publier l'annonce. Problème avec votre profil utilisateur.",
    });
    expect(TEXTS.edit.failure).toBe("Erreur lors de la mise à jour, veuillez réessayer.");
    expect(CATALOGUE_FORMS.store.texts.edit.profileProblem).toBe(TEXTS.edit.profileProblem);
  });
});

describe("listingFormFailure", () => {
  it("shows the server's message in the banner and the mode's failure as the toast", () => {
    expect(listingFormFailure(TEXTS.edit, { code: "invalid", message: " Prix invalide " })).toEqual(
      {
        banner: "Prix invalide",
        toast: { title: TEXTS.edit.failure, description: "Prix invalide" },
      },
    );
    expect(listingFormFailure(TEXTS.publish, { code: "unavailable", message: "" })).toEqual({
      banner: TEXTS.publish.failure,
      toast: { title: TEXTS.publish.failure },
    });
  });

  it("tells a gone account, a lost session and a lost connection apart", () => {
    expect(listingFormFailure(TEXTS.edit, { code: "conflict" })).toEqual({
      banner: "Erreur de connexion avec votre profil. Veuillez vous reconnecter et réessayer.",
      toast: { title: TEXTS.edit.profileProblem },
    });
    expect(listingFormFailure(TEXTS.publish, { code: "unauthenticated" }).toast).toEqual({
      title: "Connexion requise",
      description: "Vous devez être connecté pour publier une annonce.",
    });
    expect(listingFormFailure(TEXTS.publish, { code: "network" }).banner).toBe(
      NETWORK_ERROR_MESSAGE,
    );
  });
});

describe("formTextFrom", () => {
  const fields = ["name", SHARED_FIELD_SPECS.showPhone.name] as const;
  const fallback = { name: "Avant", showPhone: "on" };

  it("keeps the fallback when nothing was sent", () => {
    expect(formTextFrom(fields, undefined, fallback)).toEqual(fallback);
  });

  it("keeps what was sent for the form's fields only, an absent checkbox as unticked", () => {
    expect(formTextFrom(fields, { name: "Après", other: "x" }, fallback)).toEqual({
      name: "Après",
      showPhone: "",
    });
  });
});

describe("governorateAsLocation", () => {
  it("saves the governorate's key as the location and keeps every other value", () => {
    expect(governorateAsLocation({ governorate: "nabeul", name: "Déco", address: null })).toEqual({
      name: "Déco",
      address: null,
      location: "nabeul",
    });
  });
});

describe("requiredText", () => {
  it("keeps a service's or a shop's words without directional overrides", () => {
    const name = requiredText("Le nom est requis", 100, "Trop long");
    expect(name.parse(" Plomberie \u202eتونس\u202c ")).toBe("Plomberie تونس");
    expect(name.safeParse("\u2068\u2069").error?.issues[0]?.message).toBe("Le nom est requis");
  });
});
