import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { stores, user } from "~/server/db/schema";
import { listNewestStores, listStores } from "./list-shops.server";

const OWNER = "shops-owner";
const BASE_TIME = Date.parse("2026-03-01T08:00:00Z");

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "Commerçant", email: "boutique@exemple.tn" });
  await db.insert(stores).values(
    Array.from({ length: 5 }, (_, index) => ({
      userId: OWNER,
      name: `Boutique ${index + 1}`,
      category: "décoration",
      description: "Luminaires et tapis.",
      image: `/media/store_images/${index + 1}.webp`,
      location: "monastir",
      address: "Route de la Corniche",
      whatsapp: "21698123456",
      createdAt: new Date(BASE_TIME + index * 60_000),
    })),
  );
});

describe("listNewestStores", () => {
  it("returns the 4 newest shops, newest first", async () => {
    const newest = await listNewestStores();
    expect(newest.map((shop) => shop.name)).toEqual([
      "Boutique 5",
      "Boutique 4",
      "Boutique 3",
      "Boutique 2",
    ]);
    expect(newest[0]).toMatchObject({
      category: "décoration",
      location: "monastir",
      address: "Route de la Corniche",
      image: "/media/store_images/5.webp",
    });
  });
});

describe("listStores", () => {
  it("returns every shop, newest first", async () => {
    const all = await listStores();
    expect(all.map((shop) => shop.name)).toEqual([
      "Boutique 5",
      "Boutique 4",
      "Boutique 3",
      "Boutique 2",
      "Boutique 1",
    ]);
  });
});
