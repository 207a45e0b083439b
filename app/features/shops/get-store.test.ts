import { describe, expect, it } from "vitest";
import { SHOP_CATEGORIES } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { profiles, stores, user } from "~/server/db/schema";
import {
  getStoreDetail,
  mapsSearchUrl,
  offeredServicesForCategory,
  storeImageSrc,
} from "./get-store.server";

async function insertAccount(id: string, profile: Partial<typeof profiles.$inferInsert> = {}) {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, ...profile });
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

describe("getStoreDetail", () => {
  it("returns the shop with its owner's public profile, labels and a maps search", async () => {
    await insertAccount("shop-1", { firstName: "Leila", lastName: "Gharbi", role: "admin" });
    const id = await insertStore("shop-1");

    const detail = await getStoreDetail(id);

    expect(detail).toMatchObject({
      id,
      name: "Déco Carthage",
      categoryLabel: "Décoration",
      locationLabel: "Sousse",
      address: "Avenue Habib Bourguiba",
      imageSrc: "/media/store_images/a.webp",
      owner: { id: "shop-1", firstName: "Leila", role: "admin" },
    });
    expect(detail?.mapsUrl).toBe(
      "https://www.google.com/maps/search/?api=1&query=Avenue%20Habib%20Bourguiba%2C%20Sousse",
    );
    expect(detail?.offeredServices).toContain("Conseil en décoration");
  });

  it("replaces a blob: image by the placeholder", async () => {
    await insertAccount("shop-2");
    const id = await insertStore("shop-2", { image: "blob:http://localhost/abc" });

    expect((await getStoreDetail(id))?.imageSrc).toBeNull();
  });

  it("answers null for a malformed or unknown id", async () => {
    await expect(getStoreDetail("boutique")).resolves.toBeNull();
    await expect(getStoreDetail("7b0f6c1e-2a7d-4c55-9d8e-0f5a3b2c1d4e")).resolves.toBeNull();
  });
});

describe("storeImageSrc", () => {
  it("ignores blob: and anything a browser cannot load", () => {
    expect(storeImageSrc("blob:http://x/1")).toBeNull();
    expect(storeImageSrc("  ")).toBeNull();
    expect(storeImageSrc("https://exemple.tn/a.jpg")).toBe("https://exemple.tn/a.jpg");
  });
});

describe("mapsSearchUrl", () => {
  it("does not repeat a place saved both as address and location", () => {
    expect(mapsSearchUrl("12 rue de Rome, Tunis", "12 rue de Rome, Tunis")).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("12 rue de Rome, Tunis")}`,
    );
  });
});

describe("offeredServicesForCategory", () => {
  it("gives every shop category its own list of 4 to 6 services", () => {
    const fallback = offeredServicesForCategory("inconnue");
    for (const { value } of SHOP_CATEGORIES) {
      const list = offeredServicesForCategory(value);
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list).not.toEqual(fallback);
    }
  });
});
