import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TListingKind } from "~/kernel/kinds";
import { getDb } from "~/server/db/client.server";
import {
  hiddenListings,
  listingCounters,
  profiles,
  properties,
  services,
  stores,
  user,
} from "~/server/db/schema";
import {
  PHONE_LISTING_NOT_FOUND,
  PHONE_NOT_SHOWN_MESSAGE,
  PHONE_SIGN_IN_MESSAGE,
  revealPhone,
} from "./phone-reveal.server";

/*
 * 'Afficher le numéro' (decision 0029) on the real database: who gets the number under the
 * owner's choice and the published rule it keeps when unset, and what is counted.
 */

type TActor = { id: string; role: "user" | "admin" };

async function account(id: string, role: "user" | "admin" = "user"): Promise<TActor> {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db
    .insert(profiles)
    .values({ id, email: `${id}@exemple.tn`, role, phone: "+216 50 000 000" });
  return { id, role };
}

async function listing(
  kind: TListingKind,
  ownerId: string,
  values: { showPhone?: boolean | null; expiresAt?: Date } = {},
): Promise<string> {
  const db = await getDb();
  const common = { userId: ownerId, description: "Description.", whatsapp: "98 123 456" };
  if (kind === "property") {
    const [row] = await db
      .insert(properties)
      .values({
        ...common,
        title: "Villa à Hammamet",
        type: "villa",
        announcementType: "vente",
        price: 500_000,
        surface: 250,
        rooms: 4,
        bathrooms: 2,
        address: "Route touristique",
        governorate: "nabeul",
        location: "nabeul",
        ...values,
      })
      .returning({ id: properties.id });
    return row?.id ?? "";
  }
  if (kind === "service") {
    const [row] = await db
      .insert(services)
      .values({
        ...common,
        name: "Plomberie Ben Salah",
        profession: "Plombier",
        location: "tunis",
        phone: "+216 71 000 000",
        showPhone: values.showPhone,
      })
      .returning({ id: services.id });
    return row?.id ?? "";
  }
  const [row] = await db
    .insert(stores)
    .values({
      ...common,
      name: "Déco Carthage",
      category: "décoration",
      location: "sousse",
      address: "Avenue Habib Bourguiba",
      showPhone: values.showPhone,
    })
    .returning({ id: stores.id });
  return row?.id ?? "";
}

async function reveals(kind: TListingKind, id: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: listingCounters.phoneReveals })
    .from(listingCounters)
    .where(and(eq(listingCounters.listingKind, kind), eq(listingCounters.listingId, id)));
  return row?.count ?? 0;
}

describe("revealPhone", () => {
  it("gives a signed-in user the number the owner shows, and counts each reveal", async () => {
    const owner = await account("reveal-owner-1");
    const buyer = await account("reveal-buyer-1");
    const other = await account("reveal-buyer-1b");
    const id = await listing("property", owner.id, { showPhone: true });

    expect(await revealPhone(buyer, { kind: "property", id })).toEqual({
      ok: true,
      phone: "98 123 456",
    });
    expect(await reveals("property", id)).toBe(1);
    await revealPhone(buyer, { kind: "property", id });
    await revealPhone(other, { kind: "property", id });
    expect(await reveals("property", id)).toBe(3);
  });

  it("refuses a visitor, asking to sign in, and counts nothing", async () => {
    const owner = await account("reveal-owner-2");
    const id = await listing("property", owner.id, { showPhone: true });

    expect(await revealPhone(null, { kind: "property", id })).toEqual({
      ok: false,
      code: "unauthenticated",
      message: PHONE_SIGN_IN_MESSAGE,
    });
    expect(await reveals("property", id)).toBe(0);
  });

  it("refuses everyone but the owner and administrators when the owner does not show it", async () => {
    const owner = await account("reveal-owner-3");
    const buyer = await account("reveal-buyer-3");
    const admin = await account("reveal-admin-3", "admin");
    for (const kind of ["property", "service", "store"] as const) {
      const id = await listing(kind, owner.id, { showPhone: false });
      expect(await revealPhone(buyer, { kind, id })).toEqual({
        ok: false,
        code: "forbidden",
        message: PHONE_NOT_SHOWN_MESSAGE,
      });
      // The owner and administrators still have it, and are not counted.
      expect(await revealPhone(owner, { kind, id })).toMatchObject({ ok: true });
      expect(await revealPhone(admin, { kind, id })).toMatchObject({ ok: true });
      expect(await reveals(kind, id)).toBe(0);
    }
  });

  it("keeps the published rule when the owner never chose: properties private, others shown", async () => {
    const owner = await account("reveal-owner-4");
    const buyer = await account("reveal-buyer-4");
    const property = await listing("property", owner.id, { showPhone: null });
    const service = await listing("service", owner.id, { showPhone: null });
    const store = await listing("store", owner.id, { showPhone: null });

    expect(await revealPhone(buyer, { kind: "property", id: property })).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    // A service is called on its own phone; a store on its WhatsApp number.
    expect(await revealPhone(buyer, { kind: "service", id: service })).toEqual({
      ok: true,
      phone: "+216 71 000 000",
    });
    expect(await revealPhone(buyer, { kind: "store", id: store })).toEqual({
      ok: true,
      phone: "98 123 456",
    });
    expect(await reveals("service", service)).toBe(1);
    expect(await reveals("store", store)).toBe(1);
  });

  it("does not count the owner revealing his own number", async () => {
    const owner = await account("reveal-owner-5");
    const id = await listing("service", owner.id, { showPhone: true });
    expect(await revealPhone(owner, { kind: "service", id })).toMatchObject({ ok: true });
    expect(await reveals("service", id)).toBe(0);
  });

  it("answers a French not-found for forged, unknown, hidden or expired listings", async () => {
    const owner = await account("reveal-owner-6");
    const buyer = await account("reveal-buyer-6");
    const notFound = { ok: false, code: "not_found", message: PHONE_LISTING_NOT_FOUND };
    for (const input of [
      { kind: "property", id: "abc" },
      { kind: "property", id: "'; drop table properties; --" },
      { kind: "voiture", id: "0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11" },
      { kind: "property", id: "0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11" },
      { kind: "store" },
      null,
      "texte",
    ]) {
      expect(await revealPhone(buyer, input)).toEqual(notFound);
    }
    // A property id asked as a service is not that service.
    const property = await listing("property", owner.id, { showPhone: true });
    expect(await revealPhone(buyer, { kind: "service", id: property })).toEqual(notFound);

    const db = await getDb();
    const hidden = await listing("store", owner.id, { showPhone: true });
    await db
      .insert(hiddenListings)
      .values({ itemType: "store", itemId: hidden, reason: "Arnaque" });
    expect(await revealPhone(buyer, { kind: "store", id: hidden })).toEqual(notFound);

    const expired = await listing("property", owner.id, {
      showPhone: true,
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    expect(await revealPhone(buyer, { kind: "property", id: expired })).toEqual(notFound);
    expect(await reveals("property", expired)).toBe(0);
  });
});
