import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { propertyCardColumns } from "~/features/listings/card-columns.server";
import { getDb } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import { jobQueue } from "~/server/jobs/queue.server";
import { runPendingJobs } from "~/server/jobs/runner.server";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import { priceContextLine, priceContextText } from "./price-context";
import {
  priceContextOf,
  priceGroupsChanged,
  refreshAllPriceStats,
  refreshPriceGroup,
  withPriceGaps,
} from "./price-context.server";
import { setPropertyStatus } from "./set-property-status.server";

/* Price per m² in context (issue 15, decision 0022) on the real database. */

const group = { announcementType: "vente", type: "appartement", location: "monastir" } as const;

async function property(ownerId: string, price: number, surface = 100) {
  return insertProperty(ownerId, { ...group, governorate: "monastir", price, surface });
}

async function contextOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error("propriété absente");
  return priceContextOf(row);
}

describe("price in context", () => {
  it("compares with the median only from 5 comparable listings on", async () => {
    const seller = await insertAccount();
    // 2 000, 2 100, 2 200, 2 300 TND/m²: four comparables for the fifth.
    for (const price of [200_000, 210_000, 220_000, 230_000]) await property(seller.id, price);
    const subject = await property(seller.id, 176_000);
    await refreshPriceGroup(group);
    expect(await contextOf(subject)).toEqual({ pricePerM2: 1760, median: null });
    expect(priceContextText({ pricePerM2: 1760, median: null }, "monastir")).toBe(
      "Prix au m² : 1\u00a0760 TND",
    );

    await property(seller.id, 240_000);
    await refreshPriceGroup(group);
    // Median of the six: (2 100 + 2 200) / 2 = 2 150 TND/m²; 1 760 is 18 % under it.
    const context = await contextOf(subject);
    expect(context).toEqual({ pricePerM2: 1760, median: 2150 });
    expect(priceContextText(context as NonNullable<typeof context>, "monastir")).toBe(
      "Prix au m² : 1\u00a0760 TND · 18 % sous la médiane à Monastir",
    );
  });

  it("leaves sold listings out of the comparables", async () => {
    const seller = await insertAccount();
    const place = { announcementType: "vente", type: "terrain", location: "tozeur" } as const;
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      ids.push(await insertProperty(seller.id, { ...place, governorate: "tozeur", price: 50_000 }));
    }
    await refreshPriceGroup(place);
    expect((await contextOf(ids[0] as string))?.median).not.toBeNull();
    expect((await setPropertyStatus(seller, { id: ids[1], status: "sold" })).ok).toBe(true);
    // The status change queued the group's refresh.
    expect(await runPendingJobs("price-stats")).toBeGreaterThan(0);
    expect((await contextOf(ids[0] as string))?.median).toBeNull();
  });

  it("queues one refresh per group however many changes ask for it", async () => {
    await priceGroupsChanged(group, group);
    await priceGroupsChanged(group);
    expect(await (await jobQueue()).getQueueSize("price-stats")).toBe(1);
    expect(await runPendingJobs("price-stats")).toBe(1);
  });

  it("words the three positions", () => {
    expect(priceContextText({ pricePerM2: 2450, median: 2800 }, "tunis")).toBe(
      "Prix au m² : 2\u00a0450 TND · 13 % sous la médiane à Tunis",
    );
    expect(priceContextText({ pricePerM2: 2450, median: 2400 }, "kef")).toBe(
      "Prix au m² : 2\u00a0450 TND · dans la moyenne au Kef",
    );
    expect(priceContextText({ pricePerM2: 3000, median: 2500 }, "ben_arous")).toBe(
      "Prix au m² : 3\u00a0000 TND · 20 % au-dessus de la médiane à Ben Arous",
    );
  });

  it("gives list cards the property page's line, from 5 comparables on", async () => {
    const seller = await insertAccount();
    const place = { announcementType: "vente", type: "bureau", location: "sousse" } as const;
    const insert = (price: number) =>
      insertProperty(seller.id, { ...place, governorate: "sousse", price, surface: 100 });
    const ids: string[] = [];
    // 1 000 … 1 400 TND/m²: each card has the four others as comparables.
    for (const price of [100_000, 110_000, 120_000, 130_000, 140_000])
      ids.push(await insert(price));
    const cardsOf = async () => {
      await refreshPriceGroup(place);
      const db = await getDb();
      const rows = await db.select(propertyCardColumns).from(properties);
      return withPriceGaps(rows.filter((row) => ids.includes(row.id)));
    };
    const lineOf = (card: Awaited<ReturnType<typeof cardsOf>>[number]) =>
      priceContextLine(card.price / card.surface, card.priceGap, card.location);

    const fourComparables = await cardsOf();
    expect(fourComparables.map((card) => card.priceGap)).toEqual([null, null, null, null, null]);
    expect(fourComparables.map(lineOf)).toContain("Prix au m² : 1\u00a0000 TND");

    ids.push(await insert(150_000));
    const fiveComparables = await cardsOf();
    // Median of the six: 1 250 TND/m²; 1 000 is 20 % under it.
    const cheapest = fiveComparables.find((card) => card.price === 100_000);
    expect(cheapest?.priceGap).toBe(-20);
    expect(lineOf(cheapest as NonNullable<typeof cheapest>)).toBe(
      "Prix au m² : 1\u00a0000 TND · 20 % sous la médiane à Sousse",
    );
    // Every card says what its page says.
    for (const card of fiveComparables) {
      const context = await contextOf(card.id);
      expect(lineOf(card)).toBe(
        priceContextText(context as NonNullable<typeof context>, card.location),
      );
    }
  });

  it("recomputes every group on the scheduled run", async () => {
    expect(await refreshAllPriceStats()).toBeGreaterThan(0);
  });
});
