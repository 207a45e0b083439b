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
  user,
} from "~/server/db/schema";
import { getStorage, publicUrlFor, uploadsDir } from "~/server/storage/storage.server";
import { deleteService } from "./delete-service.server";

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

/** A service with a stored photo, a rating, a favourite, a comment and its notification. */
async function insertRichService(owner: TAccount, fan: TAccount) {
  const db = await getDb();
  const key = `service_images/${owner.id}/${crypto.randomUUID()}.webp`;
  await getStorage().put(key, Buffer.from("photo"), "image/webp");
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
      image: publicUrlFor(key),
      imageUrl: publicUrlFor(key),
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  await rateItem(fan, { itemType: "service", itemId: row.id, stars: 4 });
  await db.insert(favorites).values({ userId: fan.id, itemType: "service", itemId: row.id });
  await addComment(fan, { serviceId: row.id, content: "Très bien" });
  return { id: row.id, file: path.join(uploadsDir(), key) };
}

async function remains(serviceId: string) {
  const db = await getDb();
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    service: await count(db.select().from(services).where(eq(services.id, serviceId))),
    ratings: await count(
      db
        .select()
        .from(ratings)
        .where(and(eq(ratings.itemType, "service"), eq(ratings.itemId, serviceId))),
    ),
    favorites: await count(
      db
        .select()
        .from(favorites)
        .where(and(eq(favorites.itemType, "service"), eq(favorites.itemId, serviceId))),
    ),
    comments: await count(
      db.select().from(serviceComments).where(eq(serviceComments.serviceId, serviceId)),
    ),
    notifications: await count(
      db.select().from(notifications).where(eq(notifications.serviceId, serviceId)),
    ),
  };
}

const EVERYTHING = { service: 1, ratings: 1, favorites: 1, comments: 1, notifications: 1 };
const NOTHING = { service: 0, ratings: 0, favorites: 0, comments: 0, notifications: 0 };

describe("deleteService", () => {
  it("refuses visitors and other users, changing nothing", async () => {
    const owner = await insertAccount("svc-owner-1");
    const other = await insertAccount("svc-other-1");
    const service = await insertRichService(owner, other);

    expect(await deleteService(null, service.id)).toEqual({
      ok: false,
      status: 401,
      message: "Vous devez être connecté pour supprimer une annonce.",
    });
    expect(await deleteService(other, service.id)).toEqual({
      ok: false,
      status: 403,
      message: "Vous n'êtes pas autorisé à supprimer ce service.",
    });
    expect(await remains(service.id)).toEqual(EVERYTHING);
    expect(fs.existsSync(service.file)).toBe(true);
  });

  it.each([
    ["its owner", "user"],
    ["an administrator", "admin"],
  ] as const)("lets %s delete it with everything that points to it", async (_who, role) => {
    const owner = await insertAccount(`svc-owner-${role}`);
    const fan = await insertAccount(`svc-fan-${role}`);
    const actor = role === "admin" ? await insertAccount("svc-admin", "admin") : owner;
    const service = await insertRichService(owner, fan);

    expect(await deleteService(actor, service.id)).toEqual({ ok: true, id: service.id });
    expect(await remains(service.id)).toEqual(NOTHING);
    expect(fs.existsSync(service.file)).toBe(false);
    // Gone means gone: a second attempt says so.
    expect(await deleteService(actor, service.id)).toEqual({
      ok: false,
      status: 404,
      message: "Ce service est introuvable",
    });
  });

  it("answers a malformed id as not found", async () => {
    const owner = await insertAccount("svc-owner-bad-id");
    expect(await deleteService(owner, "../etc")).toMatchObject({ ok: false, status: 404 });
  });
});
