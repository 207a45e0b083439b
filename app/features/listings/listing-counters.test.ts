import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendMessageAboutListing } from "~/features/conversations/send-message.server";
import type { TListingKind } from "~/kernel/kinds";
import { getDb } from "~/server/db/client.server";
import { listingCounters } from "~/server/db/schema";
import {
  insertAccount,
  insertProperty,
  insertService,
  insertStore,
} from "../../../tests/fixtures/db-listings";
import { deleteListing } from "./delete-listing.server";
import {
  countListingView,
  countPhoneReveal,
  flushListingViews,
  listingViewOf,
  startListingViewFlush,
} from "./listing-counters.server";
import { listMyListings } from "./my-listings.server";

/*
 * 'Mes annonces' counts (issue 22): which requests are a view of a listing's page (people, not
 * bots or prefetches; a navigation's data, not a page reloading its own), the views written from
 * memory to the database, and what the owner's list shows per listing.
 */

const ID = "0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11";
const BROWSER =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { "user-agent": BROWSER, ...headers },
  });
}

describe("what is a view of a listing's page", () => {
  it.each([
    ["property", `/proprietes/${ID}`],
    ["service", `/services/${ID}`],
    ["store", `/boutiques/${ID}`],
    ["property", `/proprietes/${ID.toUpperCase()}`],
    // A client-side navigation to the page loads its data.
    ["property", `/proprietes/${ID}.data`],
  ])("a person's GET of its page answered 200: %s %s", (kind, path) => {
    const referer = { referer: "http://localhost/proprietes?location=tunis" };
    expect(listingViewOf(get(path, referer), 200)).toEqual({ kind, id: ID });
  });

  it.each([
    [
      "a bot",
      get(`/proprietes/${ID}`, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" }),
    ],
    ["a headless browser", get(`/proprietes/${ID}`, { "user-agent": "HeadlessChrome/131.0" })],
    ["no user agent", get(`/proprietes/${ID}`, { "user-agent": "" })],
    ["a command-line client", get(`/proprietes/${ID}`, { "user-agent": "curl/8.5.0" })],
    ["a HEAD", get(`/proprietes/${ID}`, {}, "HEAD")],
    ["a POST", get(`/proprietes/${ID}`, {}, "POST")],
    ["a prefetch (Sec-Purpose)", get(`/proprietes/${ID}.data`, { "sec-purpose": "prefetch" })],
    ["a prefetch (Purpose)", get(`/services/${ID}`, { purpose: "prefetch" })],
    ["a prerender", get(`/boutiques/${ID}`, { "sec-purpose": "prefetch;prerender" })],
    [
      "the page reloading its own data (after a form, a live update)",
      get(`/proprietes/${ID}.data`, { referer: `http://localhost/proprietes/${ID}` }),
    ],
    ["another page", get("/proprietes")],
    ["a sub-page", get(`/proprietes/${ID}/renouveler`)],
    ["an id that names nothing", get("/proprietes/pas-un-id")],
  ])("not %s", (_name, request) => {
    expect(listingViewOf(request, 200)).toBeNull();
  });

  it.each([404, 410, 302, 500])("not a page answered %i", (status) => {
    expect(listingViewOf(get(`/proprietes/${ID}`), status)).toBeNull();
  });
});

async function viewsOf(kind: TListingKind, id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ views: listingCounters.views, phoneReveals: listingCounters.phoneReveals })
    .from(listingCounters)
    .where(and(eq(listingCounters.listingKind, kind), eq(listingCounters.listingId, id)));
  return row ?? null;
}

describe("views written from memory", () => {
  it("adds up the views counted since the last write, for listings that exist", async () => {
    const owner = await insertAccount();
    const property = await insertProperty(owner.id);
    const store = await insertStore(owner.id);
    for (let i = 0; i < 3; i += 1) countListingView({ kind: "property", id: property });
    countListingView({ kind: "store", id: store });
    countListingView({ kind: "service", id: ID });
    expect(await flushListingViews()).toBe(5);
    expect(await viewsOf("property", property)).toEqual({ views: 3, phoneReveals: 0 });
    expect(await viewsOf("store", store)).toEqual({ views: 1, phoneReveals: 0 });
    expect(await viewsOf("service", ID)).toBeNull();

    // Nothing new: nothing written; then more views add to the row.
    expect(await flushListingViews()).toBe(0);
    countListingView({ kind: "property", id: property });
    countListingView({ kind: "property", id: property });
    await flushListingViews();
    expect(await viewsOf("property", property)).toEqual({ views: 5, phoneReveals: 0 });
  });
});

describe("a process that stops", () => {
  it("writes the views it still holds", async () => {
    const owner = await insertAccount();
    const service = await insertService(owner.id);
    // Its timer would not write them for an hour: stopping does.
    const stop = startListingViewFlush(3_600_000);
    countListingView({ kind: "service", id: service });
    countListingView({ kind: "service", id: service });
    expect(await viewsOf("service", service)).toBeNull();
    await stop();
    expect(await viewsOf("service", service)).toEqual({ views: 2, phoneReveals: 0 });
  });
});

describe("my listings' counts", () => {
  it("shows each listing's views, conversations and phone reveals, and deleting it deletes them", async () => {
    const [owner, buyer, other] = [
      await insertAccount(),
      await insertAccount(),
      await insertAccount(),
    ];
    const property = await insertProperty(owner.id);
    const service = await insertService(owner.id);
    for (const writer of [buyer, other]) {
      const sent = await sendMessageAboutListing(writer, {
        kind: "property",
        listingId: property,
        body: "Bonjour, est-il disponible ?",
      });
      expect(sent.ok).toBe(true);
    }
    countListingView({ kind: "property", id: property });
    countListingView({ kind: "property", id: property });
    await flushListingViews();
    await countPhoneReveal({ kind: "property", id: property });

    const listed = await listMyListings(owner, { kind: null, page: 1 });
    const stats = Object.fromEntries(listed.items.map((item) => [item.id, item.stats]));
    expect(stats).toEqual({
      [property]: { views: 2, conversations: 2, phoneReveals: 1 },
      [service]: { views: 0, conversations: 0, phoneReveals: 0 },
    });

    const deleted = await deleteListing(owner, "property", property);
    expect(deleted.ok).toBe(true);
    expect(await viewsOf("property", property)).toBeNull();
    // A view counted just before the deletion does not bring the row back.
    countListingView({ kind: "property", id: property });
    await flushListingViews();
    expect(await viewsOf("property", property)).toBeNull();
  });
});
