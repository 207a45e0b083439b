import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { profiles, services, user } from "~/server/db/schema";
import { getServiceDetail, offeredServicesFor, serviceImageSrc } from "./get-service.server";

async function insertAccount(id: string, profile: Partial<typeof profiles.$inferInsert> = {}) {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, ...profile });
}

async function insertService(userId: string, values: Partial<typeof services.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId,
      name: "Plomberie Ben Salah",
      profession: "Plombier",
      description: "Dépannage rapide 7j/7.",
      location: "ben_arous",
      address: "12 avenue de la République",
      phone: "+216 71 000 000",
      whatsapp: "98 123 456",
      avgRating: 4.5,
      ...values,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

describe("getServiceDetail", () => {
  it("returns the service with its owner's public profile and derived services", async () => {
    await insertAccount("pro-1", { firstName: "Karim", lastName: "Trabelsi" });
    const id = await insertService("pro-1", { imageUrl: "/media/service_images/a.webp" });

    const detail = await getServiceDetail(id);

    expect(detail).toMatchObject({
      id,
      name: "Plomberie Ben Salah",
      profession: "Plombier",
      locationLabel: "Ben Arous",
      phone: "+216 71 000 000",
      whatsapp: "98 123 456",
      imageSrc: "/media/service_images/a.webp",
      avgRating: 4.5,
      owner: { id: "pro-1", firstName: "Karim", lastName: "Trabelsi", role: "user" },
      showOtherListings: false,
    });
    expect(detail?.offeredServices).toContain("Réparation de fuites");
  });

  it("replaces a blob: image by the placeholder", async () => {
    await insertAccount("pro-2");
    const id = await insertService("pro-2", {
      image: "blob:http://localhost/abc",
      imageUrl: "blob:http://localhost/abc",
    });

    expect((await getServiceDetail(id))?.imageSrc).toBeNull();
  });

  it("offers the link to other listings to signed-in non-owners only", async () => {
    await insertAccount("pro-3");
    await insertAccount("visitor-3");
    const id = await insertService("pro-3");

    expect((await getServiceDetail(id, null))?.showOtherListings).toBe(false);
    expect((await getServiceDetail(id, { id: "pro-3", role: "user" }))?.showOtherListings).toBe(
      false,
    );
    expect((await getServiceDetail(id, { id: "visitor-3", role: "user" }))?.showOtherListings).toBe(
      true,
    );
  });

  it("answers null for a malformed or unknown id", async () => {
    await expect(getServiceDetail("123")).resolves.toBeNull();
    await expect(getServiceDetail("")).resolves.toBeNull();
    await expect(getServiceDetail("7b0f6c1e-2a7d-4c55-9d8e-0f5a3b2c1d4e")).resolves.toBeNull();
  });
});

describe("serviceImageSrc", () => {
  it("uses only http, data: and our own media URLs", () => {
    expect(serviceImageSrc("https://exemple.tn/a.jpg")).toBe("https://exemple.tn/a.jpg");
    expect(serviceImageSrc("data:image/png;base64,AA")).toBe("data:image/png;base64,AA");
    expect(serviceImageSrc("/media/service_images/a.webp")).toBe("/media/service_images/a.webp");
    expect(serviceImageSrc("blob:http://x/1")).toBeNull();
    expect(serviceImageSrc("service_images/a.webp")).toBeNull();
    expect(serviceImageSrc(null, undefined, "")).toBeNull();
  });

  it("falls back to the second candidate when the first is unusable", () => {
    expect(serviceImageSrc("blob:http://x/1", "https://exemple.tn/b.jpg")).toBe(
      "https://exemple.tn/b.jpg",
    );
  });
});

describe("offeredServicesFor", () => {
  it("derives the list from the profession, whatever its accents and case", () => {
    expect(offeredServicesFor("Électricien")).toContain("Mise aux normes");
    expect(offeredServicesFor("electricien")).toEqual(offeredServicesFor("Électricien"));
    expect(offeredServicesFor("Designer d’intérieur")).toContain("Home staging");
  });

  it("gives every profession of the list 4 to 6 services and a generic list for Autre", () => {
    for (const profession of [
      "Électricien",
      "Plombier",
      "Peintre",
      "Menuisier",
      "Architecte",
      "Designer d'intérieur",
      "Jardinier",
      "Service de nettoyage",
      "Déménageur",
      "Sécurité",
    ]) {
      const list = offeredServicesFor(profession);
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
      expect(list).not.toEqual(offeredServicesFor("Autre"));
    }
    expect(offeredServicesFor("Autre")).toContain("Devis gratuit");
  });
});
