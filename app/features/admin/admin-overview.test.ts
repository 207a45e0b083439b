import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reportListing } from "~/features/listings/report-listing.server";
import type { TSessionUser } from "~/kernel/actor";
import { getDb, queryRows } from "~/server/db/client.server";
import { conversations, messages, properties, services, stores } from "~/server/db/schema";
import { jobQueue } from "~/server/jobs/queue.server";
import {
  insertAccount,
  insertProperty,
  insertService,
  insertStore,
} from "../../../tests/fixtures/db-listings";
import type { TAdminOverview } from "./admin-overview";
import { countsQuery, getAdminOverview } from "./admin-overview.server";
import { moderateListing } from "./admin-reports.server";

/*
 * The overview tab (issue 26) on the real database: each figure moves when what it counts
 * happens, by Tunisian day (today, 7 and 30 days), the chart's days follow the listings, and only
 * administrators read it.
 */

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

let admin: TSessionUser;
let owner: TSessionUser;
beforeAll(async () => {
  admin = await insertAccount("admin");
  owner = await insertAccount();
});

async function overview(): Promise<TAdminOverview> {
  const result = await getAdminOverview(admin);
  if (!result.ok) throw new Error(result.message);
  return result.overview;
}

/** A job of `name` that used up its retries, failed at `at`. */
async function failedJob(name: "mail" | "price-stats", at?: Date) {
  const boss = await jobQueue();
  const id = await boss.send(name, { to: "personne@exemple.tn" }, { retryLimit: 0 });
  if (!id) throw new Error("tâche non créée");
  await boss.fail(name, id, { message: "SMTP indisponible" });
  if (at) {
    const db = await getDb();
    await db.execute(
      sql`update pgboss.job set completed_on = ${at.toISOString()}::timestamptz where id = ${id}::uuid`,
    );
  }
}

const shift = (day: string, offset: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

describe("the admin overview", () => {
  it("refuses visitors and members, and changes nothing for them", async () => {
    expect(await getAdminOverview(null)).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await getAdminOverview(owner)).toMatchObject({
      ok: false,
      code: "forbidden",
      message: expect.any(String),
    });
  });

  it("counts what happened today, in 7 and in 30 Tunisian days, and draws the listings of each day", async () => {
    const before = await overview();
    expect(before.daily).toHaveLength(30);
    expect(before.daily.at(-1)?.day).toBe(before.today);
    expect(before.daily[0]?.day).toBe(shift(before.today, -29));

    // Today: one of each.
    const member = await insertAccount();
    const propertyId = await insertProperty(member.id);
    await insertService(member.id);
    await insertStore(member.id);
    const db = await getDb();
    await db.insert(messages).values({
      name: "Hédi Trabelsi",
      email: "hedi@exemple.tn",
      phone: "98123456",
      message: "Bonjour",
    });
    await db.insert(conversations).values({
      listingKind: "property",
      listingId: propertyId,
      listingTitle: "Appartement",
      buyerId: owner.id,
      ownerId: member.id,
    });
    expect(
      await reportListing(
        owner,
        { itemType: "property", itemId: propertyId, reason: "scam" },
        { clientIp: "10.9.0.1" },
      ),
    ).toMatchObject({ ok: true });
    const hiddenId = await insertProperty(member.id);
    expect(
      await moderateListing(admin, "hide", { kind: "property", id: hiddenId, reason: "Doublon" }),
    ).toMatchObject({ ok: true });
    await failedJob("mail");

    // Half an hour either side of midnight in Tunis (UTC+1 all year): today there, yesterday
    // there, whatever day it is in UTC.
    const tunisMidnight = new Date(`${before.today}T00:00:00+01:00`).getTime();
    const justAfter = await insertStore(member.id);
    const justBefore = await insertStore(member.id);
    await db
      .update(stores)
      .set({ createdAt: new Date(tunisMidnight + 30 * 60_000) })
      .where(eq(stores.id, justAfter));
    await db
      .update(stores)
      .set({ createdAt: new Date(tunisMidnight - 30 * 60_000) })
      .where(eq(stores.id, justBefore));

    // Ten days ago: in the 30 days only. Forty days ago: nowhere.
    const older = await insertService(member.id);
    await db
      .update(services)
      .set({ createdAt: daysAgo(10) })
      .where(eq(services.id, older));
    const oldest = await insertProperty(member.id);
    await db
      .update(properties)
      .set({ createdAt: daysAgo(40) })
      .where(eq(properties.id, oldest));
    await failedJob("price-stats", daysAgo(10));
    await failedJob("price-stats", daysAgo(40));
    // pg-boss's maintenance round (any process running jobs): failures stay countable for 30 days.
    await (await jobQueue()).maintain();

    const after = await overview();
    const moved = (metric: keyof TAdminOverview["figures"]) => ({
      today: after.figures[metric].today - before.figures[metric].today,
      week: after.figures[metric].week - before.figures[metric].week,
      month: after.figures[metric].month - before.figures[metric].month,
    });
    const one = { today: 1, week: 1, month: 1 };
    expect(moved("accounts")).toEqual(one);
    // The hidden listing was published today too.
    expect(moved("properties")).toEqual({ today: 2, week: 2, month: 2 });
    expect(moved("services")).toEqual({ today: 1, week: 1, month: 2 });
    expect(moved("stores")).toEqual({ today: 2, week: 3, month: 3 });
    expect(moved("contactMessages")).toEqual(one);
    expect(moved("conversations")).toEqual(one);
    expect(moved("openReports")).toEqual(one);
    expect(moved("hiddenListings")).toEqual(one);
    expect(moved("failedJobs")).toEqual({ today: 1, week: 1, month: 2 });
    expect(after.failedJobs).toEqual(
      expect.arrayContaining([
        { name: "mail", today: 1, week: 1, month: 1 },
        { name: "price-stats", today: 0, week: 0, month: 1 },
      ]),
    );

    const dayOf = (overview: TAdminOverview, day: string) =>
      overview.daily.find((entry) => entry.day === day);
    expect(dayOf(after, after.today)).toEqual({
      day: after.today,
      properties: (dayOf(before, after.today)?.properties ?? 0) + 2,
      services: (dayOf(before, after.today)?.services ?? 0) + 1,
      stores: (dayOf(before, after.today)?.stores ?? 0) + 2,
    });
    const yesterday = shift(after.today, -1);
    expect(dayOf(after, yesterday)?.stores).toBe((dayOf(before, yesterday)?.stores ?? 0) + 1);
    const tenDaysAgo = shift(after.today, -10);
    expect(dayOf(after, tenDaysAgo)?.services).toBe((dayOf(before, tenDaysAgo)?.services ?? 0) + 1);

    // A report handled and a listing restored leave the figures that count what is still open.
    expect(
      await moderateListing(admin, "restore", { kind: "property", id: hiddenId }),
    ).toMatchObject({ ok: true });
    expect(
      await moderateListing(admin, "dismiss", { kind: "property", id: propertyId }),
    ).toMatchObject({ ok: true });
    const handled = await overview();
    expect(handled.figures.openReports).toEqual(before.figures.openReports);
    expect(handled.figures.hiddenListings).toEqual(before.figures.hiddenListings);
  });
});

describe("the overview's query", () => {
  it("walks a created_at index for accounts and conversations, never their whole tables", async () => {
    const db = await getDb();
    const since = daysAgo(29).toISOString();
    const plan = await db.transaction(async (tx) => {
      // The test tables are small enough for the planner to prefer reading them whole: what is
      // asked is whether an index can answer at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await queryRows<Record<string, string>>(
        tx as unknown as typeof db,
        sql`explain ${countsQuery(since)}`,
      );
      return rows.map((row) => Object.values(row)[0]).join("\n");
    });
    expect(plan).toContain("user_created_at_idx");
    expect(plan).toContain("conversations_created_at_idx");
    expect(plan).not.toMatch(/Seq Scan on "?(user|conversations)"?/);
  });
});
