import fs from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateFromForm } from "~/edge/rating-form.server";
import type { TSessionUser } from "~/kernel/actor";
import { ratingChannel } from "~/lib/realtime-channels";
import { getDb } from "~/server/db/client.server";
import { profiles, ratings, services, stores, user } from "~/server/db/schema";
import { getRelay, stopRealtime } from "~/server/realtime/relay.server";
import { countRatings, getMyRating, rateItem } from "./rate-item.server";
import { RATE_INTENT, ZRating } from "./schemas";

async function insertAccount(id: string, role: "user" | "admin" = "user") {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, firstName: id, role });
  return { id, role };
}

async function insertService(userId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name: "Plomberie Ben Salah",
      profession: "Plombier",
      description: "Dépannage rapide.",
      location: "tunis",
      phone: "71 000 000",
      whatsapp: "98 123 456",
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertStore(userId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(stores)
    .values({
      userId,
      name: "Déco Sfax",
      category: "décoration",
      description: "Luminaires.",
      location: "sfax",
      address: "Route de Tunis",
      whatsapp: "98 123 456",
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function storedAverage(type: "service" | "store", id: string) {
  const db = await getDb();
  const table = type === "service" ? services : stores;
  const [row] = await db.select({ avg: table.avgRating }).from(table).where(eq(table.id, id));
  return row?.avg;
}

async function ratingRows(type: "service" | "store", id: string) {
  const db = await getDb();
  return db
    .select({ userId: ratings.userId, rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.itemType, type), eq(ratings.itemId, id)));
}

/** Events the relay delivers on `channel` (what every open page of the item receives). */
async function listen(channel: string) {
  const relay = await getRelay();
  const received: unknown[] = [];
  const stop = relay.subscribe([channel], {
    deliver: (_channel, json) => received.push(JSON.parse(json)),
    resync: () => {},
    close: () => {},
  });
  return { received, stop };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let owner: { id: string; role: "user" | "admin" };
beforeAll(async () => {
  owner = await insertAccount("owner");
});
afterAll(() => stopRealtime());

describe("ZRating", () => {
  it.each([0, 6, "abc", 2.5, ""])("refuses %j stars with a French message", (stars) => {
    const result = ZRating.safeParse({
      itemType: "service",
      itemId: "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10",
      stars,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "La note doit être un nombre entier d'étoiles entre 1 et 5.",
    );
  });

  it("refuses an unknown item type", () => {
    const result = ZRating.safeParse({
      itemType: "property",
      itemId: "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10",
      stars: 4,
    });
    expect(result.error?.issues[0]?.message).toBe("Type d'annonce inconnu");
  });

  it("accepts the form's text", () => {
    const result = ZRating.parse({
      itemType: "store",
      itemId: "6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10",
      stars: "4",
    });
    expect(result.stars).toBe(4);
  });
});

describe("rateItem", () => {
  it("keeps one rating per user and item: a second rating replaces the first", async () => {
    const serviceId = await insertService(owner.id);
    const rater = await insertAccount("rater-update");

    expect(await rateItem(rater, { itemType: "service", itemId: serviceId, stars: 2 })).toEqual({
      ok: true,
      stars: 2,
      avgRating: 2,
      ratingCount: 1,
    });
    expect(await rateItem(rater, { itemType: "service", itemId: serviceId, stars: 5 })).toEqual({
      ok: true,
      stars: 5,
      avgRating: 5,
      ratingCount: 1,
    });
    expect(await ratingRows("service", serviceId)).toEqual([{ userId: rater.id, rating: 5 }]);
    expect(await storedAverage("service", serviceId)).toBe(5);
    expect(await getMyRating(rater, "service", serviceId)).toBe(5);
    expect(await getMyRating(owner, "service", serviceId)).toBeNull();
    expect(await getMyRating(null, "service", serviceId)).toBeNull();
    expect(await countRatings("service", serviceId)).toBe(1);
  });

  it("gives the exact average when 20 users rate at the same moment", async () => {
    const storeId = await insertStore(owner.id);
    const raters = await Promise.all(
      Array.from({ length: 20 }, (_, index) => insertAccount(`concurrent-${index}`)),
    );
    // 1..5 four times each, plus one change: a mean that is not a round number.
    const stars = raters.map((_, index) => (index % 5) + 1);
    const results = await Promise.all(
      raters.map((rater, index) =>
        rateItem(rater, { itemType: "store", itemId: storeId, stars: stars[index] }),
      ),
    );
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await storedAverage("store", storeId)).toBe(3);
    expect(await countRatings("store", storeId)).toBe(20);

    // Again, everyone changing their mind at once, to a sum of 67 (mean 3.35).
    const changed = raters.map((_, index) => (index < 5 ? 5 : index < 17 ? 3 : 2));
    await Promise.all(
      raters.map((rater, index) =>
        rateItem(rater, { itemType: "store", itemId: storeId, stars: changed[index] }),
      ),
    );
    expect(changed.reduce((sum, value) => sum + value, 0)).toBe(67);
    expect(await storedAverage("store", storeId)).toBe(3.35);
    expect((await ratingRows("store", storeId)).length).toBe(20);
  });

  it("refuses visitors, bad stars, unknown types and missing items, changing nothing", async () => {
    const serviceId = await insertService(owner.id);
    const rater = await insertAccount("rater-refused");
    const missing = "0b3c9a52-8d0e-4f7e-b1a4-3c2d1e0f9a8b";

    expect(await rateItem(null, { itemType: "service", itemId: serviceId, stars: 4 })).toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Vous devez être connecté pour évaluer",
    });
    for (const stars of [0, 6, "abc"]) {
      expect(await rateItem(rater, { itemType: "service", itemId: serviceId, stars })).toEqual({
        ok: false,
        code: "invalid",
        message: "La note doit être un nombre entier d'étoiles entre 1 et 5.",
      });
    }
    expect(
      await rateItem(rater, { itemType: "property", itemId: serviceId, stars: 4 }),
    ).toMatchObject({ ok: false, code: "invalid", message: "Type d'annonce inconnu" });
    // A service id rated as a store does not exist.
    expect(await rateItem(rater, { itemType: "store", itemId: serviceId, stars: 4 })).toEqual({
      ok: false,
      code: "not_found",
      message: "Cette boutique n'existe pas ou a été supprimée.",
    });
    expect(await rateItem(rater, { itemType: "service", itemId: missing, stars: 4 })).toEqual({
      ok: false,
      code: "not_found",
      message: "Ce service n'existe pas ou a été supprimé.",
    });
    expect(await ratingRows("service", serviceId)).toEqual([]);
    expect(await storedAverage("service", serviceId)).toBe(0);
  });

  it("refuses the owner of a service or a store, changing nothing; an administrator rates like anyone", async () => {
    const serviceId = await insertService(owner.id);
    const storeId = await insertStore(owner.id);
    expect(await rateItem(owner, { itemType: "service", itemId: serviceId, stars: 5 })).toEqual({
      ok: false,
      code: "forbidden",
      message: "Vous ne pouvez pas évaluer votre propre service.",
    });
    expect(await rateItem(owner, { itemType: "store", itemId: storeId, stars: 5 })).toEqual({
      ok: false,
      code: "forbidden",
      message: "Vous ne pouvez pas évaluer votre propre boutique.",
    });
    expect(await ratingRows("service", serviceId)).toEqual([]);
    expect(await ratingRows("store", storeId)).toEqual([]);
    expect(await storedAverage("service", serviceId)).toBe(0);

    const admin = await insertAccount("admin-rater", "admin");
    expect(
      await rateItem(admin, { itemType: "service", itemId: serviceId, stars: 1 }),
    ).toMatchObject({ ok: true, avgRating: 1, ratingCount: 1 });
    // An administrator who owns the item is an owner like any other.
    const adminStoreId = await insertStore(admin.id);
    expect(
      await rateItem(admin, { itemType: "store", itemId: adminStoreId, stars: 5 }),
    ).toMatchObject({ ok: false, code: "forbidden" });
  });

  it("the migration removes the ratings owners gave themselves and corrects the averages", async () => {
    const serviceId = await insertService(owner.id);
    const storeId = await insertStore(owner.id);
    const rater = await insertAccount("rater-before-rule");
    const db = await getDb();
    await db.insert(ratings).values([
      { userId: owner.id, itemType: "service", itemId: serviceId, rating: 5 },
      { userId: rater.id, itemType: "service", itemId: serviceId, rating: 2 },
      { userId: owner.id, itemType: "store", itemId: storeId, rating: 5 },
    ]);
    await db.update(services).set({ avgRating: 3.5 }).where(eq(services.id, serviceId));
    await db.update(stores).set({ avgRating: 5 }).where(eq(stores.id, storeId));

    const migration = fs.readFileSync(
      path.resolve(import.meta.dirname, "../../server/db/migrations/0006_no_self_ratings.sql"),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    expect(await ratingRows("service", serviceId)).toEqual([{ userId: rater.id, rating: 2 }]);
    expect(await storedAverage("service", serviceId)).toBe(2);
    expect(await ratingRows("store", storeId)).toEqual([]);
    expect(await storedAverage("store", storeId)).toBe(0);
  });

  it("tells the item's open pages the new average once saved, and nothing when refused", async () => {
    const serviceId = await insertService(owner.id);
    const rater = await insertAccount("rater-live");
    const { received, stop } = await listen(ratingChannel("service", serviceId));

    await rateItem(rater, { itemType: "service", itemId: serviceId, stars: 9 });
    await rateItem(null, { itemType: "service", itemId: serviceId, stars: 3 });
    await sleep(200);
    expect(received).toEqual([]);

    await rateItem(rater, { itemType: "service", itemId: serviceId, stars: 3 });
    await expect.poll(() => received).toEqual([{ avgRating: 3, ratingCount: 1 }]);
    stop();
  });
});

describe("rateFromForm", () => {
  const asViewer = (account: { id: string; role: "user" | "admin" }): TSessionUser => ({
    ...account,
    email: `${account.id}@exemple.tn`,
    firstName: account.id,
    lastName: null,
    avatarUrl: null,
  });
  const post = (serviceId: string) =>
    new Request(`http://localhost/services/${serviceId}`, { method: "POST" });
  type TAnswer = { data: unknown; init: { status?: number } | null };

  it("answers the widget's refusals with their status and its saved rating as data", async () => {
    const serviceId = await insertService(owner.id);
    const item = { itemType: "service" as const, itemId: serviceId };
    const rater = asViewer(await insertAccount("rater-widget"));

    const own = (await rateFromForm(post(serviceId), asViewer(owner), item, {
      stars: "5",
      enhanced: "1",
    })) as unknown as TAnswer;
    expect(own.init?.status).toBe(403);
    expect(own.data).toEqual({
      intent: RATE_INTENT,
      ok: false,
      reason: "own",
      message: "Vous ne pouvez pas évaluer votre propre service.",
    });
    const visitor = (await rateFromForm(post(serviceId), null, item, {
      stars: "4",
      enhanced: "1",
    })) as unknown as TAnswer;
    expect(visitor.init?.status).toBe(401);
    expect(visitor.data).toMatchObject({ ok: false, reason: "signin" });
    const badStars = (await rateFromForm(post(serviceId), rater, item, {
      stars: "9",
      enhanced: "1",
    })) as unknown as TAnswer;
    expect(badStars.init?.status).toBe(400);
    expect(badStars.data).toMatchObject({ ok: false, reason: "failed" });

    expect(await rateFromForm(post(serviceId), rater, item, { stars: "4", enhanced: "1" })).toEqual(
      { intent: RATE_INTENT, ok: true, stars: 4, avgRating: 4, ratingCount: 1 },
    );
  });

  it("sends a plain form post back to the page, or a visitor to sign in", async () => {
    const serviceId = await insertService(owner.id);
    const item = { itemType: "service" as const, itemId: serviceId };
    const thrown = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error("rien n'a été levé");
        },
        (response: Response) => response,
      );
    const visitor = await thrown(rateFromForm(post(serviceId), null, item, { stars: "4" }));
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(
      `/auth/login?from=${encodeURIComponent(`/services/${serviceId}`)}`,
    );
    const own = await thrown(rateFromForm(post(serviceId), asViewer(owner), item, { stars: "4" }));
    expect(own.headers.get("location")).toBe(`/services/${serviceId}#evaluer`);
    expect(own.headers.get("set-cookie")).toMatch(/darna-flash=/);
  });
});
