import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateItem } from "~/features/ratings/rate-item.server";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, ratings, stores, user } from "~/server/db/schema";
import { getStorage, publicUrlFor, uploadsDir } from "~/server/storage/storage.server";
import { deleteStore } from "./delete-store.server";

async function insertAccount(id: string, role: "user" | "admin" = "user") {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, role });
  return { id, role };
}

async function insertRichStore(ownerId: string, fan: { id: string; role: "user" | "admin" }) {
  const db = await getDb();
  const key = `store_images/${ownerId}/${crypto.randomUUID()}.webp`;
  await getStorage().put(key, Buffer.from("photo"), "image/webp");
  const [row] = await db
    .insert(stores)
    .values({
      userId: ownerId,
      name: "Meubles du Sahel",
      category: "meubles",
      description: "Salons.",
      location: "sousse",
      address: "Avenue Bourguiba",
      whatsapp: "98 123 456",
      image: publicUrlFor(key),
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  await rateItem(fan, { itemType: "store", itemId: row.id, stars: 5 });
  await db.insert(favorites).values({ userId: fan.id, itemType: "store", itemId: row.id });
  return { id: row.id, file: path.join(uploadsDir(), key) };
}

async function remains(storeId: string) {
  const db = await getDb();
  return {
    store: (await db.select().from(stores).where(eq(stores.id, storeId))).length,
    ratings: (
      await db
        .select()
        .from(ratings)
        .where(and(eq(ratings.itemType, "store"), eq(ratings.itemId, storeId)))
    ).length,
    favorites: (
      await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.itemType, "store"), eq(favorites.itemId, storeId)))
    ).length,
  };
}

describe("deleteStore", () => {
  it("refuses visitors and other users, changing nothing", async () => {
    const owner = await insertAccount("shop-owner-1");
    const other = await insertAccount("shop-other-1");
    const store = await insertRichStore(owner.id, other);

    expect(await deleteStore(null, store.id)).toMatchObject({ ok: false, status: 401 });
    expect(await deleteStore(other, store.id)).toEqual({
      ok: false,
      status: 403,
      message: "Vous n'êtes pas autorisé à supprimer cette boutique.",
    });
    expect(await remains(store.id)).toEqual({ store: 1, ratings: 1, favorites: 1 });
    expect(fs.existsSync(store.file)).toBe(true);
  });

  it.each(["user", "admin"] as const)(
    "lets the owner or an administrator (%s) delete it with its ratings, favourites and photo",
    async (role) => {
      const owner = await insertAccount(`shop-owner-${role}`);
      const fan = await insertAccount(`shop-fan-${role}`);
      const actor = role === "admin" ? await insertAccount("shop-admin", "admin") : owner;
      const store = await insertRichStore(owner.id, fan);

      expect(await deleteStore(actor, store.id)).toEqual({ ok: true, id: store.id });
      expect(await remains(store.id)).toEqual({ store: 0, ratings: 0, favorites: 0 });
      expect(fs.existsSync(store.file)).toBe(false);
      expect(await deleteStore(actor, store.id)).toEqual({
        ok: false,
        status: 404,
        message: "Impossible de trouver la boutique spécifiée",
      });
    },
  );
});
