import { describe, expect, it } from "vitest";
import { STORE_CATEGORIES } from "~/lib/constants";
import { usableImageUrl } from "~/lib/listing-image-source";
import { getDb } from "~/server/db/client.server";
import { profiles, services, stores, user } from "~/server/db/schema";
import { fullPlace } from "./catalogue-kind";
import { getCatalogueDetail, mapsSearchUrl } from "./get-catalogue-item.server";
import { offeredServicesFor } from "./service/offered-services";
import { offeredServicesForCategory } from "./store/offered-services";

/*
 * The detail page of a service or a store: getCatalogueDetail on the real
 * database, and the pure helpers it uses (image source, place, maps search, offered services).
 */

async function insertAccount(id: string, profile: Partial<typeof profiles.$inferInsert> = {}) {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, ...profile });
}

async function insertService(userId: string, values: Partial<typeof services.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name: "Plomberie Ben Salah",
      profession: "Plombier",
      description: "Dépannage rapide 7j/7.",
      location: "ben_arous",
      address: "12 avenue de la République",
      phone: "+216 71 000 000",
      whatsapp: "98 123 456",
      avgRating: 4.5,
      ...values,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertStore(userId: string, values: Partial<typeof stores.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(stores)
    .values({
      userId,
      name: "Déco Carthage",
      category: "décoration",
      description: "Luminaires et objets artisanaux.",
      image: "/media/store_images/a.webp",
      location: "sousse",
      address: "Avenue Habib Bourguiba",
      whatsapp: "98 123 456",
      avgRating: 4,
      ...values,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

const mapsUrlOf = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

describe("getCatalogueDetail: service", () => {
  it("returns the service with its owner's public profile and derived services", async () => {
    await insertAccount("pro-1", { firstName: "Karim", lastName: "Trabelsi" });
    const id = await insertService("pro-1", { imageUrl: "/media/service_images/a.webp" });

    const detail = await getCatalogueDetail("service", id);

    expect(detail).toMatchObject({
      kind: "service",
      id,
      name: "Plomberie Ben Salah",
      label: "Plombier",
      labelText: "Plombier",
      locationLabel: "Ben Arous",
      address: "12 avenue de la République",
      place: "12 avenue de la République, Ben Arous",
      // A visitor: the number is for signed-in users (show_phone null keeps the published rule).
      contact: {
        kind: "service",
        id,
        isOwner: false,
        messageHref: `/messages/nouveau?type=service&id=${id}`,
        ownerShowsPhone: true,
        phone: {
          state: "sign_in",
          signInHref: `/auth/login?from=${encodeURIComponent(`/services/${id}`)}`,
        },
      },
      imageSrc: "/media/service_images/a.webp",
      avgRating: 4.5,
      owner: { id: "pro-1", firstName: "Karim", lastName: "Trabelsi", role: "user" },
      showOtherListings: false,
    });
    expect(detail?.offeredServices).toContain("Réparation de fuites");
    expect(JSON.stringify(detail)).not.toContain("71 000 000");
    expect(JSON.stringify(detail)).not.toContain("98123456");
    expect(JSON.stringify(detail)).not.toContain("98 123 456");
    expect(JSON.stringify(detail)).not.toContain("@exemple.tn");
  });

  it("gives a signed-in user the service's WhatsApp and its phone on reveal, none when not shown", async () => {
    await insertAccount("pro-2");
    await insertAccount("client-2");
    const client = { id: "client-2", role: "user" as const };
    const shown = await insertService("pro-2");
    expect((await getCatalogueDetail("service", shown, client))?.contact.phone).toMatchObject({
      state: "reveal",
      whatsappHref: expect.stringMatching(/^https:\/\/wa\.me\/21698123456\?text=Bonjour/),
    });
    expect(
      (await getCatalogueDetail("service", shown, client, { revealedPhone: true }))?.contact.phone,
    ).toMatchObject({ state: "shown", number: "+216 71 000 000" });

    const hidden = await insertService("pro-2", { showPhone: false });
    const detail = await getCatalogueDetail("service", hidden, client, { revealedPhone: true });
    expect(detail?.contact.phone).toEqual({ state: "none" });
    expect(JSON.stringify(detail)).not.toContain("71 000 000");
    expect(JSON.stringify(detail)).not.toContain("98123456");
  });

  it("falls back to the second image column when the first is unusable", async () => {
    await insertAccount("pro-4");
    const id = await insertService("pro-4", {
      imageUrl: "blob:http://x/1",
      image: "https://exemple.tn/b.jpg",
    });

    expect((await getCatalogueDetail("service", id))?.imageSrc).toBe("https://exemple.tn/b.jpg");
  });
});

describe("getCatalogueDetail: store", () => {
  it("returns the store with its owner's public profile, labels and a maps search", async () => {
    await insertAccount("store-1", { firstName: "Leila", lastName: "Gharbi", role: "admin" });
    const id = await insertStore("store-1");

    const detail = await getCatalogueDetail("store", id);

    expect(detail).toMatchObject({
      kind: "store",
      id,
      name: "Déco Carthage",
      label: "décoration",
      labelText: "Décoration",
      locationLabel: "Sousse",
      address: "Avenue Habib Bourguiba",
      place: "Avenue Habib Bourguiba, Sousse",
      imageSrc: "/media/store_images/a.webp",
      owner: { id: "store-1", firstName: "Leila", role: "admin" },
    });
    expect(detail?.mapsUrl).toBe(
      "https://www.google.com/maps/search/?api=1&query=Avenue%20Habib%20Bourguiba%2C%20Sousse",
    );
    expect(detail?.offeredServices).toContain("Conseil en décoration");
  });

  it("does not repeat a place saved both as address and location", async () => {
    await insertAccount("store-5");
    const id = await insertStore("store-5", {
      address: "12 rue de Rome, Tunis",
      location: "12 rue de Rome, Tunis",
    });

    const detail = await getCatalogueDetail("store", id);
    expect(detail?.place).toBe("12 rue de Rome, Tunis");
    expect(detail?.mapsUrl).toBe(mapsUrlOf("12 rue de Rome, Tunis"));
  });

  it("does not repeat a governorate the address already names", async () => {
    await insertAccount("store-6");
    const id = await insertStore("store-6", {
      address: "Rue des Potiers, Nabeul",
      location: "nabeul",
    });

    const detail = await getCatalogueDetail("store", id);
    expect(detail?.place).toBe("Rue des Potiers, Nabeul");
    expect(detail?.mapsUrl).toBe(mapsUrlOf("Rue des Potiers, Nabeul"));
  });
});

const KINDS = [
  {
    kind: "service",
    insert: insertService,
    blobImage: { image: "blob:http://localhost/abc", imageUrl: "blob:http://localhost/abc" },
  },
  { kind: "store", insert: insertStore, blobImage: { image: "blob:http://localhost/abc" } },
] as const;

describe.each(KINDS)("getCatalogueDetail: $kind", ({ kind, insert, blobImage }) => {
  it("replaces a blob: image by the placeholder", async () => {
    await insertAccount(`${kind}-2`);
    const id = await insert(`${kind}-2`, blobImage);

    expect((await getCatalogueDetail(kind, id))?.imageSrc).toBeNull();
  });

  it("offers the link to other listings to signed-in non-owners only", async () => {
    await insertAccount(`${kind}-3`);
    await insertAccount(`${kind}-visitor-3`);
    const id = await insert(`${kind}-3`);

    expect((await getCatalogueDetail(kind, id, null))?.showOtherListings).toBe(false);
    expect(
      (await getCatalogueDetail(kind, id, { id: `${kind}-3`, role: "user" }))?.showOtherListings,
    ).toBe(false);
    expect(
      (await getCatalogueDetail(kind, id, { id: `${kind}-visitor-3`, role: "user" }))
        ?.showOtherListings,
    ).toBe(true);
  });

  it("answers null for a malformed or unknown id", async () => {
    for (const id of ["123", "", "boutique", "7b0f6c1e-2a7d-4c55-9d8e-0f5a3b2c1d4e"]) {
      await expect(getCatalogueDetail(kind, id), id).resolves.toBeNull();
    }
  });

  it("answers null for the id of a listing of the other kind", async () => {
    await insertAccount(`${kind}-4`);
    const other = KINDS.find((kindCase) => kindCase.kind !== kind);
    if (!other) throw new Error("un seul type");
    const id = await other.insert(`${kind}-4`);

    await expect(getCatalogueDetail(kind, id)).resolves.toBeNull();
  });
});

describe("usableImageUrl (the detail's image source)", () => {
  it("uses only http, data:image and our own media URLs", () => {
    expect(usableImageUrl("https://exemple.tn/a.jpg")).toBe("https://exemple.tn/a.jpg");
    expect(usableImageUrl("data:image/png;base64,AA")).toBe("data:image/png;base64,AA");
    expect(usableImageUrl("/media/service_images/a.webp")).toBe("/media/service_images/a.webp");
    expect(usableImageUrl("blob:http://x/1")).toBeNull();
    expect(usableImageUrl("service_images/a.webp")).toBeNull();
    expect(usableImageUrl(null)).toBeNull();
    expect(usableImageUrl(undefined)).toBeNull();
    expect(usableImageUrl("")).toBeNull();
  });

  it("ignores blob: and anything a browser cannot load", () => {
    expect(usableImageUrl("blob:http://x/1")).toBeNull();
    expect(usableImageUrl("  ")).toBeNull();
    // Only inline images: any other data: URL is refused, for services as for stores.
    expect(usableImageUrl("data:text/html,<p>x</p>")).toBeNull();
  });
});

describe("fullPlace", () => {
  it.each([
    ["Rue des Potiers, Nabeul", "nabeul", "Rue des Potiers, Nabeul"],
    // 'Kef' is a whole word of the place only: 'Kefir' does not name it.
    ["Rue du Kefir", "kef", "Rue du Kefir, Kef"],
    [null, "kef", "Kef"],
    ["", "sousse", "Sousse"],
    ["Av. de Gabès", "gabes", "Av. de Gabès"],
    ["12 rue de Rome, Tunis", "12 rue de Rome, Tunis", "12 rue de Rome, Tunis"],
  ])("'%s' in '%s' reads '%s'", (address, location, place) => {
    expect(fullPlace({ address, location })).toBe(place);
  });
});

describe("mapsSearchUrl", () => {
  it("searches the place as given, encoded", () => {
    expect(mapsSearchUrl(fullPlace({ address: "12 rue de Rome, Tunis", location: "tunis" }))).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("12 rue de Rome, Tunis")}`,
    );
  });
});

describe("offeredServicesFor", () => {
  it("derives the list from the profession, whatever its accents and case", () => {
    expect(offeredServicesFor("Électricien")).toContain("Mise aux normes");
    expect(offeredServicesFor("electricien")).toEqual(offeredServicesFor("Électricien"));
    expect(offeredServicesFor("Designer d’intérieur")).toContain("Home staging");
  });

  it("gives every profession of the list 4 to 6 services and a generic list for Autre", () => {
    for (const profession of [
      "Électricien",
      "Plombier",
      "Peintre",
      "Menuisier",
      "Architecte",
      "Designer d'intérieur",
      "Jardinier",
      "Service de nettoyage",
      "Déménageur",
      "Sécurité",
    ]) {
      const list = offeredServicesFor(profession);
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list).not.toEqual(offeredServicesFor("Autre"));
    }
    expect(offeredServicesFor("Autre")).toContain("Devis gratuit");
  });
});

describe("offeredServicesForCategory", () => {
  it("gives every store category its own list of 4 to 6 services", () => {
    const fallback = offeredServicesForCategory("inconnue");
    for (const { value } of STORE_CATEGORIES) {
      const list = offeredServicesForCategory(value);
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list).not.toEqual(fallback);
    }
  });
});
