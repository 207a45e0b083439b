import { eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listMyFavorites } from "~/features/favorites/my-favorites.server";
import { listMyListings } from "~/features/listings/my-listings.server";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, properties, user } from "~/server/db/schema";
import { getPropertyDetail } from "./get-property.server";
import { listNewestProperties, listProperties } from "./list-properties.server";
import { parsePropertyListQuery } from "./list-query-schema";
import { setPropertyStatus } from "./set-property-status.server";

type TActor = { id: string; role: "user" | "admin" };

async function account(id: string, role: "user" | "admin" = "user"): Promise<TActor> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, role });
  return { id, role };
}

async function insertProperty(ownerId: string, values: Partial<typeof properties.$inferInsert>) {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      title: "Appartement S+2 à La Marsa",
      description: "Lumineux, proche de la plage.",
      type: "appartement",
      announcementType: "vente",
      price: 300_000,
      surface: 100,
      rooms: 2,
      address: "Rue de la Plage",
      governorate: "tunis",
      location: "tunis",
      whatsapp: "21698123456",
      ...values,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function statusOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ status: properties.status })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.status;
}

const listIds = async (search: string) =>
  (await listProperties(parsePropertyListQuery(new URLSearchParams(search)))).items.map(
    (item) => item.id,
  );

describe("setPropertyStatus: who may mark a property sold or rented", () => {
  it("lets the owner and administrators mark and undo; refuses visitors and others, changing nothing", async () => {
    const owner = await account("status-owner");
    const other = await account("status-other");
    const admin = await account("status-admin", "admin");
    const id = await insertProperty(owner.id, {});

    const anonymous = await setPropertyStatus(null, { id, status: "sold" });
    expect(anonymous).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await statusOf(id)).toBe("available");

    const byOther = await setPropertyStatus(other, { id, status: "sold" });
    expect(byOther).toMatchObject({ ok: false, code: "forbidden" });
    expect(await statusOf(id)).toBe("available");

    expect(await setPropertyStatus(owner, { id, status: "sold" })).toMatchObject({
      ok: true,
      status: "sold",
    });
    expect(await statusOf(id)).toBe("sold");

    const undoByOther = await setPropertyStatus(other, { id, status: "available" });
    expect(undoByOther).toMatchObject({ ok: false, code: "forbidden" });
    expect(await statusOf(id)).toBe("sold");

    expect(await setPropertyStatus(admin, { id, status: "available" })).toMatchObject({
      ok: true,
    });
    expect(await statusOf(id)).toBe("available");
    expect(await setPropertyStatus(admin, { id, status: "sold" })).toMatchObject({ ok: true });
    expect(await setPropertyStatus(owner, { id, status: "available" })).toMatchObject({
      ok: true,
    });
    expect(await statusOf(id)).toBe("available");
  });

  it("answers bad input with a French message and changes nothing", async () => {
    const owner = await account("status-input-owner");
    const sale = await insertProperty(owner.id, { announcementType: "vente" });
    const rental = await insertProperty(owner.id, { announcementType: "location", price: 900 });

    expect(await setPropertyStatus(owner, { id: sale, status: "rented" })).toMatchObject({
      ok: false,
      code: "invalid",
      message: "Seul un bien à louer peut être marqué comme loué.",
    });
    expect(await setPropertyStatus(owner, { id: rental, status: "sold" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await setPropertyStatus(owner, { id: sale, status: "perdu" })).toMatchObject({
      ok: false,
      code: "invalid",
    });
    expect(await setPropertyStatus(owner, { id: "pas-un-id", status: "sold" })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(
      await setPropertyStatus(owner, { id: crypto.randomUUID(), status: "sold" }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(await statusOf(sale)).toBe("available");
    expect(await statusOf(rental)).toBe("available");

    expect(await setPropertyStatus(owner, { id: rental, status: "rented" })).toMatchObject({
      ok: true,
      status: "rented",
    });
  });
});

describe("sold and rented properties in the lists", () => {
  it("leaves them out of the default list and the home page; the filter brings them back; they keep their page, favourites and owner's list with their status", async () => {
    const owner = await account("closed-owner");
    const fan = await account("closed-fan");
    const onOffer = await insertProperty(owner.id, { title: "Villa toujours en vente" });
    const sold = await insertProperty(owner.id, { title: "Villa déjà vendue" });
    const rented = await insertProperty(owner.id, {
      title: "Studio déjà loué",
      announcementType: "location",
      price: 700,
    });
    await (await getDb())
      .insert(favorites)
      .values({ userId: fan.id, itemType: "property", itemId: sold });
    expect(await setPropertyStatus(owner, { id: sold, status: "sold" })).toMatchObject({
      ok: true,
    });
    expect(await setPropertyStatus(owner, { id: rented, status: "rented" })).toMatchObject({
      ok: true,
    });

    const byDefault = await listIds("");
    expect(byDefault).toContain(onOffer);
    expect(byDefault).not.toContain(sold);
    expect(byDefault).not.toContain(rented);
    const withClosed = await listIds("includeClosed=1");
    expect(withClosed).toEqual(expect.arrayContaining([onOffer, sold, rented]));
    const defaultTotal = (await listProperties(parsePropertyListQuery(new URLSearchParams(""))))
      .total;
    const withClosedList = await listProperties(
      parsePropertyListQuery(new URLSearchParams("includeClosed=1")),
    );
    // The count follows the list: closed listings are counted only with the filter.
    const closedInDb = await (await getDb())
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.status, "available"));
    expect(closedInDb.length).toBeGreaterThanOrEqual(2);
    expect(withClosedList.total).toBe(defaultTotal + closedInDb.length);
    const closedCards = withClosedList.items;
    expect(closedCards.find((card) => card.id === sold)?.status).toBe("sold");
    expect(closedCards.find((card) => card.id === rented)?.status).toBe("rented");

    // A forged value is no filter: the default list.
    expect(await listIds("includeClosed=oui")).not.toContain(sold);
    // The text search and its count sample follow the same rule.
    expect(await listIds("q=villa")).toEqual([onOffer]);
    expect(await listIds("q=villa&includeClosed=1")).toEqual(
      expect.arrayContaining([onOffer, sold]),
    );

    const newest = (await listNewestProperties()).map((item) => item.id);
    expect(newest).toContain(onOffer);
    expect(newest).not.toContain(sold);

    expect((await getPropertyDetail(sold, null))?.status).toBe("sold");

    const favourites = await listMyFavorites(fan, { kind: null, page: 1 });
    const favourite = favourites.items.find((item) => item.id === sold);
    expect(favourite?.kind === "property" && favourite.card.status).toBe("sold");

    const mine = await listMyListings(owner, { kind: "property", page: 1 });
    expect(mine.total).toBe(3);
    const rentedItem = mine.items.find((item) => item.id === rented);
    expect(rentedItem?.kind === "property" && rentedItem.card.status).toBe("rented");
  });
});
