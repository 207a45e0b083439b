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
      },
    });
    // Decision 0029: the seller's e-mail never leaves the server.
    expect(JSON.stringify(detail)).not.toContain("seller-public@exemple.tn");
  });

  it("under the published rule (show_phone null) hides the number from visitors and other users", async () => {
    await insertAccount("seller-hidden", { phone: "+216 22 333 444" });
    await insertAccount("someone-else");
    const id = await insertProperty("seller-hidden");

    for (const viewer of [null, { id: "someone-else", role: "user" as const }]) {
      const detail = await getPropertyDetail(id, viewer, { revealedPhone: true });
      expect(detail).not.toBeNull();
      expect(detail?.contact.phone).toEqual({ state: "none" });
      expect(detail?.contact.messageHref).toBe(`/messages/nouveau?type=propriete&id=${id}`);
      expect(JSON.stringify(detail)).not.toContain("98 123 456");
      expect(JSON.stringify(detail)).not.toContain("98123456");
      expect(JSON.stringify(detail)).not.toContain("22 333 444");
      expect(JSON.stringify(detail)).not.toContain("@exemple.tn");
    }
  });

  it("when the owner shows it: a visitor is asked to sign in, a user reveals it", async () => {
    await insertAccount("seller-shows");
    await insertAccount("buyer-shows");
    const id = await insertProperty("seller-shows", { showPhone: true });

    const asVisitor = await getPropertyDetail(id, null, { revealedPhone: true });
    expect(asVisitor?.contact.phone).toEqual({
      state: "sign_in",
      signInHref: `/auth/login?from=${encodeURIComponent(`/proprietes/${id}`)}`,
    });
    expect(JSON.stringify(asVisitor)).not.toContain("98123456");
    expect(JSON.stringify(asVisitor)).not.toContain("98 123 456");

    const buyer = { id: "buyer-shows", role: "user" as const };
    const before = await getPropertyDetail(id, buyer);
    expect(before?.contact.phone.state).toBe("reveal");
    // WhatsApp with the specification's greeting, but the tel: number only once asked for.
    expect(before?.contact.phone).toMatchObject({
      whatsappHref: `https://wa.me/21698123456?text=${encodeURIComponent("Bonjour, je suis intéressé(e) par votre annonce « Appartement S+2 à La Marsa » sur Darna.")}`,
    });
    expect(before?.contact.phone).not.toHaveProperty("number");

    const after = await getPropertyDetail(id, buyer, { revealedPhone: true });
    expect(after?.contact.phone).toMatchObject({ state: "shown", number: "+216 98 123 456" });
  });

  it("when the owner does not show it, nobody but the owner and administrators gets it", async () => {
    await insertAccount("seller-private");
    await insertAccount("buyer-private");
    const id = await insertProperty("seller-private", { showPhone: false });

    const asBuyer = await getPropertyDetail(
      id,
      { id: "buyer-private", role: "user" },
      {
        revealedPhone: true,
      },
    );
    expect(asBuyer?.contact.phone).toEqual({ state: "none" });
    expect(asBuyer?.contact.messageHref).not.toBeNull();
    expect(JSON.stringify(asBuyer)).not.toContain("98 123 456");
  });

  it("gives the number and WhatsApp to the owner and to an administrator", async () => {
    await insertAccount("seller-owner", { phone: "+216 22 333 444" });
    await insertAccount("the-admin", { role: "admin" });
    const id = await insertProperty("seller-owner", { showPhone: false });

    const asOwner = await getPropertyDetail(id, { id: "seller-owner", role: "user" });
    expect(asOwner?.contact).toMatchObject({
      isOwner: true,
      // Owners cannot message themselves.
      messageHref: null,
      phone: { state: "shown", number: "+216 98 123 456" },
    });
    expect(asOwner?.viewerCan).toEqual({
      isOwner: true,
      edit: true,
      delete: true,
      seeContact: true,
      report: false,
    });

    const asAdmin = await getPropertyDetail(id, { id: "the-admin", role: "admin" });
    expect(asAdmin?.contact).toMatchObject({
      isOwner: false,
      phone: { state: "shown", number: "+216 98 123 456" },
    });
    expect(asAdmin?.contact.messageHref).toBe(`/messages/nouveau?type=propriete&id=${id}`);
    // Administrators moderate by deleting; only the owner edits.
    expect(asAdmin?.viewerCan).toEqual({
      isOwner: false,
      edit: false,
      delete: true,
      seeContact: true,
      report: true,
    });
  });

  it("gives no year its owner did not give, and keeps only photos a browser can show", async () => {
    await insertAccount("seller-defaults");
    const id = await insertProperty("seller-defaults", {
      constructionYear: null,
      createdAt: new Date("2021-06-15T10:00:00Z"),
      photoUrls: ["blob:http://localhost/123", "https://cdn.exemple.tn/a.jpg", ""],
    });

    const detail = await getPropertyDetail(id, null);

    // Not the year it was published in (decision 0034).
    expect(detail?.year).toBeNull();
    expect(detail?.photoUrls).toEqual(["https://cdn.exemple.tn/a.jpg"]);
  });

  it("labels a seller without a profile row by the fallback role", async () => {
    await insertAccount("seller-no-profile", null);
    const id = await insertProperty("seller-no-profile");

    const detail = await getPropertyDetail(id, null);

    expect(detail?.seller).toEqual({
      id: "seller-no-profile",
      firstName: null,
      lastName: null,
      avatarUrl: null,
      role: null,
      verified: false,
    });
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
  // Decision 0034: the specification's garden-from-the-price, balcony otherwise and
  // kitchen-from-the-photos are gone; only what the owner ticked, then the furnishing.
  it("invents nothing from the price or the photos", () => {
    expect(propertyCharacteristics({ amenities: [], furnished: "no" })).toEqual([]);
  });

  it("lists the ticked amenities by their labels, in the list's order", () => {
    expect(
      propertyCharacteristics({ amenities: ["vue_mer", "parking", "balcon"], furnished: "no" }),
    ).toEqual(["Balcon", "Parking / garage", "Vue sur mer"]);
  });

  it("mentions furnishing after the amenities", () => {
    expect(propertyCharacteristics({ amenities: ["jardin"], furnished: "yes" })).toEqual([
      "Jardin",
      "Meublé",
    ]);
    expect(propertyCharacteristics({ amenities: [], furnished: "partial" })).toEqual([
      "Partiellement meublé",
    ]);
  });

  it("leaves out a stored value no amenity has", () => {
    expect(propertyCharacteristics({ amenities: ["sauna", "piscine"], furnished: "no" })).toEqual([
      "Piscine",
    ]);
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
