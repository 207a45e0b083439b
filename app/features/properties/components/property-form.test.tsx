import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DELEGATION_GROUPS } from "~/features/listings/delegations.server";
import { NETWORK_ERROR_MESSAGE } from "~/features/listings/listing-form";
import { PIN_OUTSIDE_TUNISIA_MESSAGE } from "~/lib/map-area";
import { fitPhotos, photoCountLabel, photoFileProblem } from "~/lib/photo-files";
import { PIN_CENTRES } from "../pin-centres.server";
import { PropertyForm, type TPropertyFormProps } from "./property-form";
import { percentOf, photoShares, progressLabel } from "./property-form-upload";
import {
  EMPTY_PROPERTY_FORM,
  photosNotStoredToast,
  propertyFailure,
  propertyFormSent,
  propertyFormTextFrom,
  propertyFormTextOf,
  readPropertyApiAnswer,
  TOO_LARGE_REQUEST_MESSAGE,
  type TPropertyFormRow,
} from "./property-form-values";

const ROW: TPropertyFormRow = {
  announcementType: "location",
  type: "appartement",
  title: "Appartement S+2",
  description: "Lumineux",
  price: 1200,
  surface: 95,
  rooms: 2,
  bathrooms: 1,
  furnished: "partial",
  constructionYear: null,
  availableDate: "2026-09-01",
  governorate: "Ben Arous",
  delegation: "ezzahra",
  address: "Rue de Rades 12",
  whatsapp: "+216 98 123 456",
  showPhone: false,
  pinLat: null,
  pinLng: null,
  amenities: ["balcon", "climatisation"],
};

describe("propertyFormTextOf", () => {
  it("fills the edit form from the saved row", () => {
    expect(propertyFormTextOf(ROW)).toEqual({
      announcement_type: "location",
      type: "appartement",
      title: "Appartement S+2",
      description: "Lumineux",
      price: "1200",
      surface: "95",
      rooms: "2",
      bathrooms: "1",
      furnished: "partial",
      construction_year: "",
      available_date: "2026-09-01",
      governorate: "ben_arous",
      delegation: "ezzahra",
      address: "Rue de Rades 12",
      whatsapp: "+216 98 123 456",
      showPhone: "",
      pinLat: "",
      pinLng: "",
      amenities: "balcon,climatisation",
    });
  });

  it("shows a stored pin as the point the fields send back", () => {
    const pinned = propertyFormTextOf({ ...ROW, pinLat: 36.738, pinLng: 10.308 });
    expect([pinned.pinLat, pinned.pinLng]).toEqual(["36.738", "10.308"]);
  });

  it("shows the number choice as stored, a property saved before it as unticked (decision 0029)", () => {
    expect(propertyFormTextOf({ ...ROW, showPhone: true }).showPhone).toBe("on");
    expect(propertyFormTextOf({ ...ROW, showPhone: false }).showPhone).toBe("");
    // Null kept the published rule: a property's number was not shown.
    expect(propertyFormTextOf({ ...ROW, showPhone: null }).showPhone).toBe("");
    // A new listing shows it unless its owner unticks it.
    expect(EMPTY_PROPERTY_FORM.showPhone).toBe("on");
  });

  it("leaves out the zeros a hidden field was saved as", () => {
    const land = propertyFormTextOf({ ...ROW, type: "terrain", rooms: 0, bathrooms: 0 });
    expect(land.rooms).toBe("");
    expect(land.bathrooms).toBe("");
    const office = propertyFormTextOf({ ...ROW, type: "bureau", rooms: 4, bathrooms: 0 });
    expect(office.rooms).toBe("4");
    expect(office.bathrooms).toBe("");
  });
});

describe("propertyFormTextFrom", () => {
  it("keeps what was sent for the form's fields only", () => {
    const text = propertyFormTextFrom({ title: "Villa", removed_photos: "/media/x.webp" });
    expect(text.title).toBe("Villa");
    expect(text.announcement_type).toBe("vente");
    expect(text.furnished).toBe("no");
    expect(text).not.toHaveProperty("removed_photos");
    // The box was unticked: an unticked checkbox sends nothing, which is the choice.
    expect(text.showPhone).toBe("");
    expect(propertyFormTextFrom({ title: "Villa", showPhone: "on" }).showPhone).toBe("on");
  });
});

describe("propertyFormSent", () => {
  it("gives back the ticked amenities of a refused form, unticked all as none", () => {
    const form = new FormData();
    form.append("title", "Villa");
    form.append("amenities", "");
    form.append("amenities", "jardin");
    form.append("amenities", "piscine");
    const sent = propertyFormSent(form);
    expect(sent.amenities).toBe("jardin,piscine");
    expect(propertyFormTextFrom(sent).amenities).toBe("jardin,piscine");
    const none = new FormData();
    none.append("amenities", "");
    expect(
      propertyFormTextFrom(propertyFormSent(none), { ...EMPTY_PROPERTY_FORM, amenities: "balcon" })
        .amenities,
    ).toBe("");
  });
});

describe("propertyFailure", () => {
  it("tells a publication failure with the specification's fallback", () => {
    expect(propertyFailure("publish", { code: "unavailable", message: "" })).toEqual({
      banner: "Erreur lors de la publication, veuillez réessayer.",
      toast: { title: "Erreur lors de la publication, veuillez réessayer." },
    });
    expect(propertyFailure("edit", { code: "unavailable" }).banner).toBe(
      "Erreur lors de la mise à jour, veuillez réessayer.",
    );
  });

  it("shows the server's message in the banner", () => {
    const told = propertyFailure("publish", {
      code: "invalid",
      message: "Veuillez corriger les champs indiqués.",
    });
    expect(told.banner).toBe("Veuillez corriger les champs indiqués.");
    expect(told.toast.description).toBe("Veuillez corriger les champs indiqués.");
  });

  it("says the profile is the problem when the account is gone (conflict)", () => {
    expect(propertyFailure("publish", { code: "conflict", message: null })).toEqual({
      banner: "Erreur de connexion avec votre profil. Veuillez vous reconnecter et réessayer.",
      toast: { title: "Impossible de publier l'annonce. Problème avec votre profil utilisateur." },
    });
    expect(propertyFailure("edit", { code: "conflict" }).toast.title).toBe(
      "Impossible de mettre à jour l'annonce. Problème avec votre profil utilisateur.",
    );
  });

  it("asks to sign in again when the session ended (unauthenticated)", () => {
    const told = propertyFailure("publish", {
      code: "unauthenticated",
      message: "Utilisateur non authentifié",
    });
    expect(told.banner).toBe("Utilisateur non authentifié");
    expect(told.toast.title).toBe("Connexion requise");
  });

  it("explains a network failure in French", () => {
    expect(propertyFailure("edit", { code: "network" }).banner).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe("readPropertyApiAnswer", () => {
  it("reads a saved listing", () => {
    expect(readPropertyApiAnswer(201, { id: "abc", url: "/proprietes/abc" })).toEqual({
      kind: "saved",
      id: "abc",
    });
  });

  it("reads how many of the photos sent were stored", () => {
    expect(
      readPropertyApiAnswer(201, { id: "abc", url: "/proprietes/abc", storedPhotos: 3 }),
    ).toEqual({ kind: "saved", id: "abc", storedPhotos: 3 });
  });

  it("reads a refusal with its field messages, dropping anything that is not text", () => {
    const answer = readPropertyApiAnswer(400, {
      error: "invalid",
      message: "Veuillez corriger les champs indiqués.",
      fieldErrors: { title: "Le titre est requis", price: 3, photos: "" },
    });
    expect(answer).toEqual({
      kind: "refused",
      code: "invalid",
      message: "Veuillez corriger les champs indiqués.",
      fieldErrors: { title: "Le titre est requis" },
    });
  });

  it("tells a missing listing from a missing API", () => {
    expect(
      readPropertyApiAnswer(404, { error: "not_found", message: "Propriété non trouvée." }),
    ).toMatchObject({ kind: "refused", code: "not_found" });
    expect(readPropertyApiAnswer(404, null)).toEqual({ kind: "unavailable" });
    expect(readPropertyApiAnswer(405, { error: "Ressource introuvable" })).toEqual({
      kind: "unavailable",
    });
  });

  it("explains a body refused for its size", () => {
    expect(readPropertyApiAnswer(413, null)).toMatchObject({
      kind: "refused",
      message: TOO_LARGE_REQUEST_MESSAGE,
    });
  });

  it("answers an unknown failure without a message, for the fallback text", () => {
    expect(readPropertyApiAnswer(502, null)).toEqual({
      kind: "refused",
      code: "unavailable",
      message: "",
      fieldErrors: {},
    });
  });
});

describe("photo rules", () => {
  it("keeps the first files that fit in the free places", () => {
    expect(fitPhotos(["a", "b", "c"], 2)).toEqual({ kept: ["a", "b"], ignored: 1 });
    expect(fitPhotos(["a"], 0)).toEqual({ kept: [], ignored: 1 });
    expect(fitPhotos(["a"], -2)).toEqual({ kept: [], ignored: 1 });
    expect(fitPhotos(["a", "b"], 5)).toEqual({ kept: ["a", "b"], ignored: 0 });
  });

  it("refuses what is not an image, empty or too large", () => {
    const max = 10 * 1024 * 1024;
    expect(photoFileProblem({ name: "plan.pdf", type: "application/pdf", size: 10 }, max)).toBe(
      "« plan.pdf » n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
    );
    expect(photoFileProblem({ name: "vide.jpg", type: "image/jpeg", size: 0 }, max)).toBe(
      "« vide.jpg » est vide.",
    );
    expect(photoFileProblem({ name: "grand.jpg", type: "image/jpeg", size: max + 1 }, max)).toBe(
      "« grand.jpg » dépasse la taille maximale de 10 Mo.",
    );
    expect(photoFileProblem({ name: "ok.jpg", type: "image/jpeg", size: 1000 }, max)).toBeNull();
    // No announced type: decoding decides.
    expect(photoFileProblem({ name: "photo.heic", type: "", size: 1000 }, max)).toBeNull();
  });

  it("counts photos out of five", () => {
    expect(photoCountLabel(3)).toBe("3 / 5 photos");
  });

  it("tells each photo's share of the upload from the bytes sent", () => {
    // 1,000 bytes of fields, then photos of 3,000, 1,000 and 6,000 bytes: 11,000 in all.
    const sizes = [3000, 1000, 6000];
    expect(photoShares(500, 11_000, sizes)).toEqual([0, 0, 0]);
    expect(photoShares(2500, 11_000, sizes)).toEqual([50, 0, 0]);
    expect(photoShares(4500, 11_000, sizes)).toEqual([100, 50, 0]);
    expect(photoShares(8000, 11_000, sizes)).toEqual([100, 100, 50]);
    expect(photoShares(11_000, 11_000, sizes)).toEqual([100, 100, 100]);
    expect(photoShares(0, 0, [])).toEqual([]);
  });

  it("labels the upload's progress", () => {
    expect(percentOf(45, 100)).toBe(45);
    expect(percentOf(1, 0)).toBe(0);
    expect(percentOf(150, 100)).toBe(100);
    expect(progressLabel(45, true)).toBe("Envoi des photos… 45\u00a0%");
    expect(progressLabel(7, false)).toBe("Envoi de l'annonce… 7\u00a0%");
  });
});

const PROPS: TPropertyFormProps = {
  mode: "publish",
  propertyId: null,
  initialValues: EMPTY_PROPERTY_FORM,
  currentPhotoUrls: [],
  reply: undefined,
  maxUploadBytes: 10 * 1024 * 1024,
  delegations: DELEGATION_GROUPS,
  pinCentres: PIN_CENTRES,
  mapTiles: null,
};

/** The form as the server sends it (before any JavaScript runs). */
function render(props: Partial<TPropertyFormProps> = {}) {
  const router = createMemoryRouter([
    { path: "/", element: <PropertyForm {...PROPS} {...props} /> },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

/** The label of a control, read back from the markup (label → for → id). */
function labels(html: string): string[] {
  return [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((match) =>
    (match[1] ?? "")
      .replace(/<span aria-hidden="true"[^>]*>.*?<\/span>/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/<!-- -->/g, "")
      .trim(),
  );
}

describe("PropertyForm (server markup)", () => {
  it("is a multipart form that posts without JavaScript", () => {
    const html = render();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('type="submit"');
    expect(html).toContain("Publier l&#x27;annonce");
    const photos = /<input[^>]*type="file"[^>]*>/.exec(html)?.[0] ?? "";
    expect(photos).toContain('name="photos"');
    expect(photos).toContain('accept="image/*"');
    expect(photos).toContain('multiple=""');
    expect(html).toContain('placeholder="+216 XX XXX XXX"');
    expect(html).toContain('type="date"');
    const sale = /<input[^>]*value="vente"[^>]*>/.exec(html)?.[0] ?? "";
    expect(sale).toContain('checked=""');
  });

  it("asks for the fields of the chosen type", () => {
    const none = labels(render());
    expect(none).not.toContain("Nombre de chambres");
    expect(none).not.toContain("Nombre de pièces");

    const flat = labels(render({ initialValues: { ...EMPTY_PROPERTY_FORM, type: "villa" } }));
    expect(flat).toEqual(
      expect.arrayContaining([
        "Nombre de chambres",
        "Nombre de salles de bain",
        "Meublé",
        "Année de construction",
      ]),
    );

    const office = labels(render({ initialValues: { ...EMPTY_PROPERTY_FORM, type: "bureau" } }));
    expect(office).toEqual(expect.arrayContaining(["Nombre de pièces", "Année de construction"]));
    expect(office).not.toContain("Nombre de salles de bain");
    expect(office).not.toContain("Meublé");

    const land = labels(render({ initialValues: { ...EMPTY_PROPERTY_FORM, type: "terrain" } }));
    expect(land).not.toContain("Nombre de pièces");
    expect(land).not.toContain("Année de construction");
  });

  it("shows a refusal: the banner, each field's message linked to its control, the values sent", () => {
    const html = render({
      reply: {
        ok: false,
        code: "invalid",
        message: "Veuillez corriger les champs indiqués.",
        fieldErrors: { title: "Le titre est requis", photos: "Photo 2 : illisible" },
        values: { title: "", address: "Rue de Marseille", type: "maison" },
      },
    });
    expect(html).toMatch(/role="alert"[^>]*>.*Veuillez corriger les champs indiqués\./);
    const input = /<input[^>]*name="title"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1] ?? "";
    expect(html).toContain(
      `id="${describedBy}" class="text-sm text-destructive">Le titre est requis`,
    );
    expect(html).toContain("Photo 2 : illisible");
    expect(html).toContain('value="Rue de Marseille"');
    expect(labels(html)).toContain("Nombre de chambres");
  });

  it("offers every delegation under its governorate before one is chosen, then those of the chosen one", () => {
    const select = (html: string) =>
      /<select[^>]*name="delegation"[^>]*>.*?<\/select>/.exec(html)?.[0] ?? "";
    const all = select(render());
    expect(all).toContain('<optgroup label="Tunis">');
    expect(all).toContain('<optgroup label="Ben Arous">');
    expect(all).toContain('<option value="la-marsa">La Marsa</option>');
    expect(all).toContain('<option value="ezzahra">Ezzahra</option>');
    expect(all).toContain("required");
    expect(labels(render())).toContain("Délégation");

    const tunis = select(
      render({
        initialValues: { ...EMPTY_PROPERTY_FORM, governorate: "tunis", delegation: "la-marsa" },
      }),
    );
    expect(tunis).not.toContain("<optgroup");
    expect(tunis).toContain('<option value="la-marsa" selected="">La Marsa</option>');
    expect(tunis).not.toContain("ezzahra");
    // Alphabetical, French names: Bab El Bhar before Carthage before La Marsa.
    const names = [...tunis.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
    expect(names.indexOf("bab-el-bhar")).toBeLessThan(names.indexOf("carthage"));
    expect(names.indexOf("carthage")).toBeLessThan(names.indexOf("la-marsa"));
  });

  it("lets an editor remove current photos without JavaScript", () => {
    const url = "/media/property_images/u1/0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11.webp";
    const html = render({
      mode: "edit",
      propertyId: "0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11",
      currentPhotoUrls: [url],
    });
    expect(html).toContain("Mettre à jour l&#x27;annonce");
    expect(html).toContain(url.replace(".webp", ".thumb.webp"));
    const checkbox =
      /<input[^>]*type="checkbox"[^>]*name="removed_photos"[^>]*>/.exec(html)?.[0] ?? "";
    expect(checkbox).toContain('name="removed_photos"');
    expect(checkbox).toContain(`value="${url}"`);
    expect(labels(html)).toContain("Retirer la photo 1");
  });
});

describe("PropertyForm: the number choice (decision 0029)", () => {
  it("is a checkbox named showPhone, ticked for a new listing, as stored on edit", () => {
    const box = (html: string) =>
      /<input[^>]*type="checkbox"[^>]*name="showPhone"[^>]*>/.exec(html)?.[0] ?? "";
    const fresh = render({});
    expect(fresh).toContain("Afficher mon numéro aux utilisateurs connectés");
    expect(box(fresh)).toContain('checked=""');
    expect(box(fresh)).toContain('value="on"');
    const edited = render({
      mode: "edit",
      propertyId: "0b6c7a52-9a4e-4f7e-8c43-7d0f2d1b9e11",
      initialValues: { ...EMPTY_PROPERTY_FORM, showPhone: "" },
    });
    expect(box(edited)).not.toBe("");
    expect(box(edited)).not.toContain("checked");
  });
});

describe("photosNotStoredToast", () => {
  it("says how many of the photos sent were stored, in correct French for each count", () => {
    expect(photosNotStoredToast(2, 3).description).toMatch(
      /^Seules 2 photos sur 3 ont été enregistrées\./,
    );
    expect(photosNotStoredToast(1, 3).description).toMatch(
      /^Seule 1 photo sur 3 a été enregistrée\./,
    );
    expect(photosNotStoredToast(0, 3).description).toMatch(
      /^Aucune des 3 photos n'a été enregistrée\./,
    );
    expect(photosNotStoredToast(0, 1).description).toMatch(
      /^La photo envoyée n'a pas été enregistrée\./,
    );
  });
});

describe("the optional pin (issue 23) before JavaScript", () => {
  it("is two plain fields, Latitude and Longitude, holding the stored pin", () => {
    const html = render({
      mode: "edit",
      initialValues: { ...EMPTY_PROPERTY_FORM, pinLat: "36.738", pinLng: "10.308" },
    });
    expect(html).toContain("Emplacement sur la carte (facultatif)");
    expect(labels(html)).toEqual(expect.arrayContaining(["Latitude", "Longitude"]));
    expect(/<input[^>]*name="pinLat"[^>]*>/.exec(html)?.[0]).toContain('value="36.738"');
    expect(/<input[^>]*name="pinLng"[^>]*>/.exec(html)?.[0]).toContain('value="10.308"');
  });

  it("says a refused pin under Latitude and keeps what was sent", () => {
    const html = render({
      reply: {
        ok: false,
        code: "invalid",
        message: "Veuillez corriger les champs indiqués.",
        fieldErrors: { pinLat: PIN_OUTSIDE_TUNISIA_MESSAGE },
        values: { pinLat: "48.85", pinLng: "2.35" },
      },
    });
    const input = /<input[^>]*name="pinLat"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="48.85"');
    expect(html).toContain(PIN_OUTSIDE_TUNISIA_MESSAGE.replace("'", "&#x27;"));
  });
});
