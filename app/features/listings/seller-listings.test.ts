import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, properties, services, stores, user } from "~/server/db/schema";
import {
  getSellerListings,
  parseSellerListingsQuery,
  SELLER_PROPERTY_PAGE_SIZE,
  type TSellerListings,
  type TSellerListingsResult,
} from "./seller-listings.server";

const FIRST_PAGE = { page: 1 };

async function insertAccount(
  id: string,
  profile: Partial<typeof profiles.$inferInsert> | null = {},
  name = id,
) {
  const db = await getDb();
  await db.insert(user).values({ id, name, email: `${id}@exemple.tn` });
  if (profile) await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, ...profile });
}

async function insertProperty(
  userId: string,
  values: Partial<typeof properties.$inferInsert> = {},
): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId,
      title: "Appartement S+2 à La Marsa",
      description: "Lumineux, proche de la plage.",
      type: "appartement",
      announcementType: "vente",
      price: 250_000,
      surface: 95,
      rooms: 2,
      bathrooms: 1,
      address: "Rue de la Plage",
      governorate: "tunis",
      location: "tunis",
      whatsapp: "+216 98 123 456",
      photoUrls: ["/media/property_images/a/1.webp"],
      ...values,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertService(userId: string, values: Partial<typeof services.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name: "Plomberie Ben Ali",
      profession: "Plombier",
      description: "Dépannage rapide.",
      location: "tunis",
      phone: "+216 20 000 000",
      whatsapp: "+216 20 000 000",
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
      name: "Déco Sfax",
      category: "décoration",
      description: "Tout pour la maison.",
      location: "sfax",
      address: "Avenue Habib Bourguiba",
      whatsapp: "+216 20 000 001",
      ...values,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

function expectOk(result: TSellerListingsResult): TSellerListings {
  if (!result.ok) throw new Error(`résultat inattendu : ${result.code}`);
  return result;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("getSellerListings", () => {
  it("refuses a malformed id before any query", async () => {
    for (const id of ["abc!", "a".repeat(129), "", "x y", "../admin", "é", undefined, null]) {
      expect(await getSellerListings(null, id, FIRST_PAGE), String(id)).toEqual({
        ok: false,
        code: "invalid",
        message: "ID d'utilisateur non valide",
      });
    }
    // The longest id allowed is only unknown, not invalid.
    expect(await getSellerListings(null, "a".repeat(128), FIRST_PAGE)).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });

  it("answers not_found for an unknown id", async () => {
    expect(await getSellerListings(null, "nobody-here", FIRST_PAGE)).toEqual({
      ok: false,
      code: "not_found",
      message: "Utilisateur non trouvé",
    });
    expect(
      await getSellerListings(null, "3f1c1d7e-8a55-4f3e-9d1e-1e5a0c9b7a10", FIRST_PAGE),
    ).toMatchObject({ ok: false, code: "not_found" });
  });

  it("gives the public profile without phone nor e-mail (decision 0029), and nothing else", async () => {
    await insertAccount("seller-contact", {
      firstName: "Amira",
      lastName: "Ben Salah",
      role: "admin",
      phone: " +216 22 333 444 ",
      address: "12 rue secrète",
      city: "La Marsa",
      avatarUrl: "/media/avatars/seller-contact/a.webp",
    });

    const result = expectOk(await getSellerListings(null, "seller-contact", FIRST_PAGE));

    expect(result.seller).toEqual({
      id: "seller-contact",
      firstName: "Amira",
      lastName: "Ben Salah",
      avatarUrl: "/media/avatars/seller-contact/a.webp",
      role: "admin",
      verified: false,
    });
    expect(JSON.stringify(result)).not.toContain("rue secrète");
    expect(JSON.stringify(result)).not.toContain("22 333 444");
    expect(JSON.stringify(result)).not.toContain("seller-contact@exemple.tn");
  });

  it("drops an unusable avatar", async () => {
    await insertAccount("seller-silent", {
      firstName: "Sami",
      phone: "  ",
      email: null,
      avatarUrl: "blob:http://localhost/123",
    });

    const { seller } = expectOk(await getSellerListings(null, "seller-silent", FIRST_PAGE));

    expect(seller).toMatchObject({ avatarUrl: null, role: "user" });
  });

  it("falls back to the account's name for a user without a profile row", async () => {
    await insertAccount("seller-no-profile", null, "Karim Ben Mejri");
    await insertProperty("seller-no-profile");

    const result = expectOk(await getSellerListings(null, "seller-no-profile", FIRST_PAGE));

    expect(result.seller).toEqual({
      id: "seller-no-profile",
      firstName: "Karim",
      lastName: "Ben Mejri",
      avatarUrl: null,
      role: null,
      verified: false,
    });
    expect(result.counts.properties).toBe(1);
  });

  it("lists only that user's listings, newest first, and counts each kind", async () => {
    await insertAccount("seller-busy");
    await insertAccount("seller-other");
    const oldest = await insertProperty("seller-busy", {
      title: "Ancienne",
      createdAt: minutesAgo(30),
    });
    const newest = await insertProperty("seller-busy", {
      title: "Récente",
      createdAt: minutesAgo(1),
      photoUrls: [],
    });
    const middle = await insertProperty("seller-busy", {
      title: "Intermédiaire",
      createdAt: minutesAgo(10),
    });
    await insertProperty("seller-other", { title: "Pas à elle" });
    const oldService = await insertService("seller-busy", { createdAt: minutesAgo(20) });
    const newService = await insertService("seller-busy", {
      name: "Électricité Sahel",
      createdAt: minutesAgo(2),
      image: null,
      imageUrl: "https://cdn.exemple.tn/s.jpg",
    });
    await insertService("seller-other");
    const store = await insertStore("seller-busy");
    await insertStore("seller-other");

    const result = expectOk(await getSellerListings(null, "seller-busy", FIRST_PAGE));

    expect(result.properties.items.map((item) => item.id)).toEqual([newest, middle, oldest]);
    expect(result.properties.items[0]).toMatchObject({ title: "Récente", coverUrl: null });
    // Lists get the 400 px thumbnail of our own photos.
    expect(result.properties.items[1]?.coverUrl).toBe("/media/property_images/a/1.thumb.webp");
    expect(result.services.map((item) => item.id)).toEqual([newService, oldService]);
    expect(result.services[0]?.image).toBe("https://cdn.exemple.tn/s.jpg");
    expect(result.stores.map((item) => item.id)).toEqual([store]);
    expect(result.counts).toEqual({ properties: 3, services: 2, stores: 1, total: 6 });
    expect(result.properties).toMatchObject({ page: 1, pageCount: 1 });
    expect(result.viewerIsSeller).toBe(false);
    expect(JSON.stringify(result)).not.toContain("Pas à elle");
    // A card never carries the WhatsApp number (owner and administrators only).
    expect(JSON.stringify(result)).not.toContain("98 123 456");
  });

  it("has zero counts and empty lists for a seller who published nothing", async () => {
    await insertAccount("seller-empty");

    const result = expectOk(await getSellerListings(null, "seller-empty", FIRST_PAGE));

    expect(result.counts).toEqual({ properties: 0, services: 0, stores: 0, total: 0 });
    expect(result.properties).toMatchObject({ items: [], page: 1, pageCount: 0 });
    expect(result.services).toEqual([]);
    expect(result.stores).toEqual([]);
  });

  it("pages the properties, and a page past the end shows the last one", async () => {
    await insertAccount("seller-many");
    const total = SELLER_PROPERTY_PAGE_SIZE + 3;
    for (let index = 0; index < total; index++) {
      await insertProperty("seller-many", {
        title: `Annonce ${index}`,
        createdAt: minutesAgo(total - index),
      });
    }

    const first = expectOk(await getSellerListings(null, "seller-many", FIRST_PAGE));
    expect(first.properties.items).toHaveLength(SELLER_PROPERTY_PAGE_SIZE);
    expect(first.properties.items[0]?.title).toBe(`Annonce ${total - 1}`);
    expect(first.properties.pageCount).toBe(2);
    expect(first.counts.properties).toBe(total);

    const second = expectOk(await getSellerListings(null, "seller-many", { page: 2 }));
    expect(second.properties.items.map((item) => item.title)).toEqual([
      "Annonce 2",
      "Annonce 1",
      "Annonce 0",
    ]);

    const beyond = expectOk(await getSellerListings(null, "seller-many", { page: 40 }));
    expect(beyond.properties.page).toBe(2);
    expect(beyond.properties.items).toHaveLength(3);
  });

  it("marks the signed-in viewer's favourites among the listings shown", async () => {
    await insertAccount("seller-fav");
    await insertAccount("fan");
    const liked = await insertProperty("seller-fav");
    const other = await insertProperty("seller-fav");
    const service = await insertService("seller-fav");
    const store = await insertStore("seller-fav");
    const db = await getDb();
    await db.insert(favorites).values([
      { userId: "fan", itemType: "property", itemId: liked },
      { userId: "fan", itemType: "service", itemId: service },
      { userId: "fan", itemType: "store", itemId: store },
    ]);

    const fan = expectOk(
      await getSellerListings({ id: "fan", role: "user" }, "seller-fav", FIRST_PAGE),
    );
    expect(fan.favoriteIds).toEqual({ property: [liked], service: [service], store: [store] });
    expect(fan.favoriteIds.property).not.toContain(other);

    const visitor = expectOk(await getSellerListings(null, "seller-fav", FIRST_PAGE));
    expect(visitor.favoriteIds).toEqual({ property: [], service: [], store: [] });

    const self = expectOk(
      await getSellerListings({ id: "seller-fav", role: "user" }, "seller-fav", FIRST_PAGE),
    );
    expect(self.viewerIsSeller).toBe(true);
  });
});

describe("parseSellerListingsQuery", () => {
  it("reads the page and turns anything else into the first page", () => {
    expect(parseSellerListingsQuery(new URLSearchParams("page=3&vue=liste"))).toEqual({ page: 3 });
    for (const search of ["", "page=0", "page=-2", "page=abc", "page=1e3", "page=99999999"]) {
      expect(parseSellerListingsQuery(new URLSearchParams(search)), search).toEqual({ page: 1 });
    }
  });
});
