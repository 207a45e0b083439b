import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { eraseUser } from "~/features/account/erase-user.server";
import { deleteListingAsAdmin } from "~/features/admin/admin-content.server";
import { getAdminOverview } from "~/features/admin/admin-overview.server";
import { parseAdminListQuery } from "~/features/admin/admin-query";
import { listReportQueue, moderateListing } from "~/features/admin/admin-reports.server";
import { addComment } from "~/features/comments/add-comment.server";
import { changeFavorite } from "~/features/favorites/change-favorite.server";
import { listNotifications } from "~/features/notifications/list-notifications.server";
import { getPropertyDetail } from "~/features/properties/get-property.server";
import { listNewestProperties, listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { rateItem } from "~/features/ratings/rate-item.server";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import {
  adminAuditLog,
  favorites,
  hiddenListings,
  listingReports,
  profiles,
  properties,
  ratings,
  serviceComments,
  services,
  user,
} from "~/server/db/schema";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { getCatalogueDetail } from "./catalogue/get-catalogue-item.server";
import { listNewestCatalogue } from "./catalogue/list-catalogue.server";
import { listMyListings } from "./my-listings.server";
import { reportListing } from "./report-listing.server";
import { REPORT_TEXTS } from "./report-texts";
import { getSellerListings } from "./seller-listings.server";

/*
 * Reports and moderation (issue 14) on the real database: who may report, hide, restore, delete
 * and dismiss; what a refusal leaves unchanged; the automatic hiding; where a hidden listing no
 * longer shows.
 */

let counter = 0;
async function account(role: "user" | "admin" = "user"): Promise<TSessionUser> {
  counter += 1;
  const id = `signal-${role}-${counter}`;
  const email = `${id}@exemple.tn`;
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email });
  await db.insert(profiles).values({ id, email, role, firstName: "Prénom", lastName: id });
  return { id, email, role, firstName: "Prénom", lastName: id, avatarUrl: null };
}

async function property(ownerId: string, title = `Villa zqsignal${++counter}`) {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      title,
      description: "Belle villa avec jardin.",
      type: "villa",
      announcementType: "vente",
      price: 450000,
      surface: 300,
      address: "Rue des Jasmins",
      governorate: "nabeul",
      location: "nabeul",
      whatsapp: "98123456",
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function service(ownerId: string) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId: ownerId,
      name: `Plomberie zqsignal${++counter}`,
      profession: "Plombier",
      description: "Dépannage",
      location: "sfax",
      phone: "98123456",
      whatsapp: "98123456",
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

const ip = () => `10.1.0.${++counter % 250}`;

async function reportsOf(id: string) {
  const db = await getDb();
  return db.select().from(listingReports).where(eq(listingReports.itemId, id));
}

async function isHidden(id: string) {
  const db = await getDb();
  const rows = await db.select().from(hiddenListings).where(eq(hiddenListings.itemId, id));
  return rows.length > 0;
}

async function journalFor(id: string) {
  const db = await getDb();
  return db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
}

let owner: TSessionUser;
let other: TSessionUser;
let admin: TSessionUser;
beforeAll(async () => {
  owner = await account();
  other = await account();
  admin = await account("admin");
});

describe("reporting a listing", () => {
  it("takes a visitor's report once per address and a user's once per account", async () => {
    const id = await property(owner.id);
    const input = {
      itemType: "property",
      itemId: id,
      reason: "scam",
      details: "Demande un acompte.",
    };
    const address = ip();
    expect(await reportListing(null, input, { clientIp: address })).toEqual({
      ok: true,
      message: REPORT_TEXTS.sent,
    });
    const again = await reportListing(null, { ...input, reason: "other" }, { clientIp: address });
    expect(again).toMatchObject({ ok: false, code: "conflict" });
    expect(await reportListing(null, input, { clientIp: ip() })).toMatchObject({ ok: true });

    expect(await reportListing(other, input, { clientIp: address })).toMatchObject({ ok: true });
    const twice = await reportListing(other, input, { clientIp: ip() });
    expect(twice).toMatchObject({ ok: false, code: "conflict" });
    const rows = await reportsOf(id);
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.reporterId === other.id)?.details).toBe("Demande un acompte.");
  });

  it("refuses the owner, forged reasons, long details and unknown or hidden listings", async () => {
    const id = await property(owner.id);
    const base = { itemType: "property", itemId: id, reason: "duplicate" };
    const own = await reportListing(owner, base, { clientIp: ip() });
    expect(own).toMatchObject({ ok: false, code: "forbidden" });
    expect(own.ok ? "" : own.message).toBe("Vous ne pouvez pas signaler votre propre annonce.");
    expect(
      await reportListing(other, { ...base, reason: "spam" }, { clientIp: ip() }),
    ).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { reason: "Choisissez un motif de signalement." },
    });
    expect(
      await reportListing(other, { ...base, details: "x".repeat(10_000) }, { clientIp: ip() }),
    ).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { details: "Les précisions ne peuvent pas dépasser 1000 caractères." },
    });
    const unknown = { ...base, itemId: "6f1c2b9e-1111-4222-8333-944455556666" };
    expect(await reportListing(other, unknown, { clientIp: ip() })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(
      await reportListing(other, { ...base, itemId: "../../etc" }, { clientIp: ip() }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(
      await reportListing(other, { ...base, itemType: "voiture" }, { clientIp: ip() }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(await reportsOf(id)).toHaveLength(0);

    expect(
      await moderateListing(admin, "hide", { kind: "property", id, reason: "Arnaque avérée" }),
    ).toMatchObject({ ok: true });
    expect(await reportListing(other, base, { clientIp: ip() })).toMatchObject({
      ok: false,
      code: "not_found",
    });
    expect(await reportsOf(id)).toHaveLength(0);
  });

  it("limits reports per client address", async () => {
    const address = ip();
    const ids = await Promise.all(Array.from({ length: 11 }, () => property(owner.id)));
    const answers = [];
    for (const id of ids) {
      answers.push(
        await reportListing(
          null,
          { itemType: "property", itemId: id, reason: "other" },
          { clientIp: address },
        ),
      );
    }
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: false, code: "rate_limited" });
    expect(await reportsOf(ids[10] as string)).toHaveLength(0);
  });
});

describe("automatic hiding", () => {
  it("hides a listing reported by three different accounts, and says so in the journal", async () => {
    const id = await property(owner.id);
    const input = { itemType: "property", itemId: id, reason: "scam" };
    for (const reporter of [await account(), await account()]) {
      await reportListing(reporter, input, { clientIp: ip() });
    }
    // Visitors do not count towards the rule.
    await reportListing(null, input, { clientIp: ip() });
    await reportListing(null, input, { clientIp: ip() });
    expect(await isHidden(id)).toBe(false);
    await reportListing(await account(), input, { clientIp: ip() });
    expect(await isHidden(id)).toBe(true);
    const journal = await journalFor(id);
    expect(journal).toHaveLength(1);
    expect(journal[0]).toMatchObject({
      action: "listing_hidden",
      actorId: null,
      actorLabel: "Système",
    });
  });

  it("does not hide a listing one account reports three times", async () => {
    const id = await property(owner.id);
    const reporter = await account();
    for (const reason of ["scam", "duplicate", "other"]) {
      await reportListing(
        reporter,
        { itemType: "property", itemId: id, reason },
        { clientIp: ip() },
      );
    }
    expect(await reportsOf(id)).toHaveLength(1);
    expect(await isHidden(id)).toBe(false);
  });
});

describe("moderation permissions", () => {
  const actors = () =>
    [
      ["a visitor", null, "unauthenticated"],
      ["another user", other, "forbidden"],
      ["the owner", owner, "forbidden"],
    ] as const;

  it("lets only administrators hide, restore, dismiss and delete; refusals change nothing", async () => {
    const id = await property(owner.id);
    await reportListing(
      other,
      { itemType: "property", itemId: id, reason: "scam" },
      { clientIp: ip() },
    );
    const target = { kind: "property", id };
    for (const [, actor, code] of actors()) {
      expect(
        await moderateListing(actor, "hide", { ...target, reason: "Non conforme" }),
      ).toMatchObject({ ok: false, code });
      expect(await moderateListing(actor, "dismiss", target)).toMatchObject({ ok: false, code });
      expect(await isHidden(id)).toBe(false);
      expect((await reportsOf(id))[0]?.status).toBe("open");
      expect(
        await listReportQueue(actor, parseAdminListQuery(new URLSearchParams())),
      ).toMatchObject({ ok: false, code });
      expect(await getAdminOverview(actor)).toMatchObject({ ok: false, code });
    }
    expect(
      await moderateListing(admin, "hide", { ...target, reason: "Non conforme" }),
    ).toMatchObject({ ok: true });
    expect(await isHidden(id)).toBe(true);
    expect((await reportsOf(id))[0]?.status).toBe("closed");
    for (const [, actor, code] of actors()) {
      expect(await moderateListing(actor, "restore", target)).toMatchObject({ ok: false, code });
      expect(await isHidden(id)).toBe(true);
      const deleted = await deleteListingAsAdmin(actor as TSessionUser | null, target);
      expect(deleted).toMatchObject({ ok: false, code });
    }
    expect(await moderateListing(admin, "restore", target)).toMatchObject({ ok: true });
    expect(await isHidden(id)).toBe(false);
    const actions = (await journalFor(id))
      .filter((line) => line.outcome === "success")
      .map((line) => line.action);
    expect(actions.sort()).toEqual(["listing_hidden", "listing_restored"]);

    await reportListing(
      await account(),
      { itemType: "property", itemId: id, reason: "other" },
      { clientIp: ip() },
    );
    expect(await moderateListing(admin, "dismiss", target)).toMatchObject({ ok: true });
    expect((await reportsOf(id)).every((row) => row.status === "closed")).toBe(true);
    expect(await moderateListing(admin, "dismiss", target)).toMatchObject({
      ok: false,
      code: "conflict",
    });

    expect(await deleteListingAsAdmin(admin, target)).toMatchObject({ ok: true });
    expect(await reportsOf(id)).toHaveLength(0);
  });

  it("refuses a hide without a reason or of an unknown listing", async () => {
    const id = await property(owner.id);
    expect(
      await moderateListing(admin, "hide", { kind: "property", id, reason: " " }),
    ).toMatchObject({ ok: false, code: "invalid" });
    expect(
      await moderateListing(admin, "hide", {
        kind: "property",
        id: "6f1c2b9e-1111-4222-8333-944455556666",
        reason: "Motif",
      }),
    ).toMatchObject({ ok: false, code: "not_found" });
    expect(await isHidden(id)).toBe(false);
  });
});

describe("a hidden listing", () => {
  it("leaves lists, search, the home page and the seller page; its page is for owner and admins", async () => {
    const seller = await account();
    const word = `zqcache${++counter}`;
    const id = await property(seller.id, `Villa ${word}`);
    const serviceId = await service(seller.id);
    const search = parsePropertyListQuery(new URLSearchParams({ q: word }));
    const listed = async () => (await listProperties(search)).items.map((item) => item.id);
    expect(await listed()).toContain(id);

    await moderateListing(admin, "hide", { kind: "property", id, reason: "Photos trompeuses" });
    await moderateListing(admin, "hide", { kind: "service", id: serviceId, reason: "Doublon" });
    expect(await listed()).not.toContain(id);
    const all = await listProperties(
      parsePropertyListQuery(new URLSearchParams({ location: "nabeul" })),
    );
    expect(all.items.map((item) => item.id)).not.toContain(id);
    expect((await listNewestProperties(100)).map((item) => item.id)).not.toContain(id);
    expect((await listNewestCatalogue("service", 100)).map((item) => item.id)).not.toContain(
      serviceId,
    );
    const page = await getSellerListings(null, seller.id, { page: 1 });
    if (!page.ok) throw new Error(page.message);
    expect(page.counts.properties).toBe(0);
    expect(page.counts.services).toBe(0);

    expect(await getPropertyDetail(id, null)).toBeNull();
    expect(await getPropertyDetail(id, other)).toBeNull();
    expect((await getPropertyDetail(id, seller))?.moderation).toMatchObject({
      reason: "Photos trompeuses",
    });
    expect((await getPropertyDetail(id, admin))?.moderation).toMatchObject({ hidden: true });
    expect(await getCatalogueDetail("service", serviceId, other)).toBeNull();
    expect((await getCatalogueDetail("service", serviceId, seller))?.moderation).toMatchObject({
      reason: "Doublon",
    });

    await moderateListing(admin, "restore", { kind: "property", id });
    expect(await listed()).toContain(id);
    expect((await getPropertyDetail(id, null))?.moderation).toBeNull();
  });

  it("is in the queue, most reported first", async () => {
    const once = await property(owner.id);
    const twice = await property(owner.id);
    await reportListing(
      null,
      { itemType: "property", itemId: once, reason: "other" },
      { clientIp: ip() },
    );
    for (let n = 0; n < 2; n++) {
      await reportListing(
        null,
        { itemType: "property", itemId: twice, reason: "scam", details: "Faux" },
        { clientIp: ip() },
      );
    }
    const queue = await listReportQueue(admin, parseAdminListQuery(new URLSearchParams()));
    if (!queue.ok) throw new Error(queue.message);
    const ids = queue.page.rows.map((row) => row.id);
    expect(ids.indexOf(twice)).toBeLessThan(ids.indexOf(once));
    const row = queue.page.rows.find((item) => item.id === twice);
    expect(row).toMatchObject({ openCount: 2, hidden: null });
    expect(row?.reports[0]).toMatchObject({
      reason: "Arnaque ou fraude",
      details: "Faux",
      by: "visitor",
    });
    const db = await getDb();
    const rows = await db
      .select()
      .from(listingReports)
      .where(and(eq(listingReports.itemId, twice), eq(listingReports.status, "open")));
    expect(rows).toHaveLength(2);
  });
});

describe("the owner's own lists", () => {
  it("keeps a hidden listing in my listings with its mark", async () => {
    const seller = await account();
    const id = await property(seller.id);
    await moderateListing(admin, "hide", { kind: "property", id, reason: "Prix erroné" });
    const mine = await listMyListings(seller, { kind: null, page: 1 });
    expect(mine.items.find((item) => item.id === id)).toMatchObject({ hidden: true });
  });
});

describe("the owner is told", () => {
  it("in the bell and by e-mail when their listing is hidden or restored", async () => {
    const seller = await account();
    const id = await property(seller.id, "Villa des Oliviers");
    await moderateListing(admin, "hide", { kind: "property", id, reason: "Photos trompeuses" });
    const bell = await listNotifications(seller);
    if (!bell.ok) throw new Error(bell.message);
    expect(bell.unreadCount).toBe(1);
    expect(bell.notifications[0]).toMatchObject({
      type: "listing_hidden",
      reason: "Photos trompeuses",
      listing: { kind: "property", id, title: "Villa des Oliviers" },
    });
    const hiddenMail = (await deliveredMailsTo(seller.email)).at(-1);
    expect(hiddenMail?.subject).toBe("Votre annonce a été masquée - Darna");
    expect(hiddenMail?.text).toContain(
      "Votre annonce « Villa des Oliviers » a été masquée par la modération : Photos trompeuses",
    );

    await moderateListing(admin, "restore", { kind: "property", id });
    const after = await listNotifications(seller);
    if (!after.ok) throw new Error(after.message);
    expect(after.notifications[0]).toMatchObject({ type: "listing_restored" });
    expect((await deliveredMailsTo(seller.email)).at(-1)?.subject).toBe(
      "Votre annonce a été rétablie - Darna",
    );
  });

  it("when reports hide it automatically, and not when a refusal changes nothing", async () => {
    const seller = await account();
    const id = await property(seller.id);
    await moderateListing(other, "hide", { kind: "property", id, reason: "Non conforme" });
    expect(await deliveredMailsTo(seller.email)).toHaveLength(0);
    for (let n = 0; n < 3; n++) {
      await reportListing(
        await account(),
        { itemType: "property", itemId: id, reason: "scam" },
        { clientIp: ip() },
      );
    }
    const bell = await listNotifications(seller);
    if (!bell.ok) throw new Error(bell.message);
    expect(bell.notifications.map((item) => item.type)).toEqual(["listing_hidden"]);
    expect(await deliveredMailsTo(seller.email)).toHaveLength(1);
  });
});

describe("erasing an account", () => {
  it("takes the reports and hidden marks of its listings with it", async () => {
    const seller = await account();
    const id = await property(seller.id);
    await reportListing(
      other,
      { itemType: "property", itemId: id, reason: "scam" },
      { clientIp: ip() },
    );
    await moderateListing(admin, "hide", { kind: "property", id, reason: "Arnaque" });
    await eraseUser(seller.id);
    expect(await reportsOf(id)).toHaveLength(0);
    expect(await isHidden(id)).toBe(false);
  });
});

describe("the queue's search", () => {
  it("finds a listing by a word of its title, wildcards taken literally", async () => {
    const id = await property(owner.id, "Duplex zqrecherche 100%");
    await reportListing(
      null,
      { itemType: "property", itemId: id, reason: "other" },
      { clientIp: ip() },
    );
    const found = await listReportQueue(
      admin,
      parseAdminListQuery(new URLSearchParams({ q: "ZQRECHERCHE 100%" })),
    );
    if (!found.ok) throw new Error(found.message);
    expect(found.page.rows.map((row) => row.id)).toEqual([id]);
    const none = await listReportQueue(
      admin,
      parseAdminListQuery(new URLSearchParams({ q: "zqrech_rche" })),
    );
    expect(none.ok && none.page.total).toBe(0);
  });
});

describe("acting on a hidden listing", () => {
  it("takes no comment, rating or favourite but from its owner and administrators", async () => {
    const id = await service(owner.id);
    const db = await getDb();
    await db
      .insert(hiddenListings)
      .values({ itemType: "service", itemId: id, reason: "Arnaque", hiddenBy: admin.id });
    const comment = { serviceId: id, content: "Très bon travail, je recommande." };
    const stars = { itemType: "service", itemId: id, stars: 4 };
    const favourite = { intent: "add", itemType: "service", itemId: id } as const;

    expect(await addComment(other, comment)).toMatchObject({ ok: false, code: "not_found" });
    expect(await rateItem(other, stars)).toMatchObject({ ok: false, code: "not_found" });
    expect(await changeFavorite(other, favourite)).toMatchObject({ ok: false, code: "not_found" });
    expect(
      await db.select().from(serviceComments).where(eq(serviceComments.serviceId, id)),
    ).toEqual([]);
    expect(await db.select().from(ratings).where(eq(ratings.itemId, id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.itemId, id))).toEqual([]);

    // Those who still see its page may still use it.
    expect(await addComment(owner, comment)).toMatchObject({ ok: true });
    expect(await rateItem(admin, stars)).toMatchObject({ ok: true });
    expect(await changeFavorite(admin, favourite)).toMatchObject({ ok: true, favorited: true });

    // Restored, it is everyone's again.
    await db.delete(hiddenListings).where(eq(hiddenListings.itemId, id));
    expect(await addComment(other, comment)).toMatchObject({ ok: true });
    expect(await rateItem(other, stars)).toMatchObject({ ok: true });
    expect(await changeFavorite(other, favourite)).toMatchObject({ ok: true, favorited: true });
  });
});
