import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteListing } from "~/features/listings/delete-listing.server";
import { parseMyListQuery } from "~/features/listings/my-listings.server";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, properties, services, stores, user } from "~/server/db/schema";
import { changeFavorite } from "./change-favorite.server";
import { listMyFavorites, removeFavoriteById } from "./my-favorites.server";

async function insertAccount(id: string): Promise<TSessionUser> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  return {
    id,
    email: `${id}@exemple.tn`,
    firstName: id,
    lastName: null,
    avatarUrl: null,
    role: "user",
  };
}

/** A property, a service and a store of `ownerId`, published in that order. */
async function insertListings(ownerId: string) {
  const db = await getDb();
  const [property] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      title: "Villa avec piscine",
      description: "Grande villa.",
      type: "villa",
      announcementType: "vente",
      price: 900_000,
      surface: 300,
      rooms: 5,
      address: "Route de la Corniche",
      governorate: "nabeul",
      location: "nabeul",
      whatsapp: "+216 98 123 456",
    })
    .returning({ id: properties.id });
  const [service] = await db
    .insert(services)
    .values({
      userId: ownerId,
      name: "Peinture Karim",
      profession: "Peintre",
      description: "Intérieur et extérieur.",
      location: "ariana",
      phone: "71 000 000",
      whatsapp: "98 000 000",
    })
    .returning({ id: services.id });
  const [store] = await db
    .insert(stores)
    .values({
      userId: ownerId,
      name: "Déco Sousse",
      category: "décoration",
      description: "Luminaires.",
      location: "sousse",
      address: "Avenue Bourguiba",
      whatsapp: "98 123 456",
    })
    .returning({ id: stores.id });
  if (!property || !service || !store) throw new Error("insertion impossible");
  return { property: property.id, service: service.id, store: store.id };
}

/** Favourites `fanId` with `createdAt` minutes apart, so that the newest-first order is known. */
async function favourite(
  fanId: string,
  items: [itemType: "property" | "service" | "store", itemId: string][],
) {
  const db = await getDb();
  let minute = 0;
  for (const [itemType, itemId] of items) {
    await db.insert(favorites).values({
      userId: fanId,
      itemType,
      itemId,
      createdAt: new Date(Date.UTC(2026, 1, 1, 10, minute++)),
    });
  }
}

const query = (search = "") => parseMyListQuery(new URLSearchParams(search));
const names = (items: { card: { title?: string; name?: string } }[]) =>
  items.map((item) => item.card.title ?? item.card.name);

describe("listMyFavorites", () => {
  it("lists the actor's favourites newest first, by tab, with the count of each tab", async () => {
    const owner = await insertAccount("fav-owner");
    const fan = await insertAccount("fav-fan");
    const other = await insertAccount("fav-other");
    const ids = await insertListings(owner.id);
    await favourite(fan.id, [
      ["store", ids.store],
      ["property", ids.property],
      ["service", ids.service],
    ]);
    await favourite(other.id, [["store", ids.store]]);

    const all = await listMyFavorites(fan, query());
    expect(names(all.items)).toEqual(["Peinture Karim", "Villa avec piscine", "Déco Sousse"]);
    expect(all.counts).toEqual({ all: 3, property: 1, service: 1, store: 1 });
    expect(all.items[1]).toMatchObject({
      kind: "property",
      id: ids.property,
      favoritedAt: new Date(Date.UTC(2026, 1, 1, 10, 1)).toISOString(),
      card: { type: "villa", price: 900_000, coverUrl: null },
    });
    expect(all.items.every((item) => /^[0-9a-f-]{36}$/.test(item.favoriteId))).toBe(true);

    const onlyStores = await listMyFavorites(fan, query("type=boutiques"));
    expect(names(onlyStores.items)).toEqual(["Déco Sousse"]);
    expect(onlyStores.total).toBe(1);

    expect(names((await listMyFavorites(other, query())).items)).toEqual(["Déco Sousse"]);
    expect((await listMyFavorites(owner, query())).counts.all).toBe(0);
  });

  it("shows 'Vérifié' on the cards of a verified owner's listings, as public cards do", async () => {
    const verified = await insertAccount("fav-verified-owner");
    const plain = await insertAccount("fav-plain-owner");
    const fan = await insertAccount("fav-badge-fan");
    const db = await getDb();
    await db
      .insert(profiles)
      .values({ id: verified.id, email: verified.email, verifiedAt: new Date() });
    const ofVerified = await insertListings(verified.id);
    const ofPlain = await insertListings(plain.id);
    await favourite(fan.id, [
      ["property", ofVerified.property],
      ["service", ofVerified.service],
      ["store", ofVerified.store],
      ["property", ofPlain.property],
      ["store", ofPlain.store],
    ]);
    const badges = (await listMyFavorites(fan, query())).items.map((item) => [
      item.id,
      item.card.sellerVerified,
    ]);
    expect(badges).toEqual([
      [ofPlain.store, false],
      [ofPlain.property, false],
      [ofVerified.store, true],
      [ofVerified.service, true],
      [ofVerified.property, true],
    ]);
  });

  it("leaves out favourites whose item no longer exists", async () => {
    const owner = await insertAccount("fav-gone-owner");
    const fan = await insertAccount("fav-gone-fan");
    const ids = await insertListings(owner.id);
    await favourite(fan.id, [
      ["property", ids.property],
      ["service", ids.service],
      // A favourite naming the store's id as a property points at nothing.
      ["property", ids.store],
      ["store", crypto.randomUUID()],
    ]);
    const db = await getDb();
    // Deleted behind the favourites' back (no foreign key ties them together).
    await db.delete(properties).where(eq(properties.id, ids.property));

    const result = await listMyFavorites(fan, query());
    expect(names(result.items)).toEqual(["Peinture Karim"]);
    expect(result.counts).toEqual({ all: 1, property: 0, service: 1, store: 0 });

    // Deleted by its owner: the favourite goes with it.
    expect(await deleteListing(owner, "service", ids.service)).toMatchObject({ ok: true });
    expect((await listMyFavorites(fan, query())).items).toEqual([]);
  });
});

describe("removeFavoriteById", () => {
  it("removes the actor's own favourite once; a second time is answered in French", async () => {
    const owner = await insertAccount("rm-owner");
    const fan = await insertAccount("rm-fan");
    const ids = await insertListings(owner.id);
    await changeFavorite(fan, { intent: "add", itemType: "service", itemId: ids.service });
    const [favorite] = (await listMyFavorites(fan, query())).items;
    if (!favorite) throw new Error("favori manquant");

    expect(await removeFavoriteById(fan, { favoriteId: favorite.favoriteId })).toEqual({
      ok: true,
    });
    expect((await listMyFavorites(fan, query())).items).toEqual([]);
    expect(await removeFavoriteById(fan, { favoriteId: favorite.favoriteId })).toEqual({
      ok: false,
      code: "not_found",
      message: "Ce favori n'existe pas ou a déjà été retiré.",
    });
  });

  it("refuses someone else's favourite and forged input, changing nothing", async () => {
    const owner = await insertAccount("rm2-owner");
    const fan = await insertAccount("rm2-fan");
    const intruder = await insertAccount("rm2-intruder");
    const ids = await insertListings(owner.id);
    await changeFavorite(fan, { intent: "add", itemType: "store", itemId: ids.store });
    const [favorite] = (await listMyFavorites(fan, query())).items;
    if (!favorite) throw new Error("favori manquant");

    expect(await removeFavoriteById(intruder, { favoriteId: favorite.favoriteId })).toEqual({
      ok: false,
      code: "not_found",
      message: "Ce favori n'existe pas ou a déjà été retiré.",
    });
    expect(await removeFavoriteById(fan, { favoriteId: "' or 1=1 --" })).toEqual({
      ok: false,
      code: "invalid",
      message: "Favori introuvable",
    });
    expect(await removeFavoriteById(fan, {})).toMatchObject({ ok: false, code: "invalid" });
    expect(await removeFavoriteById(null, { favoriteId: favorite.favoriteId })).toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Connexion requise",
    });
    expect(names((await listMyFavorites(fan, query())).items)).toEqual(["Déco Sousse"]);
  });
});
