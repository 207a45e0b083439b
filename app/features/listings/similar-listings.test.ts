import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as catalogueDetailLoader } from "~/routes/catalogue-detail";
import { loader as propertyDetailLoader } from "~/routes/property-detail";
import { getDb } from "~/server/db/client.server";
import { properties, services } from "~/server/db/schema";
import {
  insertAccount,
  insertProperty,
  insertService,
  insertStore,
} from "../../../tests/fixtures/db-listings";
import { hideListing } from "./moderation.server";
import { similarCatalogueItems, similarProperties } from "./similar-listings.server";

/* Similar listings (issue 15, decision 0025) on the real database. */

const DAY_MS = 86_400_000;
const group = { announcementType: "location", type: "maison", location: "kairouan" } as const;

async function house(
  ownerId: string,
  price: number,
  more: Partial<typeof properties.$inferInsert> = {},
) {
  return insertProperty(ownerId, { ...group, governorate: "kairouan", price, ...more });
}

async function pageOf(path: string) {
  const id = path.split("/").at(-1) as string;
  const args = {
    request: new Request(`http://localhost${path}`),
    params: { id },
    context: {},
  };
  return path.startsWith("/proprietes/")
    ? propertyDetailLoader(args as Parameters<typeof propertyDetailLoader>[0])
    : catalogueDetailLoader(args as Parameters<typeof catalogueDetailLoader>[0]);
}

describe("similar properties", () => {
  it("are four of the same announcement, type and governorate on offer, nearest in price", async () => {
    const seller = await insertAccount();
    const subject = await house(seller.id, 1000);
    const near = {
      below: await house(seller.id, 950),
      above: await house(seller.id, 1080),
      same: await house(seller.id, 1000),
      farBelow: await house(seller.id, 800),
    };
    await house(seller.id, 1500); // farther than the four above
    await house(seller.id, 400);
    // Never: another announcement, type or governorate, sold, expired, hidden.
    await insertProperty(seller.id, {
      ...group,
      announcementType: "vente",
      governorate: "kairouan",
      price: 1000,
    });
    await insertProperty(seller.id, {
      ...group,
      type: "appartement",
      governorate: "kairouan",
      price: 1001,
    });
    await insertProperty(seller.id, {
      ...group,
      location: "sfax",
      governorate: "sfax",
      price: 1000,
    });
    await house(seller.id, 1001, { status: "rented" });
    await house(seller.id, 999, { expiresAt: new Date(Date.now() - DAY_MS) });
    const hidden = await house(seller.id, 1002);
    const db = await getDb();
    await hideListing(db, { kind: "property", id: hidden }, { reason: "Arnaque", by: null });

    const [row] = await db.select().from(properties).where(eq(properties.id, subject));
    const similar = await similarProperties(row as typeof properties.$inferSelect);
    expect(similar.map((item) => item.id)).toEqual([
      near.same,
      near.below,
      near.above,
      near.farBelow,
    ]);
    expect(similar.map((item) => item.price)).toEqual([1000, 950, 1080, 800]);

    // The page shows them, and never the listing itself.
    const page = (await pageOf(`/proprietes/${subject}`)) as { similar: { id: string }[] };
    expect(page.similar.map((item) => item.id)).toEqual([
      near.same,
      near.below,
      near.above,
      near.farBelow,
    ]);
    const other = (await pageOf(`/proprietes/${near.same}`)) as { similar: { id: string }[] };
    expect(other.similar.map((item) => item.id)).toEqual([
      subject,
      near.below,
      near.above,
      near.farBelow,
    ]);
  });

  it("are none when the listing is alone of its kind in its governorate", async () => {
    const seller = await insertAccount();
    const alone = await insertProperty(seller.id, {
      type: "bureau",
      location: "tataouine",
      governorate: "tataouine",
    });
    const page = (await pageOf(`/proprietes/${alone}`)) as { similar: unknown[] };
    expect(page.similar).toEqual([]);
  });
});

describe("similar services and shops", () => {
  it("are of the same profession in the same governorate, best rated then newest", async () => {
    const owner = await insertAccount();
    const place = { profession: "Électricien", location: "gabes" };
    const subject = await insertService(owner.id, { ...place, avgRating: 3 });
    const good = await insertService(owner.id, { ...place, avgRating: 4.5 });
    const older = await insertService(owner.id, {
      ...place,
      avgRating: 2,
      createdAt: new Date(Date.now() - 10 * DAY_MS),
    });
    const newer = await insertService(owner.id, { ...place, avgRating: 2 });
    await insertService(owner.id, { ...place, profession: "Plombier" });
    await insertService(owner.id, { ...place, location: "tunis" });
    const hidden = await insertService(owner.id, { ...place, avgRating: 5 });
    const db = await getDb();
    await hideListing(db, { kind: "service", id: hidden }, { reason: "Arnaque", by: null });

    const page = (await pageOf(`/services/${subject}`)) as { similar: { id: string }[] };
    expect(page.similar.map((item) => item.id)).toEqual([good, newer, older]);

    const [row] = await db.select().from(services).where(eq(services.id, good));
    const ofGood = await similarCatalogueItems("service", {
      id: good,
      label: row?.profession ?? "",
      location: "gabes",
    });
    expect(ofGood.map((item) => item.id)).toEqual([subject, newer, older]);
  });

  it("shops are of the same category in the same governorate", async () => {
    const owner = await insertAccount();
    const subject = await insertStore(owner.id, { category: "meubles", location: "bizerte" });
    const same = await insertStore(owner.id, { category: "meubles", location: "bizerte" });
    await insertStore(owner.id, { category: "outillage", location: "bizerte" });
    await insertStore(owner.id, { category: "meubles", location: "nabeul" });
    const page = (await pageOf(`/boutiques/${subject}`)) as { similar: { id: string }[] };
    expect(page.similar.map((item) => item.id)).toEqual([same]);
  });
});
