import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listMyFavorites } from "~/features/favorites/my-favorites.server";
import { listMyListings } from "~/features/listings/my-listings.server";
import {
  getSellerListings,
  parseSellerListingsQuery,
} from "~/features/listings/seller-listings.server";
import { loader as detailLoader } from "~/routes/property-detail";
import { action as renewPageAction, loader as renewPageLoader } from "~/routes/property-renew";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, properties, user } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/queue.server";
import { runPendingJobs } from "~/server/jobs/runner.server";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { linkIn } from "../../../tests/fixtures/mail";
import { sendExpiryReminders } from "./expiry-reminders.server";
import { getPropertyDetail } from "./get-property.server";
import { listNewestProperties, listProperties } from "./list-properties.server";
import { parsePropertyListQuery } from "./list-query-schema";
import { checkRenewalLink, renewProperty, renewPropertyWithLink } from "./renew-property.server";
import { renewalToken } from "./renewal-token.server";

/*
 * Listing expiry and renewal (issue 14, decision 0019): expired properties leave every public
 * list, their page answers 410 with similar listings, the owner or an administrator renews, and
 * the reminder mail's signed link renews once, without signing in.
 */

const DAY = 86_400_000;
type TActor = { id: string; role: "user" | "admin" };

async function account(id: string, role: "user" | "admin" = "user"): Promise<TActor> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn`, role, firstName: "Sami" });
  return { id, role };
}

async function insertProperty(ownerId: string, values: Partial<typeof properties.$inferInsert>) {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      title: "Appartement S+2 à Nabeul",
      description: "Lumineux, proche de la plage de Nabeul.",
      type: "appartement",
      announcementType: "location",
      price: 900,
      surface: 90,
      rooms: 2,
      address: "Rue de la Plage",
      governorate: "nabeul",
      location: "nabeul",
      whatsapp: "21698123456",
      ...values,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

const daysFromNow = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 1000) * 1000);

async function expiryOf(id: string): Promise<Date | undefined> {
  const db = await getDb();
  const [row] = await db
    .select({ expiresAt: properties.expiresAt })
    .from(properties)
    .where(eq(properties.id, id));
  return row ? new Date(row.expiresAt) : undefined;
}

async function setExpiry(id: string, at: Date) {
  const db = await getDb();
  await db.update(properties).set({ expiresAt: at }).where(eq(properties.id, id));
}

const listIds = async (search: string) =>
  (await listProperties(parsePropertyListQuery(new URLSearchParams(search)))).items.map(
    (item) => item.id,
  );

/** The loader's thrown answer (a 404 or a 410 with its body), or what it returned. */
async function detailAnswer(id: string) {
  try {
    return {
      status: 200,
      body: await detailLoader({
        request: new Request(`http://localhost/proprietes/${id}`),
        params: { id },
        context: {},
      } as Parameters<typeof detailLoader>[0]),
    };
  } catch (thrown) {
    const answer = thrown as { init?: { status?: number }; data?: unknown };
    return { status: answer.init?.status, body: answer.data };
  }
}

describe("an expired property leaves every public list", () => {
  it("is out of the list (with any filter), search, home page and seller page, and back once renewed", async () => {
    const owner = await account("liste-proprio");
    const live = await insertProperty(owner.id, { title: "Duplex à Nabeul en ligne" });
    const expired = await insertProperty(owner.id, {
      title: "Duplex à Nabeul expiré",
      expiresAt: daysFromNow(-1),
    });
    const closedExpired = await insertProperty(owner.id, {
      title: "Duplex à Nabeul loué expiré",
      status: "rented",
      expiresAt: daysFromNow(-1),
    });
    for (const search of [
      "",
      "location=nabeul",
      "announcementType=location&location=nabeul",
      "includeClosed=1",
      "q=duplex",
      "q=duplex&location=nabeul",
      "price=800-1000",
      "category=appartement",
      "sort=date_desc",
    ]) {
      const ids = await listIds(search);
      expect(ids, search).not.toContain(expired);
      expect(ids, search).not.toContain(closedExpired);
    }
    expect(await listIds("q=duplex")).toEqual([live]);
    const counted = await listProperties(parsePropertyListQuery(new URLSearchParams("q=duplex")));
    expect(counted.total).toBe(1);
    expect((await listNewestProperties()).map((item) => item.id)).toEqual([live]);
    const seller = await getSellerListings(
      null,
      owner.id,
      parseSellerListingsQuery(new URLSearchParams()),
    );
    expect(seller.ok && seller.properties.items.map((item) => item.id)).toEqual([live]);
    expect(seller.ok && seller.counts.properties).toBe(1);

    expect((await renewProperty(owner, { id: expired })).ok).toBe(true);
    expect((await listIds("q=duplex")).sort()).toEqual([live, expired].sort());
  });

  it("stays in its owner's listings and in favourites, with the 'Expirée' badge and 'Renouveler'", async () => {
    const owner = await account("mes-annonces-proprio");
    const fan = await account("mes-annonces-fan");
    const expired = await insertProperty(owner.id, { expiresAt: daysFromNow(-2) });
    const expiring = await insertProperty(owner.id, { expiresAt: daysFromNow(3) });
    const fresh = await insertProperty(owner.id, {});
    const db = await getDb();
    await db.insert(favorites).values({ userId: fan.id, itemId: expired, itemType: "property" });

    const mine = await listMyListings(owner, { kind: "property", page: 1 });
    const byId = new Map(mine.items.map((item) => [item.id, item]));
    const card = (id: string) => {
      const item = byId.get(id);
      return item?.kind === "property" ? { ...item.card, renewable: item.renewable } : null;
    };
    expect(card(expired)).toMatchObject({ expired: true, renewable: true });
    expect(card(expiring)?.expired).toBeUndefined();
    expect(card(expiring)?.renewable).toBe(true);
    expect(card(fresh)?.expired).toBeUndefined();
    expect(card(fresh)?.renewable).toBeUndefined();

    const faved = await listMyFavorites(fan, { kind: null, page: 1 });
    expect(faved.items.map((item) => item.id)).toEqual([expired]);
    expect(faved.items[0]?.kind === "property" && faved.items[0].card.expired).toBe(true);
  });
});

describe("the page of an expired property", () => {
  it("answers 410 with similar listings still online; 404 for an unknown id", async () => {
    const owner = await account("page-proprio");
    const expired = await insertProperty(owner.id, {
      title: "Villa à Hammamet expirée",
      type: "villa",
      announcementType: "vente",
      price: 900_000,
      location: "nabeul",
      expiresAt: daysFromNow(-3),
    });
    const sameType = await insertProperty(owner.id, {
      title: "Villa à Hammamet",
      type: "villa",
      announcementType: "vente",
      price: 800_000,
    });
    await insertProperty(owner.id, {
      title: "Maison à Nabeul",
      type: "maison",
      announcementType: "vente",
      price: 400_000,
    });
    await insertProperty(owner.id, {
      title: "Villa expirée elle aussi",
      type: "villa",
      announcementType: "vente",
      expiresAt: daysFromNow(-1),
    });
    await insertProperty(owner.id, { title: "Villa à louer", type: "villa" });
    await insertProperty(owner.id, {
      title: "Villa à Sousse",
      type: "villa",
      announcementType: "vente",
      location: "sousse",
      governorate: "sousse",
    });

    const answer = await detailAnswer(expired);
    expect(answer.status).toBe(410);
    const body = answer.body as { title: string; similar: { id: string }[] };
    expect(body.title).toBe("Villa à Hammamet expirée");
    // The same sale and type in the governorate (decision 0025); never expired or other areas.
    expect(body.similar.map((item) => item.id)).toEqual([sameType]);

    expect((await detailAnswer("7b0f6c1e-2a7d-4c55-9d8e-0f5a3b2c1d4e")).status).toBe(404);
    expect((await detailAnswer(sameType)).status).toBe(200);
  });

  it("is shown to its owner and administrators with the renewal, to nobody else", async () => {
    const owner = await account("detail-proprio");
    const other = await account("detail-autre");
    const admin = await account("detail-admin", "admin");
    const id = await insertProperty(owner.id, { expiresAt: daysFromNow(-1) });
    expect(await getPropertyDetail(id, null)).toBeNull();
    expect(await getPropertyDetail(id, other)).toBeNull();
    expect(await getPropertyDetail(id, owner)).toMatchObject({
      expired: true,
      viewerCanRenew: true,
    });
    expect(await getPropertyDetail(id, admin)).toMatchObject({
      expired: true,
      viewerCanRenew: true,
    });
    const live = await insertProperty(owner.id, {});
    expect(await getPropertyDetail(live, other)).toMatchObject({
      expired: false,
      viewerCanRenew: false,
    });
  });
});

describe("renewProperty: who may renew", () => {
  it("lets the owner and administrators renew for 90 days; refuses visitors and others, changing nothing", async () => {
    const owner = await account("renouv-proprio");
    const other = await account("renouv-autre");
    const admin = await account("renouv-admin", "admin");
    const id = await insertProperty(owner.id, { expiresAt: daysFromNow(-5) });
    const before = await expiryOf(id);

    const anonymous = await renewProperty(null, { id });
    expect(anonymous).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(anonymous.ok || anonymous.message).toBe(
      "Vous devez être connecté pour renouveler une annonce.",
    );
    const refused = await renewProperty(other, { id });
    expect(refused).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Vous n'êtes pas autorisé à renouveler cette annonce.",
    });
    expect(await expiryOf(id)).toEqual(before);

    for (const actor of [owner, admin]) {
      await setExpiry(id, daysFromNow(-5));
      const renewed = await renewProperty(actor, { id });
      expect(renewed.ok, actor.id).toBe(true);
      const after = (await expiryOf(id))?.getTime() ?? 0;
      expect(Math.abs(after - (Date.now() + 90 * DAY))).toBeLessThan(60_000);
    }
    expect(await renewProperty(owner, { id: "pas-un-id" })).toMatchObject({ code: "not_found" });
    expect(
      await renewProperty(owner, { id: "7b0f6c1e-2a7d-4c55-9d8e-0f5a3b2c1d4e" }),
    ).toMatchObject({ code: "not_found" });
  });
});

describe("the reminder and its renewal link", () => {
  it("mails each owner once per expiry, 7 days ahead, and the link renews once", async () => {
    // Listings of the tests above, out of the way: the counts below are this test's own.
    await sendExpiryReminders();
    const owner = await account("rappel-proprio");
    const soon = await insertProperty(owner.id, {
      title: "Studio à Nabeul bientôt expiré",
      expiresAt: daysFromNow(3),
    });
    await insertProperty(owner.id, { title: "Pas encore", expiresAt: daysFromNow(10) });
    await insertProperty(owner.id, { title: "Déjà expiré", expiresAt: daysFromNow(-1) });
    await insertProperty(owner.id, {
      title: "Déjà loué",
      status: "rented",
      expiresAt: daysFromNow(3),
    });

    expect(await sendExpiryReminders()).toBe(1);
    expect(await sendExpiryReminders()).toBe(0);
    const mails = await deliveredMailsTo("rappel-proprio@exemple.tn");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Votre annonce expire bientôt - Darna");
    expect(mails[0]?.text).toContain("« Studio à Nabeul bientôt expiré » expire le");
    const link = new URL(linkIn(mails[0], `/proprietes/${soon}/renouveler`));
    const token = link.searchParams.get("token") ?? "";

    // Opening the link changes nothing (mail scanners open links too).
    const before = await expiryOf(soon);
    expect(await checkRenewalLink({ id: soon, token })).toMatchObject({ ok: true, expired: false });
    expect(await expiryOf(soon)).toEqual(before);

    const renewed = await renewPropertyWithLink({ id: soon, token });
    expect(renewed.ok).toBe(true);
    const after = await expiryOf(soon);
    expect((after?.getTime() ?? 0) - Date.now()).toBeGreaterThan(89 * DAY);

    const replayed = await renewPropertyWithLink({ id: soon, token });
    expect(replayed).toMatchObject({ ok: false, code: "conflict" });
    expect(replayed.ok || replayed.message).toMatch(
      /^Ce lien a déjà servi : l'annonce a été renouvelée et reste en ligne jusqu'au /,
    );
    expect(await expiryOf(soon)).toEqual(after);

    // A new expiry is reminded again when its own week comes.
    expect(await sendExpiryReminders(new Date(Date.now() + 80 * DAY))).toBe(0);
    // (Other tests' listings published today are due then too.)
    expect(await sendExpiryReminders(new Date(Date.now() + 85 * DAY))).toBeGreaterThanOrEqual(1);
    expect(await deliveredMailsTo("rappel-proprio@exemple.tn")).toHaveLength(2);
  });

  it("refuses tampered, foreign, expired and malformed links in French, changing nothing", async () => {
    const owner = await account("jeton-proprio");
    const expiresAt = daysFromNow(2);
    const id = await insertProperty(owner.id, { expiresAt });
    const otherId = await insertProperty(owner.id, { expiresAt });
    const token = renewalToken(id, expiresAt);
    const invalid =
      "Ce lien de renouvellement n'est pas valide. Connectez-vous pour renouveler l'annonce depuis « Mes annonces ».";

    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const laterStamp = `${(expiresAt.getTime() + 90 * DAY).toString(36)}.${token.split(".")[1]}`;
    for (const [label, input] of [
      ["signature changée", { id, token: flipped }],
      ["expiration changée", { id, token: laterStamp }],
      ["autre annonce", { id: otherId, token }],
      ["jeton vide", { id, token: "" }],
      ["jeton énorme", { id, token: "a".repeat(10_000) }],
      ["identifiant invalide", { id: "'; drop table properties; --", token }],
      ["rien", undefined],
    ] as const) {
      const result = await renewPropertyWithLink(input);
      expect(result, label).toMatchObject({ ok: false, code: "invalid", message: invalid });
    }
    expect(await expiryOf(id)).toEqual(expiresAt);
    expect(await expiryOf(otherId)).toEqual(expiresAt);

    // A link more than 30 days past the expiry it was mailed for.
    const longAgo = daysFromNow(-31);
    await setExpiry(id, longAgo);
    const stale = await renewPropertyWithLink({ id, token: renewalToken(id, longAgo) });
    expect(stale).toMatchObject({
      ok: false,
      code: "conflict",
      message:
        "Ce lien de renouvellement a expiré. Connectez-vous pour renouveler l'annonce depuis « Mes annonces ».",
    });
    expect(await expiryOf(id)).toEqual(longAgo);

    // A listing deleted since the mail.
    const db = await getDb();
    await db.delete(properties).where(eq(properties.id, otherId));
    expect(
      await renewPropertyWithLink({ id: otherId, token: renewalToken(otherId, expiresAt) }),
    ).toMatchObject({
      ok: false,
      code: "not_found",
      message: "Cette annonce n'existe plus : elle a été supprimée.",
    });
  });

  it("answers the link's page with a status and a French message, never a 500", async () => {
    const owner = await account("page-lien-proprio");
    const expiresAt = daysFromNow(-2);
    const id = await insertProperty(owner.id, { title: "Bureau à Nabeul", expiresAt });
    const token = renewalToken(id, expiresAt);
    const load = (search: string) =>
      renewPageLoader({
        request: new Request(`http://localhost/proprietes/${id}/renouveler${search}`),
        params: { id },
        context: {},
      } as Parameters<typeof renewPageLoader>[0]) as unknown as Promise<{
        data: { state: string; message?: string };
        init: { status?: number } | null;
      }>;
    const post = (body: string) =>
      renewPageAction({
        request: new Request(`http://localhost/proprietes/${id}/renouveler`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        }),
        params: { id },
        context: {},
      } as Parameters<typeof renewPageAction>[0]) as unknown as Promise<{
        data: { state: string; message?: string };
        init: { status?: number } | null;
      }>;

    const ready = await load(`?token=${encodeURIComponent(token)}`);
    expect(ready.data).toMatchObject({ state: "ready", title: "Bureau à Nabeul", expired: true });
    const garbled = await load("?token=%00%ff");
    expect(garbled.init?.status).toBe(400);
    expect(garbled.data.state).toBe("refused");
    expect((await post("token=abc")).init?.status).toBe(400);
    expect(await expiryOf(id)).toEqual(expiresAt);

    expect((await post(`token=${encodeURIComponent(token)}`)).data.state).toBe("renewed");
    const again = await post(`token=${encodeURIComponent(token)}`);
    expect(again.init?.status).toBe(409);
    expect(again.data.message).toMatch(/^Ce lien a déjà servi/);
  });

  it("claims each listing once when two runs overlap", async () => {
    await sendExpiryReminders();
    const owner = await account("rappel-concurrent");
    for (let index = 0; index < 5; index += 1) {
      await insertProperty(owner.id, { title: `Annonce ${index}`, expiresAt: daysFromNow(2) });
    }
    const [first, second] = await Promise.all([sendExpiryReminders(), sendExpiryReminders()]);
    expect((first ?? 0) + (second ?? 0)).toBe(5);
    expect(await deliveredMailsTo("rappel-concurrent@exemple.tn")).toHaveLength(5);
  });

  it("runs as the scheduled 'expiry-reminders' job", async () => {
    await sendExpiryReminders();
    const owner = await account("rappel-tache");
    await insertProperty(owner.id, { title: "Villa à Korba", expiresAt: daysFromNow(4) });
    await enqueueJob("expiry-reminders");
    expect(await runPendingJobs("expiry-reminders")).toBe(1);
    const mails = await deliveredMailsTo("rappel-tache@exemple.tn");
    expect(mails.map((mail) => mail.subject)).toEqual(["Votre annonce expire bientôt - Darna"]);
  });
});
