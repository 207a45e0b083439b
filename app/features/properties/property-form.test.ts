import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/forms";
import { AMENITIES } from "./amenities";
import {
  propertyFormFields,
  propertyFormInput,
  REPEATED_AMENITY_MESSAGE,
  TOO_MANY_AMENITIES_MESSAGE,
  UNKNOWN_AMENITY_MESSAGE,
  ZPropertyForm,
} from "./property-form";

const VALID = {
  announcement_type: "vente",
  type: "villa",
  title: "Villa avec piscine",
  description: "Grand jardin.",
  price: "450 000",
  surface: "320",
  rooms: "4",
  bathrooms: "3",
  furnished: "yes",
  construction_year: "2010",
  available_date: "2027-01-15",
  governorate: "gabes",
  delegation: "gabes-medina",
  address: "Route de la plage",
  whatsapp: "98 123 456",
};

function errorsOf(values: Record<string, string>) {
  const result = ZPropertyForm.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("property form", () => {
  it("shows rooms, bathrooms, furnished and year by type, with the right rooms label", () => {
    expect(propertyFormFields("appartement")).toMatchObject({
      rooms: true,
      bathrooms: true,
      furnished: true,
      constructionYear: true,
      roomsLabel: "Nombre de chambres",
    });
    expect(propertyFormFields("bureau")).toMatchObject({
      rooms: true,
      bathrooms: false,
      furnished: false,
      constructionYear: true,
      roomsLabel: "Nombre de pièces",
    });
    expect(propertyFormFields("terrain")).toMatchObject({
      rooms: false,
      bathrooms: false,
      furnished: false,
      constructionYear: false,
    });
  });

  it("reads the number choice as the checkbox sends it: 'on' when ticked, nothing otherwise", () => {
    expect(ZPropertyForm.parse({ ...VALID, showPhone: "on" }).showPhone).toBe(true);
    expect(ZPropertyForm.parse(VALID).showPhone).toBe(false);
    expect(ZPropertyForm.parse({ ...VALID, showPhone: "oui" }).showPhone).toBe(false);
  });

  it("reads French number formats and keeps the governorate as its lowercase key", () => {
    const result = ZPropertyForm.parse({ ...VALID, governorate: "Gabès", price: "450 000,00" });
    expect(result).toMatchObject({ price: 450_000, governorate: "gabes", location: "gabes" });
  });

  it("reports every missing field at once, the type's own fields included", () => {
    expect(errorsOf({ type: "maison" })).toEqual({
      announcement_type: "Le type d'annonce est requis",
      title: "Le titre est requis",
      description: "La description est requise",
      price: "Le prix est requis",
      surface: "La surface est requise",
      governorate: "Le gouvernorat est requis",
      delegation: "Veuillez choisir une délégation.",
      address: "L'adresse est requise",
      whatsapp: "Le numéro WhatsApp est requis",
      rooms: "Le nombre de chambres est requis",
      bathrooms: "Le nombre de salles de bain est requis",
    });
    expect(errorsOf({ ...VALID, type: "local_commercial", rooms: "" })).toEqual({
      rooms: "Le nombre de pièces est requis",
    });
  });

  it("saves the owner's words without directional overrides, an override alone is no title", () => {
    const spoofed = "Villa \u202eAXUL\u202c à vendre \u2067شقة\u2069";
    const result = ZPropertyForm.safeParse({
      ...VALID,
      title: spoofed,
      description: "\u200fجميلة",
    });
    expect(result.success && result.data.title).toBe("Villa AXUL à vendre شقة");
    // The right-to-left mark stays: it only places a neutral character.
    expect(result.success && result.data.description).toBe("\u200fجميلة");
    expect(errorsOf({ ...VALID, title: "\u202e \u2066" })).toMatchObject({
      title: "Le titre est requis",
    });
  });

  it("ignores what a hidden field holds", () => {
    expect(
      ZPropertyForm.parse({
        ...VALID,
        type: "terrain",
        rooms: "abc",
        bathrooms: "9",
        furnished: "peut-être",
        construction_year: "1800",
      }),
    ).toMatchObject({ rooms: 0, bathrooms: 0, furnished: "no", constructionYear: null });
  });

  it("refuses impossible dates, years and unknown choices", () => {
    expect(
      errorsOf({
        ...VALID,
        available_date: "2027-02-30",
        construction_year: String(new Date().getFullYear() + 1),
        furnished: "oui",
        announcement_type: "rent",
        governorate: "Paris",
        whatsapp: "abc",
      }),
    ).toEqual({
      available_date: "Date de disponibilité invalide",
      construction_year: `L'année de construction doit être comprise entre 1900 et ${new Date().getFullYear()}`,
      furnished: "Choix d'ameublement invalide",
      announcement_type: "Le type d'annonce est requis",
      governorate: "Le gouvernorat est requis",
      whatsapp: "Numéro WhatsApp invalide",
    });
  });
});

describe("amenities on the property form (issue 24)", () => {
  const formOf = (amenities: string[] | null) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(VALID)) form.append(key, value);
    if (amenities) for (const value of amenities) form.append("amenities", value);
    return propertyFormInput(form);
  };

  it("reads the ticked boxes, each once, in the list's order", () => {
    const values = ZPropertyForm.parse(formOf(["", "vue_mer", "piscine", "jardin"]));
    expect(values.amenities).toEqual(["jardin", "piscine", "vue_mer"]);
  });

  it("tells unticked-all (the form's empty field alone) from a sender that did not ask", () => {
    expect(ZPropertyForm.parse(formOf([""])).amenities).toEqual([]);
    // No field at all: an edit keeps the stored ones (update-property), a new listing has none.
    expect(ZPropertyForm.parse(formOf(null))).not.toHaveProperty("amenities");
  });

  it("refuses forged values with a French message", () => {
    const refused = (amenities: string[]) => {
      const result = ZPropertyForm.safeParse(formOf(amenities));
      return result.success ? null : fieldErrors(result.error).amenities;
    };
    expect(refused(["piscine", "sauna"])).toBe(UNKNOWN_AMENITY_MESSAGE);
    expect(refused(["piscine", "piscine"])).toBe(REPEATED_AMENITY_MESSAGE);
    expect(refused([...AMENITIES.map((amenity) => amenity.value), "balcon"])).toBe(
      TOO_MANY_AMENITIES_MESSAGE,
    );
    expect(UNKNOWN_AMENITY_MESSAGE).toMatch(/^Équipement inconnu/);
    // A string where a list is expected (an API caller sending one value) reads as one box.
    expect(ZPropertyForm.parse({ ...VALID, amenities: "balcon" }).amenities).toEqual(["balcon"]);
  });
});
