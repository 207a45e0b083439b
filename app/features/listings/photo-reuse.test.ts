import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eraseUser } from "~/features/account/erase-user.server";
import { parseAdminListQuery } from "~/features/admin/admin-query";
import { listReportQueue, moderateListing } from "~/features/admin/admin-reports.server";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { updateProperty } from "~/features/properties/update-property.server";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import {
  hiddenListings,
  listingReports,
  photoFingerprints,
  profiles,
  properties,
  user,
} from "~/server/db/schema";
import {
  fingerprintDistance,
  fingerprintFile,
  REUSED_PHOTO_MAX_DISTANCE,
} from "~/server/images/photo-fingerprint.server";
import { renderDemoImage } from "~/server/seed/demo-images.server";
import type { TImageSpec } from "~/server/seed/demo-parts";
import { getStorage, keyFromPublicUrl } from "~/server/storage/storage.server";
import { ageListings } from "../../../tests/setup/age-listings";
import { CATALOGUE_FORMS } from "./catalogue/catalogue-forms";
import { readCatalogueSubmission } from "./catalogue/catalogue-submission.server";
import { publishCatalogueItem } from "./catalogue/save-catalogue-item.server";
import { deleteListing } from "./delete-listing.server";
import { backfillPhotoFingerprints, type TBackfillCursor } from "./photo-reuse.server";
import { reportListing } from "./report-listing.server";

/*
 * Reused photos (issue 14, decision 0020) on the real database and storage: a photo another
 * account already shows is reported with the other listing named; one's own photo is not;
 * copies re-encoded, resized or slightly cropped are found, other pictures are not.
 */

function actor(id: string, role: "user" | "admin" = "user"): TSessionUser {
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

const agency = actor("agence");
const copier = actor("copieur");
const third = actor("tiers");
const shopkeeper = actor("boutiquier");
const admin = actor("moderateur", "admin");

beforeAll(async () => {
  const db = await getDb();
  const accounts = [agency, copier, third, shopkeeper, admin];
  await db.insert(user).values(accounts.map((a) => ({ id: a.id, name: a.id, email: a.email })));
  await db
    .insert(profiles)
    .values(accounts.map((a) => ({ id: a.id, email: a.email, role: a.role, firstName: a.id })));
});

beforeEach(ageListings);

// Demo drawings with different outlines, one set per test so that tests do not match each other.
const DRAWINGS = {
  villa: { kind: "facade", id: "villa", type: "villa", hue: 40, sea: true, sunset: false, seed: 7 },
  shop: { kind: "storefront", id: "shop", category: "meubles", hue: 200 },
  plumber: { kind: "profession", id: "plumber", profession: "Plombier", hue: 120 },
  salon: { kind: "room", id: "salon", scene: "salon", hue: 28, sea: false },
  office: {
    kind: "facade",
    id: "office",
    type: "bureau",
    hue: 300,
    sea: false,
    sunset: true,
    seed: 3,
  },
  land: { kind: "room", id: "land", scene: "oliveraie", hue: 28, sea: false },
} as const satisfies Record<string, TImageSpec>;
type TDrawing = keyof typeof DRAWINGS;

const pictures = {} as Record<TDrawing, Buffer>;
beforeAll(async () => {
  for (const name of Object.keys(DRAWINGS) as TDrawing[]) {
    pictures[name] = await sharp(await renderDemoImage(DRAWINGS[name]))
      .jpeg({ quality: 92 })
      .toBuffer();
  }
});

/** The same picture as a copier would get it: re-encoded smaller at a low quality. */
async function reencoded(image: Buffer) {
  const { width = 0 } = await sharp(image).metadata();
  return sharp(image)
    .resize({ width: Math.round(width / 2) })
    .webp({ quality: 40 })
    .toBuffer();
}

/** 2 % cut off each side, as when a watermark in a corner is cropped out. */
async function cropped(image: Buffer) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  const dx = Math.round(width * 0.02);
  const dy = Math.round(height * 0.02);
  return sharp(image)
    .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const file = (data: Buffer, name = "photo.jpg") =>
  new File([new Uint8Array(data)], name, { type: "image/jpeg" });

const FIELDS = {
  announcement_type: "vente",
  type: "villa",
  title: "Villa avec piscine",
  description: "Grande villa face à la mer, jardin arboré.",
  price: "850000",
  surface: "320",
  rooms: "5",
  bathrooms: "3",
  furnished: "no",
  construction_year: "2012",
  available_date: "",
  governorate: "Nabeul",
  delegation: "hammamet",
  address: "Route de la plage, Hammamet",
  whatsapp: "+216 98 123 456",
};

function propertySubmission(photos: Buffer[], removed: string[] = [], title = FIELDS.title) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...FIELDS, title })) form.append(key, value);
  for (const photo of photos) form.append("photos", file(photo));
  for (const url of removed) form.append("removed_photos", url);
  return readPropertySubmission(form);
}

async function publishedProperty(account: TSessionUser, photos: Buffer[], title?: string) {
  const result = await publishProperty(account, propertySubmission(photos, [], title));
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

async function reportsOf(id: string) {
  const db = await getDb();
  return db
    .select()
    .from(listingReports)
    .where(eq(listingReports.itemId, id))
    .orderBy(listingReports.createdAt);
}

async function fingerprintsOf(id: string) {
  const db = await getDb();
  return db.select().from(photoFingerprints).where(eq(photoFingerprints.itemId, id));
}

async function photoUrlsOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ photoUrls: properties.photoUrls })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.photoUrls ?? [];
}

describe("the fingerprint", () => {
  it("matches re-encoded, resized and slightly cropped copies, not another picture", async () => {
    const hashes = new Map<TDrawing, bigint>();
    for (const name of Object.keys(DRAWINGS) as TDrawing[]) {
      const picture = pictures[name];
      const original = await fingerprintFile(picture);
      if (original === null) throw new Error("empreinte manquante");
      for (const copy of [await reencoded(picture), await cropped(picture)]) {
        const hash = await fingerprintFile(copy);
        if (hash === null) throw new Error("empreinte manquante");
        expect(fingerprintDistance(original, hash)).toBeLessThanOrEqual(REUSED_PHOTO_MAX_DISTANCE);
      }
      for (const [other, hash] of hashes) {
        expect(fingerprintDistance(original, hash), `${name} / ${other}`).toBeGreaterThan(
          REUSED_PHOTO_MAX_DISTANCE * 2,
        );
      }
      hashes.set(name, original);
    }
  });

  it("is left out for a plain picture, which would match every other plain one", async () => {
    const plain = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 90, b: 200 } },
    })
      .png()
      .toBuffer();
    expect(await fingerprintFile(plain)).toBeNull();
  });
});

describe("publishing a photo another account uses", () => {
  it("publishes the listing and reports it with the other listing named; the queue shows it", async () => {
    const { villa, land } = pictures;
    const original = await publishedProperty(agency, [villa], "Villa Hammamet zqorigine");
    expect(await reportsOf(original)).toEqual([]);

    const copy = await publishedProperty(copier, [land, await reencoded(villa)], "Villa zqcopie");
    const [report, ...more] = await reportsOf(copy);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      itemType: "property",
      reason: "reused_photo",
      reporterId: null,
      reporterKey: null,
      status: "open",
      linkedItemType: "property",
      linkedItemId: original,
    });
    // Published all the same, and the original is not the one reported.
    expect(await photoUrlsOf(copy)).toHaveLength(2);
    expect(await reportsOf(original)).toEqual([]);

    // The agency had the photo first: its publishing it again is not a reuse of the copy.
    const again = await publishedProperty(agency, [villa], "Villa Hammamet zqencore");
    expect(await reportsOf(again)).toEqual([]);

    const queue = await listReportQueue(
      admin,
      parseAdminListQuery(new URLSearchParams("q=zqcopie")),
    );
    if (!queue.ok) throw new Error(queue.message);
    expect(queue.page.rows).toHaveLength(1);
    expect(queue.page.rows[0]).toMatchObject({ kind: "property", id: copy, openCount: 1 });
    expect(queue.page.rows[0]?.reports).toEqual([
      expect.objectContaining({
        reason: "Photo déjà utilisée par une autre annonce",
        by: "system",
        linked: { kind: "property", id: original, title: "Villa Hammamet zqorigine" },
      }),
    ]);
  });

  it("does not report a photo the same account already uses", async () => {
    await publishedProperty(third, [pictures.plumber]);
    const again = await publishedProperty(third, [await cropped(pictures.plumber)]);
    expect(await reportsOf(again)).toEqual([]);
    expect(await fingerprintsOf(again)).toHaveLength(1);
  });

  it("does not report a different picture, nor plain pictures from two accounts", async () => {
    const plain = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 240, g: 240, b: 240 } },
    })
      .png()
      .toBuffer();
    await publishedProperty(agency, [plain]);
    const id = await publishedProperty(copier, [plain, pictures.salon]);
    expect(await reportsOf(id)).toEqual([]);
  });

  it("reports a service or a store using a property's photo, once per pair of listings", async () => {
    const original = await publishedProperty(agency, [pictures.villa]);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: "Déco Carthage",
      description: "Luminaires, tapis et objets de décoration artisanaux.",
      category: "décoration",
      governorate: "gabes",
      delegation: "gabes-medina",
      address: "12 avenue Habib Bourguiba, Gabès",
      whatsapp: "+216 98 765 432",
    })) {
      form.append(key, value);
    }
    form.append("image", file(await cropped(pictures.villa)));
    const submission = readCatalogueSubmission(CATALOGUE_FORMS.store, form);
    const store = await publishCatalogueItem(CATALOGUE_FORMS.store, shopkeeper, submission);
    if (!store.ok) throw new Error(store.message);
    const reports = await reportsOf(store.id);
    // The villa is in several listings of the agency by now: each is named once.
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports.every((report) => report.reason === "reused_photo")).toBe(true);
    expect(reports.map((report) => report.linkedItemId)).toContain(original);
    expect(new Set(reports.map((report) => report.linkedItemId)).size).toBe(reports.length);
  });
});

describe("editing", () => {
  it("compares the new photos only, reports once per pair, and forgets removed photos", async () => {
    const { office, shop } = pictures;
    const original = await publishedProperty(agency, [await renderDemoImage(DRAWINGS.office)]);
    const id = await publishedProperty(copier, [shop]);
    expect(await reportsOf(id)).toEqual([]);

    const edited = await updateProperty(copier, id, propertySubmission([office]));
    if (!edited.ok) throw new Error(edited.message);
    const after = await reportsOf(id);
    expect(after.map((report) => report.linkedItemId)).toEqual([original]);

    // The same photo again: the open report for the pair stays the only one.
    const again = await updateProperty(copier, id, propertySubmission([await reencoded(office)]));
    if (!again.ok) throw new Error(again.message);
    expect(await reportsOf(id)).toHaveLength(after.length);

    // Removing photos removes their hashes.
    const urls = await photoUrlsOf(id);
    expect((await fingerprintsOf(id)).map((row) => row.url).sort()).toEqual([...urls].sort());
    const removed = await updateProperty(copier, id, propertySubmission([], urls.slice(1)));
    if (!removed.ok) throw new Error(removed.message);
    expect((await fingerprintsOf(id)).map((row) => row.url)).toEqual(urls.slice(0, 1));
  });
});

describe("system reports and automatic hiding", () => {
  it("do not count as one of the three accounts", async () => {
    const original = await publishedProperty(agency, [pictures.villa]);
    const id = await publishedProperty(third, [pictures.villa]);
    expect((await reportsOf(id)).map((report) => report.linkedItemId)).toContain(original);
    for (const reader of [copier, admin]) {
      const sent = await reportListing(
        reader,
        { itemType: "property", itemId: id, reason: "scam" },
        { clientIp: "10.0.0.1" },
      );
      expect(sent.ok).toBe(true);
    }
    const db = await getDb();
    const hidden = await db.select().from(hiddenListings).where(eq(hiddenListings.itemId, id));
    expect(hidden).toEqual([]);
  });

  it("are closed by 'Classer sans suite', and a later edit can report the pair again", async () => {
    await publishedProperty(third, [pictures.shop]);
    const id = await publishedProperty(admin, [await cropped(pictures.shop)]);
    expect((await reportsOf(id)).length).toBeGreaterThan(0);
    const dismissed = await moderateListing(admin, "dismiss", { kind: "property", id });
    expect(dismissed.ok).toBe(true);
    const edited = await updateProperty(admin, id, propertySubmission([pictures.shop]));
    if (!edited.ok) throw new Error(edited.message);
    const reports = await reportsOf(id);
    expect(reports.filter((report) => report.status === "open").length).toBeGreaterThan(0);
  });
});

describe("deletion", () => {
  it("deleting a listing or its owner's account removes its hashes", async () => {
    const id = await publishedProperty(copier, [pictures.villa, pictures.shop]);
    expect(await fingerprintsOf(id)).toHaveLength(2);
    expect((await deleteListing(copier, "property", id)).ok).toBe(true);
    expect(await fingerprintsOf(id)).toEqual([]);

    const leaving = actor("partant");
    const db = await getDb();
    await db.insert(user).values({ id: leaving.id, name: leaving.id, email: leaving.email });
    const theirs = await publishedProperty(leaving, [pictures.villa]);
    expect(await fingerprintsOf(theirs)).toHaveLength(1);
    await eraseUser(leaving.id);
    expect(await fingerprintsOf(theirs)).toEqual([]);
  });
});

describe("backfill", () => {
  it("hashes stored photos without a hash, marks unreadable ones, reports nothing", async () => {
    const db = await getDb();
    // Photos from before the hashes: stored files, listing rows, no fingerprint rows.
    const keys = [
      `property_images/${agency.id}/ancienne-1.webp`,
      `property_images/${agency.id}/ancienne-2.webp`,
    ];
    await getStorage().put(
      keys[0] as string,
      await sharp(pictures.villa).webp().toBuffer(),
      "image/webp",
    );
    const [old] = await db
      .insert(properties)
      .values({
        userId: copier.id,
        title: "Ancienne annonce",
        description: "Publiée avant les empreintes.",
        type: "villa",
        announcementType: "vente",
        price: 500000,
        surface: 200,
        address: "Hammamet",
        governorate: "nabeul",
        delegation: "hammamet",
        location: "nabeul",
        whatsapp: "98123456",
        // The second file is missing from storage; the third is not ours.
        photoUrls: [...keys.map((key) => `/media/${key}`), "https://exemple.tn/photo.jpg"],
      })
      .returning({ id: properties.id });
    if (!old) throw new Error("insertion impossible");
    const reportsBefore = await db.select().from(listingReports);

    let total = 0;
    let cursor: TBackfillCursor | null = { kind: "property", after: null };
    let rounds = 0;
    while (cursor) {
      const done: Awaited<ReturnType<typeof backfillPhotoFingerprints>> =
        await backfillPhotoFingerprints(2, cursor);
      total += done.fingerprinted;
      cursor = done.next;
      rounds++;
    }
    expect(total).toBe(2);
    expect(rounds).toBeGreaterThan(3);
    const rows = await fingerprintsOf(old.id);
    expect(rows.map((row) => [keyFromPublicUrl(row.url), row.hash === null]).sort()).toEqual([
      [keys[0], false],
      [keys[1], true],
    ]);
    // The old listing's villa is another account's photo: still no report from the backfill.
    expect(await db.select().from(listingReports)).toHaveLength(reportsBefore.length);

    // A second pass finds nothing left.
    let again = 0;
    cursor = { kind: "property", after: null };
    while (cursor) {
      const done: Awaited<ReturnType<typeof backfillPhotoFingerprints>> =
        await backfillPhotoFingerprints(50, cursor);
      again += done.fingerprinted;
      cursor = done.next;
    }
    expect(again).toBe(0);
    expect(
      await db
        .select()
        .from(photoFingerprints)
        .where(and(eq(photoFingerprints.itemId, old.id), eq(photoFingerprints.ownerId, copier.id))),
    ).toHaveLength(2);
  });
});
