import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { services, user } from "~/server/db/schema";
import { listNewestServices, listServices } from "./list-services.server";

const OWNER = "services-owner";
const BASE_TIME = Date.parse("2026-02-01T08:00:00Z");

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "Artisan", email: "artisan@exemple.tn" });
  await db.insert(services).values(
    Array.from({ length: 6 }, (_, index) => ({
      userId: OWNER,
      name: `Artisan ${index + 1}`,
      profession: "Plombier",
      description: "Dépannage rapide.",
      location: "sfax",
      phone: "21698123456",
      whatsapp: "21698123456",
      // The older rows only carry image_url, as rows published before `image` was filled.
      image: index % 2 === 0 ? `/media/service_images/${index + 1}.webp` : null,
      imageUrl: `/media/service_images/${index + 1}.webp`,
      avgRating: index,
      createdAt: new Date(BASE_TIME + index * 60_000),
    })),
  );
});

describe("listNewestServices", () => {
  it("returns the 4 newest services, newest first", async () => {
    const newest = await listNewestServices();
    expect(newest.map((service) => service.name)).toEqual([
      "Artisan 6",
      "Artisan 5",
      "Artisan 4",
      "Artisan 3",
    ]);
  });

  it("falls back to image_url when image is empty", async () => {
    const [newest] = await listNewestServices(1);
    expect(newest).toMatchObject({
      name: "Artisan 6",
      image: "/media/service_images/6.webp",
      avgRating: 5,
      profession: "Plombier",
      location: "sfax",
    });
  });
});

describe("listServices", () => {
  it("returns every service, newest first", async () => {
    const all = await listServices();
    expect(all.map((service) => service.name)).toEqual([
      "Artisan 6",
      "Artisan 5",
      "Artisan 4",
      "Artisan 3",
      "Artisan 2",
      "Artisan 1",
    ]);
  });
});
