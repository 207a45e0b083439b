import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { profiles, properties, user } from "~/server/db/schema";
import {
  getPropertyDetail,
  isDisplayableImage,
  propertyCharacteristics,
} from "./get-property.server";

async function insertAccount(
  id: string,
  profile: Partial<typeof profiles.$inferInsert> | null = {},
) {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  if (profile) await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, ...profile });
}

async function insertProperty(
  userId: string,
  values: Partial<typeof properties.$inferInsert> = {},
) {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId,
      title: "Appartement S+2 à La Marsa",
      description: "Lumineux, proche de la plage.",
      type: "appartement",
      announcementType: "location",
      price: 1_200,
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

describe("getPropertyDetail", () => {
  it("returns the property with its seller's public profile", async () => {
    await insertAccount("seller-public", {
      firstName: "Amira",
      lastName: "Ben Salah",
      role: "user",
      phone: "+216 22 333 444",
    });
    const id = await insertProperty("seller-public", { constructionYear: 2015 });

    const detail = await getPropertyDetail(id, null);

    expect(detail).toMatchObject({
      id,
      title: "Appartement S+2 à La Marsa",
      announcementType: "location",
      price: 1_200,
      year: 2015,
      photoUrls: ["/media/property_images/a/1.webp"],
      viewerCan: { isOwner: false, edit: false, delete: false, seeContact: false },
      seller: {
        id: "seller-public",
        firstName: "Amira",
        lastName: "Ben Salah",
        role: "user",
        email: "seller-public@exemple.tn",
      },
    });
  });

  it("hides the WhatsApp number and the phone from visitors and other users", async () => {
    await insertAccount("seller-hidden", { phone: "+216 22 333 444" });
    await insertAccount("someone-else");
    const id = await insertProperty("seller-hidden");

    for (const viewer of [null, { id: "someone-else", role: "user" as const }]) {
      const detail = await getPropertyDetail(id, viewer);
      expect(detail).not.toBeNull();
      expect(detail).not.toHaveProperty("whatsapp");
      expect(detail?.seller).not.toHaveProperty("phone");
      expect(JSON.stringify(detail)).not.toContain("98 123 456");
      expect(JSON.stringify(detail)).not.toContain("22 333 444");
    }
  });

  it("gives the WhatsApp number and the phone to the owner and to an administrator", async () => {
    await insertAccount("seller-owner", { phone: "+216 22 333 444" });
    await insertAccount("the-admin", { role: "admin" });
    const id = await insertProperty("seller-owner");

    const asOwner = await getPropertyDetail(id, { id: "seller-owner", role: "user" });
    expect(asOwner?.whatsapp).toBe("+216 98 123 456");
    expect(asOwner?.seller.phone).toBe("+216 22 333 444");
    expect(asOwner?.viewerCan).toEqual({
      isOwner: true,
      edit: true,
      delete: true,
      seeContact: true,
      report: false,
    });

    const asAdmin = await getPropertyDetail(id, { id: "the-admin", role: "admin" });
    expect(asAdmin?.whatsapp).toBe("+216 98 123 456");
    expect(asAdmin?.seller.phone).toBe("+216 22 333 444");
    // Administrators moderate by deleting; only the owner edits.
    expect(asAdmin?.viewerCan).toEqual({
      isOwner: false,
      edit: false,
      delete: true,
      seeContact: true,
      report: true,
    });
  });

  it("defaults the year to the creation year and keeps only photos a browser can show", async () => {
    await insertAccount("seller-defaults");
    const id = await insertProperty("seller-defaults", {
      constructionYear: null,
      createdAt: new Date("2021-06-15T10:00:00Z"),
      photoUrls: ["blob:http://localhost/123", "https://cdn.exemple.tn/a.jpg", ""],
    });

    const detail = await getPropertyDetail(id, null);

    expect(detail?.year).toBe(2021);
    expect(detail?.photoUrls).toEqual(["https://cdn.exemple.tn/a.jpg"]);
  });

  it("labels a seller without a profile row by the fallback role", async () => {
    await insertAccount("seller-no-profile", null);
    const id = await insertProperty("seller-no-profile");

    const detail = await getPropertyDetail(id, null);

    expect(detail?.seller).toMatchObject({ id: "seller-no-profile", role: null, email: null });
  });

  it("answers null for an id that is not a UUID, without a database error", async () => {
    await expect(getPropertyDetail("abc", null)).resolves.toBeNull();
    await expect(getPropertyDetail("123", null)).resolves.toBeNull();
    await expect(getPropertyDetail("'; drop table properties; --", null)).resolves.toBeNull();
  });

  it("answers null for an unknown id", async () => {
    await expect(
      getPropertyDetail("7b0f6c1e-2a7d-4c55-9d8e-0f5a3b2c1d4e", null),
    ).resolves.toBeNull();
  });
});

describe("propertyCharacteristics", () => {
  it("shows a garden above 300 000 TND and a balcony otherwise", () => {
    expect(propertyCharacteristics({ price: 300_001, photoCount: 0, furnished: "no" })).toEqual([
      "Jardin",
    ]);
    expect(propertyCharacteristics({ price: 300_000, photoCount: 0, furnished: "no" })).toEqual([
      "Balcon",
    ]);
  });

  it("adds an equipped kitchen only with more than two photos", () => {
    expect(propertyCharacteristics({ price: 1, photoCount: 2, furnished: "no" })).toEqual([
      "Balcon",
    ]);
    expect(propertyCharacteristics({ price: 1, photoCount: 3, furnished: "no" })).toEqual([
      "Balcon",
      "Cuisine équipée",
    ]);
  });

  it("mentions furnishing", () => {
    expect(propertyCharacteristics({ price: 1, photoCount: 0, furnished: "yes" })).toContain(
      "Meublé",
    );
    expect(propertyCharacteristics({ price: 1, photoCount: 0, furnished: "partial" })).toContain(
      "Partiellement meublé",
    );
  });
});

describe("isDisplayableImage", () => {
  it("accepts web, inline and our own media URLs only", () => {
    expect(isDisplayableImage("https://exemple.tn/a.jpg")).toBe(true);
    expect(isDisplayableImage("data:image/png;base64,AAAA")).toBe(true);
    expect(isDisplayableImage("/media/property_images/u/1.webp")).toBe(true);
    expect(isDisplayableImage("blob:http://localhost/1")).toBe(false);
    expect(isDisplayableImage("javascript:alert(1)")).toBe(false);
    expect(isDisplayableImage("photo.jpg")).toBe(false);
    expect(isDisplayableImage(null)).toBe(false);
  });
});
