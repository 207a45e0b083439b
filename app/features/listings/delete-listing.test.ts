import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addComment } from "~/features/comments/add-comment.server";
import { rateItem } from "~/features/ratings/rate-item.server";
import { getDb } from "~/server/db/client.server";
import {
  favorites,
  notifications,
  profiles,
  ratings,
  serviceComments,
  services,
  stores,
  user,
} from "~/server/db/schema";
import { getStorage, publicUrlFor, uploadsDir } from "~/server/storage/storage.server";
import { deleteListing } from "./delete-listing.server";

/*
 * Deleting a service or a store through deleteListing, on the real database and storage
 * folder of the test file. What every catalogue kind does runs once per kind; what only services
 * have (comments and their notifications) is tested for services alone.
 */

type TAccount = {
  id: string;
  role: "user" | "admin";
  firstName: string;
  lastName: string;
  avatarUrl: null;
};

async function insertAccount(id: string, role: "user" | "admin" = "user"): Promise<TAccount> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, role });
  return { id, role, firstName: id, lastName: "Test", avatarUrl: null };
}

/** Stores a photo under the owner's folder: its public URL and where it lies on disk. */
async function storedPhoto(folder: string, ownerId: string) {
  const key = `${folder}/${ownerId}/${crypto.randomUUID()}.webp`;
  await getStorage().put(key, Buffer.from("photo"), "image/webp");
  return { url: publicUrlFor(key), file: path.join(uploadsDir(), key) };
}

/** A service with a stored photo, rated and kept as a favourite by the fan. */
async function insertRichService(owner: TAccount, fan: TAccount) {
  const db = await getDb();
  const photo = await storedPhoto("service_images", owner.id);
  const [row] = await db
    .insert(services)
    .values({
      userId: owner.id,
      name: "Jardins de Nabeul",
      profession: "Jardinier",
      description: "Entretien.",
      location: "nabeul",
      phone: "72 000 000",
      whatsapp: "98 123 456",
      image: photo.url,
      imageUrl: photo.url,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  await rateItem(fan, { itemType: "service", itemId: row.id, stars: 4 });
  await db.insert(favorites).values({ userId: fan.id, itemType: "service", itemId: row.id });
  return { id: row.id, file: photo.file };
}

/** A store with a stored photo, rated and kept as a favourite by the fan. */
async function insertRichStore(owner: TAccount, fan: TAccount) {
  const db = await getDb();
  const photo = await storedPhoto("store_images", owner.id);
  const [row] = await db
    .insert(stores)
    .values({
      userId: owner.id,
      name: "Meubles du Sahel",
      category: "meubles",
      description: "Salons.",
      location: "sousse",
      address: "Avenue Bourguiba",
      whatsapp: "98 123 456",
      image: photo.url,
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  await rateItem(fan, { itemType: "store", itemId: row.id, stars: 5 });
  await db.insert(favorites).values({ userId: fan.id, itemType: "store", itemId: row.id });
  return { id: row.id, file: photo.file };
}

const KINDS = [
  {
    kind: "service",
    table: services,
    insertRich: insertRichService,
    forbidden: "Vous n'êtes pas autorisé à supprimer ce service.",
    notFound: "Ce service est introuvable",
  },
  {
    kind: "store",
    table: stores,
    insertRich: insertRichStore,
    forbidden: "Vous n'êtes pas autorisé à supprimer cette boutique.",
    notFound: "Impossible de trouver la boutique spécifiée",
  },
] as const;

type TKindCase = (typeof KINDS)[number];

/** What is left of a listing: its row, its ratings and the favourites naming it. */
async function remains({ kind, table }: TKindCase, id: string) {
  const db = await getDb();
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    listing: await count(db.select().from(table).where(eq(table.id, id))),
    ratings: await count(
      db
        .select()
        .from(ratings)
        .where(and(eq(ratings.itemType, kind), eq(ratings.itemId, id))),
    ),
    favorites: await count(
      db
        .select()
        .from(favorites)
        .where(and(eq(favorites.itemType, kind), eq(favorites.itemId, id))),
    ),
  };
}

const EVERYTHING = { listing: 1, ratings: 1, favorites: 1 };
const NOTHING = { listing: 0, ratings: 0, favorites: 0 };

describe.each(KINDS)("deleteListing: $kind", (kindCase) => {
  const { kind } = kindCase;

  it("refuses visitors and other users, changing nothing", async () => {
    const owner = await insertAccount(`${kind}-owner-1`);
    const other = await insertAccount(`${kind}-other-1`);
    const listing = await kindCase.insertRich(owner, other);

    expect(await deleteListing(null, kind, listing.id)).toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Vous devez être connecté pour supprimer une annonce.",
    });
    expect(await deleteListing(other, kind, listing.id)).toEqual({
      ok: false,
      code: "forbidden",
      message: kindCase.forbidden,
    });
    expect(await remains(kindCase, listing.id)).toEqual(EVERYTHING);
    expect(fs.existsSync(listing.file)).toBe(true);
  });

  it.each([
    ["its owner", "user"],
    ["an administrator", "admin"],
  ] as const)("lets %s delete it with its ratings, favourites and photo", async (_who, role) => {
    const owner = await insertAccount(`${kind}-owner-${role}`);
    const fan = await insertAccount(`${kind}-fan-${role}`);
    const actor = role === "admin" ? await insertAccount(`${kind}-admin`, "admin") : owner;
    const listing = await kindCase.insertRich(owner, fan);

    expect(await deleteListing(actor, kind, listing.id)).toEqual({ ok: true, id: listing.id });
    expect(await remains(kindCase, listing.id)).toEqual(NOTHING);
    expect(fs.existsSync(listing.file)).toBe(false);
    // Gone means gone: a second attempt says so.
    expect(await deleteListing(actor, kind, listing.id)).toEqual({
      ok: false,
      code: "not_found",
      message: kindCase.notFound,
    });
  });

  it("answers a malformed id as not found", async () => {
    const owner = await insertAccount(`${kind}-owner-bad-id`);
    expect(await deleteListing(owner, kind, "../etc")).toEqual({
      ok: false,
      code: "not_found",
      message: kindCase.notFound,
    });
  });
});

describe("deleteListing: a service's comments", () => {
  async function commentsAndNotifications(serviceId: string) {
    const db = await getDb();
    return {
      comments: (
        await db.select().from(serviceComments).where(eq(serviceComments.serviceId, serviceId))
      ).length,
      notifications: (
        await db.select().from(notifications).where(eq(notifications.serviceId, serviceId))
      ).length,
    };
  }

  /** A rich service whose fan also left a comment, which notified the owner. */
  async function commentedService(owner: TAccount, fan: TAccount) {
    const service = await insertRichService(owner, fan);
    const comment = await addComment(fan, { serviceId: service.id, content: "Très bien" });
    if (!comment.ok) throw new Error(comment.message);
    return service;
  }

  it("keeps the comments and their notifications when the deletion is refused", async () => {
    const owner = await insertAccount("commented-owner-1");
    const other = await insertAccount("commented-other-1");
    const service = await commentedService(owner, other);

    await deleteListing(null, "service", service.id);
    await deleteListing(other, "service", service.id);
    expect(await commentsAndNotifications(service.id)).toEqual({ comments: 1, notifications: 1 });
  });

  it.each([
    ["its owner", "user"],
    ["an administrator", "admin"],
  ] as const)("removes them when %s deletes the service", async (_who, role) => {
    const owner = await insertAccount(`commented-owner-${role}`);
    const fan = await insertAccount(`commented-fan-${role}`);
    const actor = role === "admin" ? await insertAccount("commented-admin", "admin") : owner;
    const service = await commentedService(owner, fan);

    expect(await deleteListing(actor, "service", service.id)).toEqual({
      ok: true,
      id: service.id,
    });
    expect(await commentsAndNotifications(service.id)).toEqual({ comments: 0, notifications: 0 });
  });
});
