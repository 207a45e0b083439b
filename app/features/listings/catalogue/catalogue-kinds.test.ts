import { describe, expect, it } from "vitest";
import { CATALOGUE_PAGES } from "./catalogue-parts";

describe("the catalogue's WhatsApp greetings", () => {
  const { service, store } = CATALOGUE_PAGES;

  it("names the service and where it works", () => {
    expect(
      service.detail.whatsappMessage({ name: "Plomberie Ben Salah", locationLabel: "Sfax" }),
    ).toBe(
      "Bonjour, je suis intéressé(e) par votre service « Plomberie Ben Salah » à Sfax sur Darna.",
    );
  });

  it("leaves out the place when the service has none", () => {
    expect(service.detail.whatsappMessage({ name: "Plomberie Ben Salah", locationLabel: "" })).toBe(
      "Bonjour, je suis intéressé(e) par votre service « Plomberie Ben Salah » sur Darna.",
    );
  });

  it("names the store", () => {
    expect(store.detail.whatsappMessage({ name: "Déco Carthage", locationLabel: "Tunis" })).toBe(
      "Bonjour, je suis intéressé(e) par votre boutique « Déco Carthage » sur Darna.",
    );
  });
});

describe("each kind's list and detail parts", () => {
  it.each(Object.entries(CATALOGUE_PAGES))(
    "%s: one kind throughout, a default sort among its sorts, a place box for the location",
    (kind, parts) => {
      expect(parts.card.kind).toBe(kind);
      expect(parts.list.kind).toBe(kind);
      expect(parts.detail.kind).toBe(kind);
      expect(parts.list.sorts.map((sort) => sort.value)).toContain(parts.list.defaultSort);
      const location = parts.list.filters.find((filter) => filter.key === "location");
      // Issue 23: places are typed and read on the server, not offered as a list of options.
      expect(location).toMatchObject({ label: "Emplacement", places: true, options: [] });
    },
  );

  it("counts results in French, singular and plural", () => {
    expect(CATALOGUE_PAGES.service.list.resultCount(1)).toBe("1 professionnel trouvé");
    expect(CATALOGUE_PAGES.service.list.resultCount(1200)).toBe(
      "1\u00a0200 professionnels trouvés",
    );
    expect(CATALOGUE_PAGES.store.list.resultCount(0)).toBe("0 boutique trouvée");
    expect(CATALOGUE_PAGES.store.list.resultCount(2)).toBe("2 boutiques trouvées");
  });
});
