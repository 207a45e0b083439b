import { describe, expect, it } from "vitest";
import {
  MAX_PLACES,
  normalisePlaceText,
  placeChip,
  placeKey,
  placesLike,
  resolvePlaces,
  suggestPlaces,
  TOO_MANY_PLACES_MESSAGE,
  ZPlaceList,
} from "./places";
import { TUNISIA_DELEGATIONS } from "./tunisia-places";

const slugs = (query: string, limit?: number) => suggestPlaces(query, limit).map((p) => p.slug);

describe("suggestPlaces", () => {
  it("finds La Marsa however it is typed, in French, as a slug or in Arabic", () => {
    for (const query of ["marsa", "La Marsa", "LA MARSA", "la-marsa", "la marsa", "المرسى"]) {
      expect(slugs(query)[0], query).toBe("la-marsa");
    }
    // With its vowel marks, another alef or without the article, the Arabic name still matches.
    expect(slugs("المَرْسَى")[0]).toBe("la-marsa");
    expect(slugs("مرسي")[0]).toBe("la-marsa");
  });

  it("describes a delegation with its governorate", () => {
    const [marsa] = suggestPlaces("marsa");
    expect(marsa).toMatchObject({
      kind: "delegation",
      slug: "la-marsa",
      nameFr: "La Marsa",
      nameAr: "المرسى",
      governorate: { slug: "tunis", nameFr: "Tunis" },
    });
  });

  it("puts the governorate before the delegations that start with its name", () => {
    const places = suggestPlaces("ariana");
    expect(places.map((p) => [p.kind, p.slug])).toEqual([
      ["governorate", "ariana"],
      ["delegation", "ariana-ville"],
    ]);
    expect(slugs("أريانة").slice(0, 2)).toEqual(["ariana", "ariana-ville"]);
  });

  it("ignores accents and finds towns known inside a delegation", () => {
    expect(slugs("sidi bou said")).toEqual(["carthage"]);
    expect(slugs("Sidi Bou Saïd")).toEqual(["carthage"]);
    expect(slugs("gabes")[0]).toBe("gabes");
    expect(slugs("kalaat el andalous")).toEqual(["kalaat-el-andalous"]);
    expect(slugs("msaken")).toEqual(["msaken"]);
  });

  it("offers Grand Tunis as a group", () => {
    const [grand] = suggestPlaces("grand");
    expect(grand).toMatchObject({ kind: "group", slug: "grand-tunis", nameFr: "Grand Tunis" });
    expect(grand?.governorateSlugs).toEqual(["tunis", "ariana", "ben_arous", "manouba"]);
  });

  it("ranks whole names, then name starts, then inner words", () => {
    // 'Tunis' exactly, Grand Tunis by an inner word; no Ezzouhour through its slug 'ezzouhour-tunis'.
    expect(slugs("tunis")).toEqual(["tunis", "grand-tunis"]);
    const sousse = slugs("sousse", 20);
    expect(sousse[0]).toBe("sousse");
    expect(sousse.indexOf("sousse-medina")).toBeLessThan(sousse.indexOf("hammam-sousse"));
  });

  it("honours the limit and answers nothing to nothing", () => {
    expect(suggestPlaces("s", 3)).toHaveLength(3);
    expect(suggestPlaces("s", 1000).length).toBeLessThanOrEqual(MAX_PLACES);
    expect(suggestPlaces("")).toEqual([]);
    expect(suggestPlaces("  '-_ ")).toEqual([]);
    expect(suggestPlaces("zzzzqqq")).toEqual([]);
    expect(suggestPlaces("x".repeat(10_000))).toEqual([]);
  });

  it("normalises once for all delegations: every French name finds its own place", () => {
    for (const delegation of TUNISIA_DELEGATIONS) {
      expect(slugs(delegation.nameFr.toUpperCase(), 20), delegation.nameFr).toContain(
        delegation.slug,
      );
      expect(slugs(delegation.nameAr, 20), delegation.nameAr).toContain(delegation.slug);
    }
    expect(normalisePlaceText("Kalâat el-Andalous")).toBe("kalaat el andalous");
  });
});

describe("resolvePlaces", () => {
  it("reads slugs, reports unknown values and keeps each place once", () => {
    const resolved = resolvePlaces(["la-marsa", "nulle-part", "la-marsa", "ezzahra", "nulle-part"]);
    expect(resolved.places.map((p) => p.slug)).toEqual(["la-marsa", "ezzahra"]);
    expect(resolved.unknown).toEqual(["nulle-part"]);
    expect(resolved.tooMany).toBe(false);
  });

  it("reads the specification's location values as governorates", () => {
    for (const legacy of ["ben_arous", "Ben Arous", "Gabès", "gabes"]) {
      const resolved = resolvePlaces([legacy]);
      expect(
        resolved.places.map((p) => [p.kind, p.slug]),
        legacy,
      ).toEqual([["governorate", legacy.toLowerCase().startsWith("ben") ? "ben_arous" : "gabes"]]);
      expect(resolved.unknown).toEqual([]);
    }
    // A governorate's name is the governorate, not its same-named delegation.
    expect(resolvePlaces(["Monastir"]).places.map((p) => p.slug)).toEqual(["monastir"]);
    expect(resolvePlaces(["La Marsa"]).places.map((p) => p.slug)).toEqual(["la-marsa"]);
  });

  it("folds a delegation into its asked governorate, and governorates into Grand Tunis", () => {
    expect(resolvePlaces(["la-marsa", "tunis", "ezzahra"]).places.map((p) => p.slug)).toEqual([
      "tunis",
      "ezzahra",
    ]);
    expect(
      resolvePlaces(["ariana", "grand-tunis", "ariana-ville", "sousse"]).places.map((p) => p.slug),
    ).toEqual(["grand-tunis", "sousse"]);
  });

  it("caps the number of places", () => {
    const many = TUNISIA_DELEGATIONS.filter((d) => d.governorateSlug !== "tunis").map(
      (d) => d.slug,
    );
    const resolved = resolvePlaces(many.slice(0, MAX_PLACES + 5));
    expect(resolved.places).toHaveLength(MAX_PLACES);
    expect(resolved.tooMany).toBe(true);
    expect(resolvePlaces(many.slice(0, MAX_PLACES)).tooMany).toBe(false);
    // Hundreds of forged values: a short answer, not hundreds of echoes.
    const forged = resolvePlaces(Array.from({ length: 500 }, (_, i) => `faux-${i}`));
    expect(forged.places).toEqual([]);
    expect(forged.unknown.length).toBeLessThanOrEqual(5);
    expect(forged.tooMany).toBe(true);
  });
});

describe("ZPlaceList", () => {
  it("reads comma-separated or repeated slugs", () => {
    const parsed = ZPlaceList.parse("la-marsa,ariana-ville");
    expect(parsed.map((p) => p.slug)).toEqual(["la-marsa", "ariana-ville"]);
    expect(ZPlaceList.parse(["la-marsa", "sousse"]).map((p) => p.slug)).toEqual([
      "la-marsa",
      "sousse",
    ]);
  });

  it("says which places are unknown, in French", () => {
    const result = ZPlaceList.safeParse("la-marsa,atlantide");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Lieu inconnu : atlantide",
    ]);
  });

  it("refuses more than 20 places, in French", () => {
    const result = ZPlaceList.safeParse(TUNISIA_DELEGATIONS.slice(30, 60).map((d) => d.slug));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TOO_MANY_PLACES_MESSAGE]);
    expect(TOO_MANY_PLACES_MESSAGE).toBe("Vous pouvez choisir au maximum 20 lieux.");
  });

  it("reads the URL keys of DESIGN (la_marsa, grand_tunis) as their places, and writes them back", () => {
    const resolved = resolvePlaces(["la_marsa", "ariana_ville", "LA_MARSA", "sfax"]);
    expect(resolved.unknown).toEqual([]);
    expect(resolved.places.map(placeKey)).toEqual(["la_marsa", "ariana_ville", "sfax"]);
    expect(resolvePlaces(["grand_tunis", "ben_arous"]).places.map(placeKey)).toEqual([
      "grand_tunis",
    ]);
    const marsa = resolvePlaces(["la-marsa"]).places[0];
    expect(marsa && placeChip(marsa)).toEqual({
      key: "la_marsa",
      label: "La Marsa (Tunis)",
      kind: "delegation",
    });
    // An Arabic page names the place and its governorate in Arabic, under the same key.
    expect(marsa && placeChip(marsa, "ar")).toEqual({
      key: "la_marsa",
      label: "المرسى (تونس)",
      kind: "delegation",
    });
    expect(
      resolvePlaces(["La Marsa (Tunis)", "ezzouhour (kasserine)"]).places.map(placeKey),
    ).toEqual(["la_marsa", "ezzouhour_kasserine"]);
  });

  it("offers the places an unknown value was probably meant to be", () => {
    expect(placesLike("Marssa").map(placeKey)).toContain("la_marsa");
    expect(placesLike("hammammet").map(placeKey)[0]).toBe("hammamet");
    expect(placesLike("ariana").map(placeKey)[0]).toBe("ariana");
    expect(placesLike("atlantide")).toEqual([]);
    expect(placesLike("xy")).toEqual([]);
  });
});
