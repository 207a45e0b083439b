import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, properties, services, stores, user } from "~/server/db/schema";
import {
  deleteMyListing,
  listMyListings,
  MY_LIST_PAGE_SIZE,
  parseMyListQuery,
} from "./my-listings.server";

async function insertAccount(id: string, role: "user" | "admin" = "user"): Promise<TSessionUser> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, role });
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

/** A moment `minutes` after a fixed start, so that the newest-first order is known. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 9, minutes));

async function insertProperty(userId: string, title: string, createdAt: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId,
      title,
      description: "Lumineux.",
      type: "appartement",
      announcementType: "location",
      price: 1_200,
      surface: 95,
      rooms: 3,
      address: "Rue de la Plage",
      governorate: "tunis",
      location: "tunis",
      whatsapp: "+216 98 123 456",
      photoUrls: ["/media/property_images/a/1.webp", "/media/property_images/a/2.webp"],
      createdAt,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertService(userId: string, name: string, createdAt: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name,
      profession: "Plombier",
      description: "Dépannage.",
      location: "sfax",
      phone: "74 000 000",
      whatsapp: "98 000 000",
      // Older rows carry the URL in image_url only.
      imageUrl: "/media/service_images/s.webp",
      avgRating: 4.5,
      createdAt,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertStore(userId: string, name: string, createdAt: Date) {
  const db = await getDb();
  const [row] = await db
    .insert(stores)
    .values({
      userId,
      name,
      category: "meubles",
      description: "Salons.",
      location: "sousse",
      address: "Avenue Bourguiba",
      whatsapp: "98 123 456",
      image: "/media/store_images/b.webp",
      createdAt,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

const query = (search = "") => parseMyListQuery(new URLSearchParams(search));
const names = (items: { card: { title?: string; name?: string } }[]) =>
  items.map((item) => item.card.title ?? item.card.name);

describe("parseMyListQuery", () => {
  it("reads the tab and the page, and falls back on anything else", () => {
    expect(query("type=services&page=3")).toEqual({ kind: "service", page: 3 });
    expect(query("type=proprietes")).toEqual({ kind: "property", page: 1 });
    expect(query("type=boutiques")).toEqual({ kind: "store", page: 1 });
    expect(query("type=voitures&page=-2")).toEqual({ kind: null, page: 1 });
    expect(query("page=abc")).toEqual({ kind: null, page: 1 });
  });
});

describe("listMyListings", () => {
  it("merges the actor's properties, services and stores newest first, and nobody else's", async () => {
    const owner = await insertAccount("mine-owner");
    const other = await insertAccount("mine-other");
    const propertyId = await insertProperty(owner.id, "Appartement ancien", at(1));
    const serviceId = await insertService(owner.id, "Plomberie récente", at(3));
    const storeId = await insertStore(owner.id, "Boutique du milieu", at(2));
    await insertProperty(other.id, "Villa d'un autre", at(4));
    await insertStore(other.id, "Boutique d'un autre", at(5));

    const result = await listMyListings(owner, query());
    expect(names(result.items)).toEqual([
      "Plomberie récente",
      "Boutique du milieu",
      "Appartement ancien",
    ]);
    expect(result.items.map((item) => [item.kind, item.id])).toEqual([
      ["service", serviceId],
      ["store", storeId],
      ["property", propertyId],
    ]);
    expect(result.counts).toEqual({ all: 3, property: 1, service: 1, store: 1 });
    expect(result).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: 24 });

    // What each card shows comes from its own table.
    const [service, store, property] = result.items;
    expect(service).toMatchObject({
      kind: "service",
      createdAt: at(3).toISOString(),
      card: { label: "Plombier", image: "/media/service_images/s.webp", avgRating: 4.5 },
    });
    expect(store).toMatchObject({
      card: { label: "meubles", location: "sousse", address: "Avenue Bourguiba" },
    });
    expect(property).toMatchObject({
      card: {
        title: "Appartement ancien",
        type: "appartement",
        announcementType: "location",
        price: 1_200,
        surface: 95,
        rooms: 3,
        // The 400 px thumbnail, as on the property list.
        coverUrl: "/media/property_images/a/1.thumb.webp",
      },
    });

    const others = await listMyListings(other, query());
    expect(names(others.items)).toEqual(["Boutique d'un autre", "Villa d'un autre"]);
  });

  it("shows 'Vérifié' on a verified owner's cards, as public cards do, and not once it is taken back", async () => {
    const owner = await insertAccount("mine-verified");
    const db = await getDb();
    await db.update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, owner.id));
    await insertProperty(owner.id, "Studio vérifié", at(1));
    await insertService(owner.id, "Plomberie vérifiée", at(2));
    await insertStore(owner.id, "Meubles vérifiés", at(3));
    const badges = async () =>
      (await listMyListings(owner, query())).items.map((item) => item.card.sellerVerified);
    expect(await badges()).toEqual([true, true, true]);
    await db.update(profiles).set({ verifiedAt: null }).where(eq(profiles.id, owner.id));
    expect(await badges()).toEqual([false, false, false]);
  });

  it("filters by tab while counting every tab", async () => {
    const owner = await insertAccount("mine-tabs");
    await insertProperty(owner.id, "Terrain 1", at(1));
    await insertProperty(owner.id, "Terrain 2", at(2));
    await insertService(owner.id, "Électricité", at(3));

    const onlyProperties = await listMyListings(owner, query("type=proprietes"));
    expect(names(onlyProperties.items)).toEqual(["Terrain 2", "Terrain 1"]);
    expect(onlyProperties.total).toBe(2);
    expect(onlyProperties.counts).toEqual({ all: 3, property: 2, service: 1, store: 0 });

    const noStores = await listMyListings(owner, query("type=boutiques"));
    expect(noStores.items).toEqual([]);
    expect(noStores).toMatchObject({ total: 0, page: 1, pageCount: 1 });
    expect(noStores.counts.all).toBe(3);

    const stranger = await insertAccount("mine-empty");
    const nothing = await listMyListings(stranger, query());
    expect(nothing).toMatchObject({
      items: [],
      counts: { all: 0, property: 0, service: 0, store: 0 },
      total: 0,
      pageCount: 1,
    });
  });

  it("pages a long list on the server, and a page past the end shows the last one", async () => {
    const owner = await insertAccount("mine-pages");
    const count = MY_LIST_PAGE_SIZE + 3;
    for (let index = 0; index < count; index++) {
      const insert = [insertProperty, insertService, insertStore][index % 3] as typeof insertStore;
      await insert(owner.id, `Annonce ${String(index).padStart(2, "0")}`, at(index));
    }
    const first = await listMyListings(owner, query());
    expect(first).toMatchObject({ total: count, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(MY_LIST_PAGE_SIZE);
    expect(first.items[0]?.card).toMatchObject({ name: "Annonce 26" });

    const second = await listMyListings(owner, query("page=2"));
    expect(names(second.items)).toEqual(["Annonce 02", "Annonce 01", "Annonce 00"]);
    expect(second.counts).toEqual({ all: count, property: 9, service: 9, store: 9 });

    const beyond = await listMyListings(owner, query("page=9"));
    expect(beyond.page).toBe(2);
    expect(names(beyond.items)).toEqual(names(second.items));
  });
});

describe("deleteMyListing", () => {
  it("deletes the owner's listing of each kind with the favourites that point to it", async () => {
    const owner = await insertAccount("del-owner");
    const fan = await insertAccount("del-fan");
    const db = await getDb();
    const ids = {
      property: await insertProperty(owner.id, "À supprimer", at(1)),
      service: await insertService(owner.id, "À supprimer", at(2)),
      store: await insertStore(owner.id, "À supprimer", at(3)),
    };
    for (const [kind, id] of Object.entries(ids)) {
      await db
        .insert(favorites)
        .values({ userId: fan.id, itemType: kind as keyof typeof ids, itemId: id });
    }
    for (const [kind, id] of Object.entries(ids)) {
      expect(await deleteMyListing(owner, { kind, id })).toEqual({ ok: true, id });
    }
    expect((await listMyListings(owner, query())).counts.all).toBe(0);
    expect(await db.select().from(favorites).where(eq(favorites.userId, fan.id))).toEqual([]);
  });

  it("refuses someone else's listing and changes nothing", async () => {
    const owner = await insertAccount("del-victim");
    const intruder = await insertAccount("del-intruder");
    const ids = {
      property: await insertProperty(owner.id, "Pas à toi", at(1)),
      service: await insertService(owner.id, "Pas à toi", at(2)),
      store: await insertStore(owner.id, "Pas à toi", at(3)),
    };
    expect(await deleteMyListing(intruder, { kind: "property", id: ids.property })).toEqual({
      ok: false,
      code: "forbidden",
      message: "Vous n'êtes pas autorisé à supprimer cette propriété.",
    });
    expect(await deleteMyListing(intruder, { kind: "service", id: ids.service })).toEqual({
      ok: false,
      code: "forbidden",
      message: "Vous n'êtes pas autorisé à supprimer ce service.",
    });
    expect(await deleteMyListing(intruder, { kind: "store", id: ids.store })).toEqual({
      ok: false,
      code: "forbidden",
      message: "Vous n'êtes pas autorisé à supprimer cette boutique.",
    });
    // An administrator deletes others' listings from the admin panel (journaled), not from here.
    const admin = await insertAccount("del-admin", "admin");
    expect(await deleteMyListing(admin, { kind: "property", id: ids.property })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect((await listMyListings(owner, query())).counts).toEqual({
      all: 3,
      property: 1,
      service: 1,
      store: 1,
    });
  });

  it("answers a second deletion, a wrong kind and forged input in French, changing nothing", async () => {
    const owner = await insertAccount("del-twice");
    const propertyId = await insertProperty(owner.id, "Une fois", at(1));
    const storeId = await insertStore(owner.id, "Reste là", at(2));

    expect(await deleteMyListing(owner, { kind: "property", id: propertyId })).toMatchObject({
      ok: true,
    });
    expect(await deleteMyListing(owner, { kind: "property", id: propertyId })).toEqual({
      ok: false,
      code: "not_found",
      message: "Propriété non trouvée.",
    });
    // The store's id given as a service's: no service has it.
    expect(await deleteMyListing(owner, { kind: "service", id: storeId })).toEqual({
      ok: false,
      code: "not_found",
      message: "Ce service est introuvable",
    });
    expect(await deleteMyListing(owner, { kind: "voiture", id: storeId })).toEqual({
      ok: false,
      code: "invalid",
      message: "Type d'annonce inconnu",
    });
    expect(await deleteMyListing(owner, { kind: "store", id: "1; drop table stores" })).toEqual({
      ok: false,
      code: "invalid",
      message: "Annonce introuvable",
    });
    expect(await deleteMyListing(owner, null)).toMatchObject({ ok: false, code: "invalid" });
    expect(await deleteMyListing(null, { kind: "store", id: storeId })).toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Vous devez être connecté pour supprimer une annonce.",
    });
    expect(names((await listMyListings(owner, query())).items)).toEqual(["Reste là"]);
  });
});
