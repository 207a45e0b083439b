import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CATALOGUE_PAGES } from "~/features/listings/catalogue/catalogue-parts";
import { listCatalogue } from "~/features/listings/catalogue/list-catalogue.server";
import { parseCatalogueQuery } from "~/features/listings/catalogue/list-query-schema";
import { listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { renewalToken } from "~/features/properties/renewal-token.server";
import type { TListingKind } from "~/kernel/kinds";
import { formatNumber } from "~/lib/format";
import { action as unsubscribeAction } from "~/routes/alert-unsubscribe";
import { getDb } from "~/server/db/client.server";
import {
  hiddenListings,
  properties,
  savedSearches,
  savedSearchSent,
  services,
  stores,
  user,
} from "~/server/db/schema";
import { signFor } from "~/server/signed-token.server";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { linkIn, type TOutboxMail } from "../../../tests/fixtures/mail";
import { describeAlertFilters } from "./alert-descriptions.server";
import { readAlertFilters } from "./alert-filters.server";
import { claimNewMatches, sendAlertMails } from "./alert-mails.server";
import { proposedAlertName } from "./alert-texts";
import {
  changeSavedSearch,
  checkUnsubscribeLink,
  createSavedSearch,
  listMySavedSearches,
  unsubscribeWithLink,
} from "./saved-searches.server";
import { unsubscribeToken, unsubscribeUrl } from "./unsubscribe-token.server";

/*
 * Saved-search alerts (issue 15, decision 0023) on the real database: matching is the list
 * page's query, mails never repeat a listing, pauses drop their backlog, unsubscribe links are
 * single-purpose and tamper-proof, and bad input changes nothing.
 */

const LONG_AGO = new Date("2020-01-01T00:00:00Z");

async function newAlert(kind: TListingKind, filters: string, frequency = "instant") {
  const owner = await insertAccount();
  const created = await createSavedSearch(owner, kind, { name: "Test", frequency, filters });
  if (!created.ok) throw new Error(created.message);
  return { owner, alert: created.alert };
}

/** What an alert made from `search` would mail now, every listing counted as new. */
async function alertIds(kind: TListingKind, search: string): Promise<string[]> {
  const { alert } = await newAlert(kind, search);
  const db = await getDb();
  await db.update(savedSearches).set({ since: LONG_AGO }).where(eq(savedSearches.id, alert.id));
  return (await claimNewMatches({ ...alert, since: LONG_AGO }, 1000)).sort();
}

async function listIds(kind: TListingKind, search: string): Promise<string[]> {
  const params = new URLSearchParams(search);
  if (kind === "property") {
    const result = await listProperties(parsePropertyListQuery(params));
    expect(result.pageCount).toBeLessThanOrEqual(1);
    return result.items.map((item) => item.id).sort();
  }
  const result = await listCatalogue(kind, parseCatalogueQuery(CATALOGUE_PAGES[kind].list, params));
  expect(result.pageCount).toBeLessThanOrEqual(1);
  return result.items.map((item) => item.id).sort();
}

describe("alert matching is the list query", () => {
  let total = 0;

  beforeAll(async () => {
    const db = await getDb();
    const seller = await insertAccount();
    const rent = { announcementType: "location" as const, price: 1200 };
    await insertProperty(seller.id, { ...rent, title: "Appartement S+2 centre", rooms: 2 });
    await insertProperty(seller.id, {
      ...rent,
      title: "Appartement S+3 avec piscine",
      rooms: 3,
      amenities: ["piscine", "climatisation"],
      surface: 95,
      location: "sfax",
      governorate: "sfax",
    });
    await insertProperty(seller.id, {
      title: "Belle demeure",
      type: "villa",
      price: 900000,
      amenities: ["jardin", "piscine"],
    });
    await insertProperty(seller.id, { title: "Maison de famille", type: "maison", rooms: 4 });
    await insertProperty(seller.id, { title: "Bureau lumineux", type: "bureau", surface: 60 });
    await insertProperty(seller.id, {
      ...rent,
      title: "Appartement cher",
      price: 3000,
      location: "tunis",
    });
    // Not on offer: sold, expired, hidden. Neither the list nor an alert shows them.
    await insertProperty(seller.id, { ...rent, title: "Appartement loué", status: "rented" });
    await insertProperty(seller.id, {
      ...rent,
      title: "Appartement expiré",
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const hidden = await insertProperty(seller.id, { ...rent, title: "Appartement masqué" });
    await db
      .insert(hiddenListings)
      .values({ itemType: "property", itemId: hidden, reason: "scam" });
    total = 6;

    const base = { userId: seller.id, description: "Sérieux.", phone: "98123456" };
    await db.insert(services).values([
      {
        ...base,
        name: "Plomberie Sfax",
        profession: "Plombier",
        location: "sfax",
        whatsapp: "98123456",
        avgRating: 4.5,
      },
      {
        ...base,
        name: "Plomberie Tunis",
        profession: "Plombier",
        location: "tunis",
        whatsapp: "98123456",
        avgRating: 3,
      },
      {
        ...base,
        name: "Électricité Tunis",
        profession: "Électricien",
        location: "tunis",
        whatsapp: "98123456",
        avgRating: 5,
      },
    ]);
    const shop = {
      userId: seller.id,
      description: "Large choix.",
      whatsapp: "98123456",
      address: "Rue de Rome",
    };
    await db.insert(stores).values([
      { ...shop, name: "Déco Sfax", category: "décoration", location: "sfax" },
      { ...shop, name: "Déco Tunis", category: "décoration", location: "tunis" },
      { ...shop, name: "Outils Tunis", category: "outillage", location: "tunis" },
    ]);
  });

  const cases: [TListingKind, string][] = [
    ["property", ""],
    ["property", "announcementType=location"],
    ["property", "announcementType=vente"],
    ["property", "category=maison"],
    ["property", "category=appartement"],
    ["property", "location=sfax"],
    ["property", "price=-1500"],
    ["property", "price=100000-"],
    ["property", "surface=50-100"],
    ["property", "bedrooms=3"],
    ["property", "q=piscine"],
    // 'Équipements': every ticked one (issue 24).
    ["property", "amenities=piscine"],
    ["property", "amenities=jardin,piscine"],
    ["property", "announcementType=location&location=tunis&price=-1500"],
    ["service", ""],
    ["service", "category=Plombier"],
    ["service", "minRating=4"],
    ["service", "location=tunis"],
    ["service", "category=Plombier&location=tunis"],
    ["store", ""],
    ["store", "category=decoration"],
    ["store", "location=sfax"],
    ["store", "category=decoration&location=tunis"],
  ];

  it.each(cases)("%s ?%s", async (kind, search) => {
    const expected = await listIds(kind, search);
    expect(await alertIds(kind, search)).toEqual(expected);
    if (search) {
      // A filter that narrows: the comparison would catch a filter the alert forgot.
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(kind === "property" ? total : 3);
    } else {
      expect(expected).toHaveLength(kind === "property" ? total : 3);
    }
  });
});

describe("alert mails", () => {
  it("list new matches once, never again even when edited, and nothing when nothing is new", async () => {
    const seller = await insertAccount();
    const { owner, alert } = await newAlert(
      "property",
      "announcementType=location&location=nabeul&price=-1500",
      "daily",
    );
    expect(alert.name).toBe("Test");
    const match = {
      announcementType: "location" as const,
      price: 1100,
      location: "nabeul",
      governorate: "nabeul",
    };
    const first = await insertProperty(seller.id, {
      ...match,
      title: "Studio près de la plage",
      photoUrls: ["/media/property_images/studio.webp"],
    });
    await insertProperty(seller.id, { ...match, title: "Trop cher", price: 2500 });
    await insertProperty(seller.id, {
      ...match,
      title: "Ailleurs",
      location: "sousse",
      governorate: "sousse",
    });

    // A daily alert: the instant run leaves it alone.
    await sendAlertMails("instant");
    expect(await deliveredMailsTo(owner.email)).toHaveLength(0);
    await sendAlertMails("daily");
    let mails = await deliveredMailsTo(owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number] & { headers?: Record<string, string> };
    expect(mail.subject).toBe("Nouvelle annonce pour « Test » - Darna");
    expect(mail.text).toContain("Studio près de la plage");
    expect(mail.text).toContain("1\u00a0100 TND/mois");
    expect(mail.text).toContain(`/proprietes/${first}`);
    expect(mail.text).not.toContain("Trop cher");
    expect(mail.text).not.toContain("Ailleurs");
    // The photo, as its thumbnail, at an address a mail program can fetch.
    expect(mail.html).toMatch(
      /src="https?:\/\/[^"]+\/media\/property_images\/studio\.thumb\.webp"/,
    );
    expect(mail.headers?.["List-Unsubscribe"]).toBe(`<${linkIn(mail, "/desabonnement")}>`);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

    // Edited (even to look new), the listing is not mailed again; a new one is, alone.
    const db = await getDb();
    await db
      .update(properties)
      .set({ title: "Studio rénové près de la plage", createdAt: new Date() })
      .where(eq(properties.id, first));
    await insertProperty(seller.id, { ...match, title: "Duplex vue mer" });
    await sendAlertMails("daily");
    mails = await deliveredMailsTo(owner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("Duplex vue mer");
    expect(mails[1]?.text).not.toContain("Studio");

    // Nothing new: no mail.
    await sendAlertMails("daily");
    expect(await deliveredMailsTo(owner.email)).toHaveLength(2);
  });

  it("send nothing while paused and not the pause's backlog on resume", async () => {
    const seller = await insertAccount();
    const { owner, alert } = await newAlert("property", "location=kairouan");
    const where = { location: "kairouan", governorate: "kairouan" };
    expect((await changeSavedSearch(owner, { intent: "pause", id: alert.id })).ok).toBe(true);
    await insertProperty(seller.id, { ...where, title: "Publiée pendant la pause" });
    await sendAlertMails("instant");
    expect(await deliveredMailsTo(owner.email)).toHaveLength(0);
    expect((await changeSavedSearch(owner, { intent: "resume", id: alert.id })).ok).toBe(true);
    await sendAlertMails("instant");
    expect(await deliveredMailsTo(owner.email)).toHaveLength(0);
    await insertProperty(seller.id, { ...where, title: "Publiée après la reprise" });
    await sendAlertMails("instant");
    const mails = await deliveredMailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Publiée après la reprise");
    expect(mails[0]?.text).not.toContain("pendant la pause");
  });
});

describe("unsubscribe links", () => {
  it("unsubscribe without signing in, once", async () => {
    const { owner, alert } = await newAlert("service", "category=Plombier");
    const token = unsubscribeToken(alert.id);
    expect(await checkUnsubscribeLink({ id: alert.id, token })).toEqual({
      ok: true,
      id: alert.id,
      name: "Test",
    });
    expect(await unsubscribeWithLink({ id: alert.id, token })).toEqual({ ok: true, name: "Test" });
    const left = await listMySavedSearches(owner);
    expect(left.ok && left.alerts).toEqual([]);
    const again = await unsubscribeWithLink({ id: alert.id, token });
    expect(again.ok === false && again.code).toBe("not_found");
  });

  it("answer a mail program's one-click POST (RFC 8058), the token in the address", async () => {
    const { owner, alert } = await newAlert("property", "location=gafsa");
    const url = linkIn({ text: unsubscribeUrl(alert.id) } as TOutboxMail, "/desabonnement");
    const response = (await unsubscribeAction({
      request: new Request(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
      params: { id: alert.id },
      context: {},
    } as Parameters<typeof unsubscribeAction>[0])) as { data: unknown; init: ResponseInit | null };
    expect(response.data).toEqual({ state: "done", name: "Test" });
    const left = await listMySavedSearches(owner);
    expect(left.ok && left.alerts).toEqual([]);
  });

  it("refuse tampered, foreign and other-purpose tokens, changing nothing", async () => {
    const { owner, alert } = await newAlert("store", "location=sfax");
    const other = (await newAlert("store", "location=sfax")).alert;
    const token = unsubscribeToken(alert.id);
    const flipped = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const forged = [
      flipped,
      "",
      unsubscribeToken(other.id),
      // The same id signed for another purpose (a renewal link) is no unsubscribe token.
      signFor("listing-renewal", alert.id),
      renewalToken(alert.id, new Date()),
    ];
    for (const candidate of forged) {
      const answer = await unsubscribeWithLink({ id: alert.id, token: candidate });
      expect(answer).toMatchObject({ ok: false, code: "invalid" });
      expect(answer.ok === false && answer.message).toBe(
        "Ce lien de désabonnement n'est pas valide. Ouvrez Mes alertes pour gérer vos alertes.",
      );
    }
    const answer = await unsubscribeWithLink({ id: "pas-un-id", token });
    expect(answer).toMatchObject({ ok: false, code: "invalid" });
    const left = await listMySavedSearches(owner);
    expect(left.ok && left.alerts.map((kept) => kept.id)).toEqual([alert.id]);
  });
});

describe("bad input", () => {
  it("refuses forged filters in French and creates nothing", async () => {
    const owner = await insertAccount();
    const forged: [TListingKind, string][] = [
      ["property", "location=atlantide"],
      ["property", "price=beaucoup"],
      ["property", "bedrooms=12"],
      ["property", "hack=1"],
      ["property", "location=tunis&location=sfax"],
      // An amenity the list does not know would be dropped, widening the alert.
      ["property", "amenities=sauna"],
      ["property", "amenities=piscine,sauna"],
      ["service", "minRating=9"],
      ["service", "q=plombier"],
      ["store", "category=armes"],
    ];
    for (const [kind, filters] of forged) {
      const answer = await createSavedSearch(owner, kind, {
        name: "Test",
        frequency: "instant",
        filters,
      });
      expect(answer, filters).toMatchObject({ ok: false, code: "invalid" });
      expect(answer.ok === false && answer.message).toMatch(/^Les filtres de cette recherche/);
    }
    const badName = await createSavedSearch(owner, "property", {
      name: "   ",
      frequency: "weekly",
      filters: "",
    });
    expect(badName).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: {
        name: "Donnez un nom à l'alerte.",
        frequency: "Choisissez la fréquence : immédiate ou résumé quotidien.",
      },
    });
    const mine = await listMySavedSearches(owner);
    expect(mine.ok && mine.alerts).toEqual([]);
  });

  it("keeps filters in their canonical form and refuses an eleventh alert", async () => {
    const owner = await insertAccount();
    const first = await createSavedSearch(owner, "property", {
      name: "Mon alerte",
      frequency: "daily",
      filters: "location=Ben%20Arous&sort=price_desc&page=3&includeClosed=1&category=",
    });
    expect(first.ok && first.alert.filters).toEqual({ location: "ben_arous" });
    for (let index = 2; index <= 10; index += 1) {
      const made = await createSavedSearch(owner, "service", {
        name: `Alerte ${index}`,
        frequency: "instant",
        filters: "",
      });
      expect(made.ok).toBe(true);
    }
    const eleventh = await createSavedSearch(owner, "store", {
      name: "De trop",
      frequency: "instant",
      filters: "",
    });
    expect(eleventh).toMatchObject({
      ok: false,
      code: "conflict",
      message: "Vous avez déjà 10 alertes, le maximum. Supprimez-en une pour en créer une autre.",
    });
    const mine = await listMySavedSearches(owner);
    expect(mine.ok && mine.alerts).toHaveLength(10);
  });

  it("lets nobody change another account's alert", async () => {
    const { owner, alert } = await newAlert("property", "");
    const intruder = await insertAccount();
    for (const intent of ["rename", "pause", "resume", "delete"]) {
      const answer = await changeSavedSearch(intruder, { intent, id: alert.id, name: "Piraté" });
      expect(answer).toMatchObject({ ok: false, code: "not_found" });
      expect(await changeSavedSearch(null, { intent, id: alert.id, name: "Piraté" })).toMatchObject(
        { ok: false, code: "unauthenticated" },
      );
    }
    const mine = await listMySavedSearches(owner);
    expect(mine.ok && mine.alerts).toMatchObject([{ id: alert.id, name: "Test", paused: false }]);
    expect(await listMySavedSearches(null)).toMatchObject({ ok: false, code: "unauthenticated" });
  });

  it("creates nothing for a visitor", async () => {
    const db = await getDb();
    const before = await db.select().from(savedSearches);
    const answer = await createSavedSearch(null, "property", {
      name: "Visiteur",
      frequency: "instant",
      filters: "location=tunis",
    });
    expect(answer).toMatchObject({ ok: false, code: "unauthenticated" });
    expect(await db.select().from(savedSearches)).toHaveLength(before.length);
  });

  it("deleting the account deletes its alerts", async () => {
    const { owner, alert } = await newAlert("property", "");
    const db = await getDb();
    await db.insert(savedSearchSent).values({ savedSearchId: alert.id, itemId: alert.id });
    await db.delete(user).where(eq(user.id, owner.id));
    expect(await db.select().from(savedSearches).where(eq(savedSearches.id, alert.id))).toEqual([]);
    expect(
      await db.select().from(savedSearchSent).where(eq(savedSearchSent.savedSearchId, alert.id)),
    ).toEqual([]);
  });
});

describe("proposed names", () => {
  it("say the filters in a few words", () => {
    expect(
      proposedAlertName("property", {
        announcementType: "location",
        category: "appartement",
        location: "tunis",
        price: "-1500",
      }),
    ).toBe("Appartement à louer · Tunis · ≤ 1\u00a0500 TND");
    // The list's first price band ('0 - 500 TND/mois') is a ceiling too.
    expect(proposedAlertName("property", { announcementType: "location", price: "0-500" })).toBe(
      "Bien à louer · ≤ 500 TND",
    );
    expect(proposedAlertName("property", { price: "100000-300000" })).toBe(
      "Toutes les propriétés · 100\u00a0000 – 300\u00a0000 TND",
    );
    expect(proposedAlertName("property", {})).toBe("Toutes les propriétés");
    expect(proposedAlertName("service", { category: "Plombier", minRating: "4" })).toBe(
      "Plombier · Note ≥ 4",
    );
    expect(
      proposedAlertName("store", { category: "materiaux_construction", location: "ben_arous" }),
    ).toBe("Matériaux de construction · Ben Arous");
  });
});

describe("alert descriptions", () => {
  it("name the places, delegations with their governorate, and the S+n chosen", () => {
    const filters = {
      announcementType: "location",
      location: "la_marsa,ariana",
      price: "-1500",
      rooms: "2,3",
    };
    expect(describeAlertFilters("property", filters)).toEqual({
      parts: [
        "Bien à louer",
        "La Marsa (Tunis), Ariana",
        `≤ ${formatNumber(1500)} TND`,
        "S+2 ou S+3",
      ],
      proposedName: `Bien à louer · La Marsa (Tunis), Ariana · ≤ ${formatNumber(1500)} TND · S+2 ou S+3`,
    });
    expect(
      describeAlertFilters("property", { category: "villa", amenities: "piscine,jardin" }).parts,
    ).toEqual(["Villa", "Équipements : Jardin, Piscine"]);
    expect(describeAlertFilters("service", { location: "grand_tunis" }).parts).toEqual([
      "Services",
      "Grand Tunis",
    ]);
  });

  it("keep a search of several places and match what the list shows", async () => {
    const read = readAlertFilters("property", "?location=la-marsa,Ariana&rooms=3,2");
    expect(read).toEqual({ ok: true, filters: { location: "la_marsa,ariana", rooms: "2,3" } });
  });

  it("keep a range written the wrong way round as the list reads it", () => {
    expect(readAlertFilters("property", "price=2000-1000")).toEqual({
      ok: true,
      filters: { price: "1000-2000" },
    });
  });
});
