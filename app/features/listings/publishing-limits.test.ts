import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { suspendUser } from "~/features/admin/account-status.server";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import type { TSessionUser } from "~/kernel/actor";
import { ACCOUNT_SUSPENDED_MESSAGE } from "~/lib/account-suspension";
import { getDb } from "~/server/db/client.server";
import { properties, services, stores, user } from "~/server/db/schema";
import { CATALOGUE_FORMS } from "./catalogue/catalogue-forms";
import { readCatalogueSubmission } from "./catalogue/catalogue-submission.server";
import { publishCatalogueItem } from "./catalogue/save-catalogue-item.server";
import { formatDelay } from "./publishing-limits.server";
import { notHidden } from "./visibility.server";

/*
 * Publishing limits (issue 14): 5 new listings an hour and 20 in 24 hours per account, every
 * kind counted together, administrators exempt; on the real database of the test file.
 */

async function account(id: string, role: "user" | "admin" = "user"): Promise<TSessionUser> {
  await (await getDb()).insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

function serviceSubmission() {
  const form = new FormData();
  const fields = {
    name: "Sami Électricité",
    profession: "Électricien",
    description: "Installations et dépannages à domicile, devis gratuit.",
    phone: "+216 71 234 567",
    whatsapp: "+216 98 123 456",
    governorate: "Ben Arous",
    delegation: "ezzahra",
    address: "Rue de Rades 12",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("image", new File([], ""));
  return readCatalogueSubmission(CATALOGUE_FORMS.service, form);
}

function propertySubmission() {
  const form = new FormData();
  const fields = {
    announcement_type: "location",
    type: "appartement",
    title: "Appartement S+2 lumineux",
    description: "Proche du métro, cuisine équipée.",
    price: "1 200",
    surface: "95",
    rooms: "2",
    bathrooms: "1",
    furnished: "partial",
    construction_year: "2015",
    available_date: "",
    governorate: "Ben Arous",
    delegation: "ezzahra",
    address: "Rue de Rades 12",
    whatsapp: "+216 98 123 456",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return readPropertySubmission(form);
}

const publishService = (actor: TSessionUser) =>
  publishCatalogueItem(CATALOGUE_FORMS.service, actor, serviceSubmission());

async function countOf(userId: string) {
  const db = await getDb();
  const [p, s, t] = await Promise.all(
    [properties, services, stores].map((table) =>
      db.select({ id: table.id }).from(table).where(eq(table.userId, userId)),
    ),
  );
  return (p?.length ?? 0) + (s?.length ?? 0) + (t?.length ?? 0);
}

/** Listings published earlier by the account, `minutesAgo` each (every kind counts). */
async function publishedEarlier(userId: string, minutesAgo: number[]) {
  const db = await getDb();
  for (const [index, minutes] of minutesAgo.entries()) {
    const createdAt = new Date(Date.now() - minutes * 60_000);
    if (index % 2 === 0) {
      await db.insert(stores).values({
        userId,
        name: `Boutique ${index}`,
        description: "Décoration.",
        category: "décoration",
        location: "tunis",
        whatsapp: "+216 98 765 432",
        address: "Rue de Rome",
        image: "/media/store_images/x.webp",
        createdAt,
      });
    } else {
      await db.insert(properties).values({
        userId,
        title: `Appartement ${index}`,
        description: "Lumineux.",
        type: "appartement",
        announcementType: "vente",
        price: 200_000,
        surface: 90,
        address: "Rue de Rome",
        governorate: "tunis",
        delegation: "la-marsa",
        location: "tunis",
        whatsapp: "21698123456",
        createdAt,
      });
    }
  }
}

describe("publishing limits", () => {
  it("refuses a user's 6th listing within an hour, every kind counted, with the delay", async () => {
    const member = await account("limit-hourly");
    // Four other listings in the last hour, the oldest 48 minutes ago.
    await publishedEarlier(member.id, [48, 30, 20, 10]);
    expect(await publishService(member)).toMatchObject({ ok: true });
    expect(await countOf(member.id)).toBe(5);

    const sixth = await publishService(member);
    expect(sixth).toMatchObject({
      ok: false,
      code: "rate_limited",
      message:
        "Vous avez publié 5 annonces dans l'heure. Vous pourrez publier à nouveau dans 12 minutes.",
    });
    expect(!sixth.ok && sixth.retryAfterSeconds).toBeGreaterThan(11 * 60);
    expect(!sixth.ok && sixth.retryAfterSeconds).toBeLessThanOrEqual(12 * 60);
    // A property is refused the same way, before its photos are stored.
    expect(await publishProperty(member, propertySubmission())).toMatchObject({
      ok: false,
      code: "rate_limited",
    });
    expect(await countOf(member.id)).toBe(5);
  });

  it("lets an administrator publish past the limits", async () => {
    const admin = await account("limit-admin", "admin");
    await publishedEarlier(admin.id, [50, 40, 30, 20, 10]);
    expect(await publishService(admin)).toMatchObject({ ok: true });
    expect(await publishProperty(admin, propertySubmission())).toMatchObject({ ok: true });
    expect(await countOf(admin.id)).toBe(7);
  });

  it("refuses the 21st listing within 24 hours", async () => {
    const member = await account("limit-daily");
    // Twenty listings between 23 h and 2 h ago: none in the last hour.
    await publishedEarlier(
      member.id,
      Array.from({ length: 20 }, (_, index) => 23 * 60 - index * 60),
    );
    const refused = await publishService(member);
    expect(refused).toMatchObject({
      ok: false,
      code: "rate_limited",
      message:
        "Vous avez publié 20 annonces en 24 heures. Vous pourrez publier à nouveau dans 1 heure.",
    });
    expect(await countOf(member.id)).toBe(20);
  });

  // PGlite runs one statement at a time, so this has teeth on PostgreSQL (TEST_DATABASE_URL),
  // where it fails without the account's advisory lock.
  it("does not let concurrent publications go past the limit", async () => {
    const member = await account("limit-concurrent");
    await publishedEarlier(member.id, [40, 30, 20]);
    const results = await Promise.all(Array.from({ length: 4 }, () => publishService(member)));
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.filter((result) => !result.ok && result.code === "rate_limited")).toHaveLength(
      2,
    );
    expect(await countOf(member.id)).toBe(5);
  });

  it("publishes nothing for an account suspended after its request's session was checked, of any kind", async () => {
    const member = await account("limit-suspended");
    const admin = await account("limit-suspender", "admin");
    // The request passed its session check; the suspension commits before it writes.
    expect(
      await suspendUser(admin, { userId: member.id, reason: "Annonces frauduleuses" }),
    ).toMatchObject({ ok: true });
    const refusal = {
      ok: false,
      code: "forbidden",
      message: ACCOUNT_SUSPENDED_MESSAGE,
      reason: "ACCOUNT_SUSPENDED",
    };
    expect(await publishService(member)).toMatchObject(refusal);
    expect(await publishProperty(member, propertySubmission())).toMatchObject(refusal);
    expect(await countOf(member.id)).toBe(0);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the two transactions overlap: whichever order they take,
  // no listing of the account stays public.
  it("leaves no public listing when a publication and the suspension race", async () => {
    const member = await account("limit-race");
    const admin = await account("limit-race-admin", "admin");
    const [published] = await Promise.all([
      publishService(member),
      suspendUser(admin, { userId: member.id, reason: "Annonces frauduleuses" }),
    ]);
    const db = await getDb();
    const listed = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.userId, member.id), notHidden("service", services.id)));
    expect(listed).toEqual([]);
    expect(await countOf(member.id)).toBe(published.ok ? 1 : 0);
  });

  it("says the delay in minutes and hours", () => {
    expect(formatDelay(30)).toBe("1 minute");
    expect(formatDelay(12 * 60)).toBe("12 minutes");
    expect(formatDelay(3 * 3600)).toBe("3 heures");
    expect(formatDelay(3600 + 5 * 60)).toBe("1 heure et 5 minutes");
  });
});
