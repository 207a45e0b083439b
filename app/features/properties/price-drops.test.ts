import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { updateMyProfile } from "~/features/account/profile.server";
import { ZProfileUpdate } from "~/features/account/schemas";
import { listNotifications } from "~/features/notifications/list-notifications.server";
import { newCommentText } from "~/features/notifications/notification-view";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { favorites, properties } from "~/server/db/schema";
import { stopRealtime } from "~/server/realtime/relay.server";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { priceHistoryOf } from "./price-drops.server";
import { readPropertySubmission } from "./property-submission.server";
import { updateProperty } from "./update-property.server";

/* Price drops and the price history (issue 15, decision 0024) on the real database. */

afterAll(() => stopRealtime());

const TITLE = "Villa avec jardin à Hammamet";

/** The edit form as the owner sends it, the price aside: the same fields each time. */
function edit(price: number, title = TITLE) {
  const form = new FormData();
  const fields: Record<string, string> = {
    announcement_type: "vente",
    type: "villa",
    title,
    description: "Villa de plain-pied, jardin arboré, proche de la plage.",
    price: String(price),
    surface: "200",
    rooms: "4",
    bathrooms: "2",
    furnished: "no",
    construction_year: "2010",
    available_date: "",
    governorate: "Nabeul",
    delegation: "hammamet",
    address: "Route de la plage",
    whatsapp: "+216 98 123 456",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return readPropertySubmission(form);
}

async function favourite(account: TSessionUser, propertyId: string) {
  const db = await getDb();
  await db
    .insert(favorites)
    .values({ userId: account.id, itemType: "property", itemId: propertyId });
}

async function optIn(account: TSessionUser, wanted: boolean) {
  const parsed = ZProfileUpdate.parse({
    first_name: "Prénom",
    last_name: "Nom",
    ...(wanted ? { price_drop_emails: "on" } : {}),
  });
  await updateMyProfile(account, parsed, null);
}

/** The price-drop notices in an account's bell, as the bell words them. */
async function bell(account: TSessionUser) {
  const listed = await listNotifications(account);
  if (!listed.ok) throw new Error(listed.message);
  return listed.notifications
    .filter((notification) => notification.type === "price_drop")
    .map((notification) => ({
      text: newCommentText(notification),
      listing: notification.listing,
      read: notification.read,
    }));
}

async function priceOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ price: properties.price })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.price;
}

describe("price drops", () => {
  it("tells those who favourited the property, never its owner, and mails those who opted in", async () => {
    const owner = await insertAccount();
    const amel = await insertAccount();
    const bilel = await insertAccount();
    const stranger = await insertAccount();
    const id = await insertProperty(owner.id, {
      title: TITLE,
      type: "villa",
      price: 450_000,
      surface: 200,
      governorate: "nabeul",
      delegation: "hammamet",
      location: "nabeul",
    });
    await favourite(owner, id);
    await favourite(amel, id);
    await favourite(bilel, id);
    await optIn(amel, true);
    await optIn(bilel, false);

    expect(await updateProperty(owner, id, edit(420_000))).toEqual({
      ok: true,
      id,
      storedPhotos: 0,
    });

    const notice = {
      text: "Baisse de prix : Villa avec jardin à Hammamet — 450\u00a0000 → 420\u00a0000 TND",
      listing: { kind: "property", id, title: TITLE },
      read: false,
    };
    expect(await bell(amel)).toEqual([notice]);
    expect(await bell(bilel)).toEqual([notice]);
    expect(await bell(owner)).toEqual([]);
    expect(await bell(stranger)).toEqual([]);

    const amelMails = await deliveredMailsTo(amel.email);
    expect(amelMails).toHaveLength(1);
    expect(amelMails[0]?.subject).toBe("Baisse de prix d'un favori - Darna");
    expect(amelMails[0]?.text).toContain(
      "Baisse de prix : Villa avec jardin à Hammamet — 450\u00a0000 → 420\u00a0000 TND",
    );
    expect(amelMails[0]?.text).toContain(`/proprietes/${id}`);
    expect(await deliveredMailsTo(bilel.email)).toHaveLength(0);
    expect(await deliveredMailsTo(owner.email)).toHaveLength(0);
  });

  it("says nothing when the price rises or stays, and keeps every change in the history", async () => {
    const owner = await insertAccount();
    const fan = await insertAccount();
    await optIn(fan, true);
    const id = await insertProperty(owner.id, { title: TITLE, price: 300_000 });
    await favourite(fan, id);
    expect(await priceHistoryOf(id)).toEqual([]);

    expect(await updateProperty(owner, id, edit(330_000))).toEqual({
      ok: true,
      id,
      storedPhotos: 0,
    });
    expect(await updateProperty(owner, id, edit(330_000, "Villa rénovée à Hammamet"))).toEqual({
      ok: true,
      id,
      storedPhotos: 0,
    });
    expect(await bell(fan)).toEqual([]);
    expect(await deliveredMailsTo(fan.email)).toHaveLength(0);

    expect(await updateProperty(owner, id, edit(310_000))).toEqual({
      ok: true,
      id,
      storedPhotos: 0,
    });
    const history = await priceHistoryOf(id);
    expect(history.map(({ oldPrice, newPrice }) => [oldPrice, newPrice])).toEqual([
      [300_000, 330_000],
      [330_000, 310_000],
    ]);
    for (const change of history) expect(Date.parse(change.changedAt)).not.toBeNaN();
    // The drop names the property as it is now.
    expect((await bell(fan)).map((notice) => notice.text)).toEqual([
      "Baisse de prix : Villa avec jardin à Hammamet — 330\u00a0000 → 310\u00a0000 TND",
    ]);
  });

  it("lets only the owner change the price: anyone else changes nothing and tells no one", async () => {
    const owner = await insertAccount();
    const other = await insertAccount();
    const admin = await insertAccount("admin");
    const fan = await insertAccount();
    const id = await insertProperty(owner.id, { title: TITLE, price: 500_000 });
    await favourite(fan, id);

    expect(await updateProperty(null, id, edit(1))).toMatchObject({ code: "unauthenticated" });
    expect(await updateProperty(other, id, edit(1))).toMatchObject({ code: "forbidden" });
    expect(await updateProperty(admin, id, edit(1))).toMatchObject({ code: "forbidden" });
    expect(await priceOf(id)).toBe(500_000);
    expect(await priceHistoryOf(id)).toEqual([]);
    expect(await bell(fan)).toEqual([]);
  });

  it("refuses a price that is not a number without recording anything", async () => {
    const owner = await insertAccount();
    const id = await insertProperty(owner.id, { title: TITLE, price: 500_000 });
    const form = new FormData();
    form.append("price", "beaucoup");
    expect(await updateProperty(owner, id, readPropertySubmission(form))).toMatchObject({
      code: "invalid",
    });
    expect(await priceOf(id)).toBe(500_000);
    expect(await priceHistoryOf(id)).toEqual([]);
  });
});

describe("the profile's opt-in", () => {
  it("is off unless ticked, and refuses what the checkbox cannot send", () => {
    const base = { first_name: "Amel", last_name: "Ben Salah" };
    expect(ZProfileUpdate.parse(base).price_drop_emails).toBe(false);
    expect(ZProfileUpdate.parse({ ...base, price_drop_emails: "on" }).price_drop_emails).toBe(true);
    const refused = ZProfileUpdate.safeParse({ ...base, price_drop_emails: "oui" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      "Choix invalide pour les e-mails de baisse de prix",
    );
  });
});
