import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { services, user } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import { parseServiceListQuery } from "./list-query-schema";
import { listNewestServices, listServices } from "./list-services.server";

const OWNER = "services-owner";
const BASE_TIME = Date.parse("2026-02-01T08:00:00Z");

type TNewService = typeof services.$inferInsert;

/** A row of the fixture: what the test talks about, the rest filled with plausible values. */
function service(
  order: number,
  values: Pick<TNewService, "name" | "profession" | "location" | "avgRating"> &
    Partial<TNewService>,
): TNewService {
  return {
    // Fixed ids: the rating sort breaks ties by id.
    id: `00000000-0000-4000-8000-${String(order).padStart(12, "0")}`,
    userId: OWNER,
    description: "Interventions rapides dans toute la région.",
    phone: "21698123456",
    whatsapp: "21698123456",
    image: `/media/service_images/${order}.webp`,
    createdAt: new Date(BASE_TIME + order * 60_000),
    ...values,
  };
}

const FIXTURE: TNewService[] = [
  service(1, {
    name: "Karim Électricité",
    profession: "Électricien",
    location: "ariana",
    avgRating: 4.5,
  }),
  service(2, {
    name: "atelier Plomberie",
    profession: "Plombier",
    location: "tunis",
    avgRating: 3,
  }),
  service(3, {
    name: "Zed Plomberie",
    profession: "Plombier chauffagiste",
    location: "Ben Arous, Radès",
    avgRating: 5,
  }),
  service(4, { name: "Électro Sud", profession: "Électricien", location: "Gabès", avgRating: 0 }),
  service(5, { name: "Bâtisseurs Réunis", profession: "Autre", location: "sfax", avgRating: 4 }),
  service(6, {
    name: "Menuiserie 100% bois",
    profession: "Menuisier",
    location: "ben_arous",
    avgRating: 3.99,
  }),
  service(7, {
    name: "Peinture_Pro",
    profession: "Peintre",
    location: "Sidi Bouzid",
    avgRating: 4,
    // Rows published before `image` was filled only carry image_url.
    image: null,
    imageUrl: "/media/service_images/7.webp",
  }),
  // 'benxarous' must not pass for 'ben_arous': the key's '_' is no wildcard.
  service(8, {
    name: "Ben X Services",
    profession: "Sécurité",
    location: "benxarous",
    avgRating: 1,
  }),
  service(9, { name: "Volt Express", profession: "electricien", location: "nabeul", avgRating: 2 }),
];

const list = (search: string) => listServices(parseServiceListQuery(new URLSearchParams(search)));
const names = (result: { items: { name: string }[] }) => result.items.map((item) => item.name);

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "Artisan", email: "artisan@exemple.tn" });
  await db.insert(services).values(FIXTURE);
});

describe("listNewestServices", () => {
  it("returns the 4 newest services, newest first", async () => {
    const newest = await listNewestServices();
    expect(newest.map((item) => item.name)).toEqual([
      "Volt Express",
      "Ben X Services",
      "Peinture_Pro",
      "Menuiserie 100% bois",
    ]);
  });

  it("falls back to image_url when image is empty", async () => {
    const [, , peinture] = await listNewestServices(3);
    expect(peinture).toMatchObject({
      name: "Peinture_Pro",
      image: "/media/service_images/7.webp",
      avgRating: 4,
      profession: "Peintre",
      location: "Sidi Bouzid",
    });
  });
});

describe("listServices: filters", () => {
  it("without a filter lists every service, best rated first, and counts them", async () => {
    const result = await list("");
    expect(result).toMatchObject({ total: 9, page: 1, pageCount: 1, pageSize: 24 });
    expect(result.items).toHaveLength(9);
  });

  it("category: the profession contains the category, whatever the case and accents", async () => {
    expect(names(await list("category=Plombier")).sort()).toEqual([
      "Zed Plomberie",
      "atelier Plomberie",
    ]);
    const electricians = await list("category=%C3%89lectricien");
    expect(names(electricians).sort()).toEqual([
      "Karim Électricité",
      "Volt Express",
      "Électro Sud",
    ]);
    expect(electricians.total).toBe(3);
    expect(names(await list("category=electricien")).sort()).toEqual(names(electricians).sort());
  });

  it("minRating: the average rating is at least the minimum", async () => {
    expect(names(await list("minRating=4"))).toEqual([
      "Zed Plomberie",
      "Karim Électricité",
      "Peinture_Pro",
      "Bâtisseurs Réunis",
    ]);
    expect(names(await list("minRating=5"))).toEqual(["Zed Plomberie"]);
    expect((await list("minRating=3")).total).toBe(6);
  });

  it("location: the key, free text naming the governorate, without accents or wildcards", async () => {
    expect(names(await list("location=ben_arous")).sort()).toEqual([
      "Menuiserie 100% bois",
      "Zed Plomberie",
    ]);
    expect(names(await list("location=gabes"))).toEqual(["Électro Sud"]);
    expect(names(await list("location=Sidi%20Bouzid"))).toEqual(["Peinture_Pro"]);
    expect(names(await list("location=tunis"))).toEqual(["atelier Plomberie"]);
  });

  it("combines the filters", async () => {
    expect(names(await list("category=Plombier&minRating=4"))).toEqual(["Zed Plomberie"]);
    expect(names(await list("category=Plombier&location=tunis"))).toEqual(["atelier Plomberie"]);
    const none = await list("category=Architecte&location=tunis");
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it("ignores a malformed filter instead of failing", async () => {
    const result = await list("category=Astronaute&minRating=9&location=paris&sort=x&page=-1");
    expect(result.total).toBe(9);
  });

  it("text matching ignores case and accents and takes % and _ literally", async () => {
    const db = await getDb();
    const matching = async (text: string) =>
      (
        await db
          .select({ name: services.name })
          .from(services)
          .where(containsText(services.name, text))
      ).map((row) => row.name);
    expect(await matching("100%")).toEqual(["Menuiserie 100% bois"]);
    expect(await matching("%")).toEqual(["Menuiserie 100% bois"]);
    expect(await matching("e_P")).toEqual(["Peinture_Pro"]);
    expect(await matching("RÉUNIS")).toEqual(["Bâtisseurs Réunis"]);
    expect(await matching("batisseurs")).toEqual(["Bâtisseurs Réunis"]);
  });
});

describe("listServices: sorts", () => {
  it("rating (default): highest average first, ties by id", async () => {
    const expected = [
      "Zed Plomberie",
      "Karim Électricité",
      "Peinture_Pro",
      "Bâtisseurs Réunis",
      "Menuiserie 100% bois",
      "atelier Plomberie",
      "Volt Express",
      "Ben X Services",
      "Électro Sud",
    ];
    expect(names(await list(""))).toEqual(expected);
    expect(names(await list("sort=rating"))).toEqual(expected);
  });

  it("name A-Z and Z-A ignore case and accents", async () => {
    const expected = [
      "atelier Plomberie",
      "Bâtisseurs Réunis",
      "Ben X Services",
      "Électro Sud",
      "Karim Électricité",
      "Menuiserie 100% bois",
      "Peinture_Pro",
      "Volt Express",
      "Zed Plomberie",
    ];
    expect(names(await list("sort=name_asc"))).toEqual(expected);
    expect(names(await list("sort=name_desc"))).toEqual([...expected].reverse());
  });

  it("profession: alphabetical by profession, then by name", async () => {
    expect(names(await list("sort=profession"))).toEqual([
      "Bâtisseurs Réunis",
      "Électro Sud",
      "Karim Électricité",
      "Volt Express",
      "Menuiserie 100% bois",
      "Peinture_Pro",
      "atelier Plomberie",
      "Zed Plomberie",
      "Ben X Services",
    ]);
  });

  it("a sort applies to the filtered rows", async () => {
    expect(names(await list("minRating=4&sort=name_desc"))).toEqual([
      "Zed Plomberie",
      "Peinture_Pro",
      "Karim Électricité",
      "Bâtisseurs Réunis",
    ]);
  });
});

// Last: these rows would crowd the first page of the tests above.
describe("listServices: pagination", () => {
  const GARDENERS = 30;

  beforeAll(async () => {
    const db = await getDb();
    await db.insert(services).values(
      Array.from({ length: GARDENERS }, (_, index) =>
        service(100 + index, {
          name: `Jardinier ${String(index + 1).padStart(2, "0")}`,
          profession: "Jardinier",
          location: "kasserine",
          // All equal: only the id orders them, and no row may appear on two pages.
          avgRating: 3,
        }),
      ),
    );
  });

  it("shows 24 per page with the total and the page count", async () => {
    const first = await list("location=kasserine&sort=name_asc");
    expect(first).toMatchObject({ total: GARDENERS, page: 1, pageCount: 2, pageSize: 24 });
    expect(names(first)).toHaveLength(24);
    expect(names(first)[0]).toBe("Jardinier 01");
    const second = await list("location=kasserine&sort=name_asc&page=2");
    expect(second.page).toBe(2);
    expect(names(second)).toEqual(
      Array.from({ length: 6 }, (_, index) => `Jardinier ${String(25 + index)}`),
    );
  });

  it("with equal ratings, the pages still share no row and miss none", async () => {
    const first = await list("location=kasserine");
    const second = await list("location=kasserine&page=2");
    const all = [...names(first), ...names(second)];
    expect(new Set(all).size).toBe(GARDENERS);
  });

  it("a page past the end shows the last page", async () => {
    const last = await list("location=kasserine&sort=name_asc&page=2");
    const beyond = await list("location=kasserine&sort=name_asc&page=9");
    expect(beyond.page).toBe(2);
    expect(names(beyond)).toEqual(names(last));
  });

  it("counts every match beyond the first page", async () => {
    const all = await list("");
    expect(all).toMatchObject({ total: 9 + GARDENERS, pageCount: 2 });
    expect(names(all)[0]).toBe("Zed Plomberie");
  });
});
