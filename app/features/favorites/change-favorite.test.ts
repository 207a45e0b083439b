import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { favorites, services, user } from "~/server/db/schema";
import { changeFavorite } from "./change-favorite.server";
import { ZFavoriteChange } from "./schemas";

const member: TSessionUser = {
  id: "fan",
  email: "fan@exemple.tn",
  firstName: "Fan",
  lastName: null,
  avatarUrl: null,
  role: "user",
};
let serviceId = "";

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: member.id, name: "Fan", email: member.email });
  const [row] = await db
    .insert(services)
    .values({
      userId: member.id,
      name: "Plomberie Ben Ali",
      profession: "Plombier",
      description: "Dépannage 7j/7",
      location: "tunis",
      phone: "+216 98 000 000",
      whatsapp: "+216 98 000 000",
    })
    .returning({ id: services.id });
  serviceId = row?.id ?? "";
});

async function rowsOf(userId: string) {
  const db = await getDb();
  return db.select().from(favorites).where(eq(favorites.userId, userId));
}

describe("favourites", () => {
  it("adds once however often asked, reads the state back, removes", async () => {
    const add = { intent: "add", itemType: "service", itemId: serviceId } as const;
    expect(await changeFavorite(member, add)).toEqual({ ok: true, favorited: true });
    expect(await changeFavorite(member, add)).toEqual({ ok: true, favorited: true });
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect(await favoriteIdsAmong(member, "service", [serviceId])).toEqual([serviceId]);
    expect(await favoriteIdsAmong(member, "store", [serviceId])).toEqual([]);
    expect(await favoriteIdsAmong(null, "service", [serviceId])).toEqual([]);

    expect(await changeFavorite(member, { ...add, intent: "remove" })).toEqual({
      ok: true,
      favorited: false,
    });
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it("refuses visitors and items that do not exist, storing nothing", async () => {
    expect(
      await changeFavorite(null, { intent: "add", itemType: "service", itemId: serviceId }),
    ).toMatchObject({ ok: false, code: "unauthenticated" });
    // The id of a service is not the id of a property.
    expect(
      await changeFavorite(member, { intent: "add", itemType: "property", itemId: serviceId }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(await rowsOf(member.id)).toHaveLength(0);
  });

  it("answers malformed requests with French messages", () => {
    const problems = (value: unknown) =>
      ZFavoriteChange.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(problems({ intent: "add", itemType: "voiture", itemId: serviceId })).toEqual([
      "Type d'annonce inconnu",
    ]);
    expect(problems({ intent: "add", itemType: "store", itemId: "12" })).toEqual([
      "Annonce introuvable",
    ]);
  });
});
