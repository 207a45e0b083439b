import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteListing } from "~/features/listings/delete-listing.server";
import type { TSessionUser } from "~/kernel/actor";
import { MAX_PROPERTY_PHOTOS } from "~/lib/constants";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
import { getDb } from "~/server/db/client.server";
import { favorites, properties, user } from "~/server/db/schema";
import { keyFromPublicUrl, uploadsDir } from "~/server/storage/storage.server";
import { ageListings } from "../../../tests/setup/age-listings";
import { readPropertySubmission } from "./property-submission.server";
import { publishProperty } from "./publish-property.server";
import { getPropertyForEdit, updateProperty } from "./update-property.server";

function actor(id: string, role: "user" | "admin" = "user"): TSessionUser {
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

const owner = actor("owner");
const other = actor("other");
const admin = actor("admin", "admin");

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values(
    [owner, other, admin].map((account) => ({
      id: account.id,
      name: account.id,
      email: account.email,
    })),
  );
});

// Many publications by one account: kept under the publishing limits.
beforeEach(ageListings);

const FIELDS = {
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

async function jpeg(width = 2400, height = 1800, exif = true): Promise<File> {
  let image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } },
  }).jpeg({ quality: 90 });
  if (exif) {
    image = image.withExif({
      IFD0: { Make: "Darna", Model: "Test" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 48/1 0/1" },
    });
  }
  return new File([new Uint8Array(await image.toBuffer())], "photo.jpg", { type: "image/jpeg" });
}

function submission(
  fields: Record<string, string> = FIELDS,
  photos: File[] = [],
  removed: string[] = [],
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos) form.append("photos", photo);
  for (const url of removed) form.append("removed_photos", url);
  return readPropertySubmission(form);
}

function fileOf(url: string | null): string {
  const key = keyFromPublicUrl(url);
  if (!key) throw new Error(`pas une URL de photo: ${url}`);
  return path.join(uploadsDir(), key);
}

async function row(id: string) {
  const db = await getDb();
  const [found] = await db.select().from(properties).where(eq(properties.id, id));
  return found;
}

async function publishedBy(account: TSessionUser, photos: File[] = []) {
  const result = await publishProperty(account, submission(FIELDS, photos));
  if (!result.ok) throw new Error(result.message);
  // The answer counts the photos stored: the first five that fit.
  expect(result.storedPhotos).toBe(Math.min(photos.length, MAX_PROPERTY_PHOTOS));
  return result.id;
}

async function countProperties() {
  const db = await getDb();
  return (await db.select({ id: properties.id }).from(properties)).length;
}

describe("publishing a property", () => {
  it("stores the checked values, hidden fields as 0/'no'/null, governorate as lowercase key", async () => {
    const id = await publishedBy(owner);
    const stored = await row(id);
    expect(stored).toMatchObject({
      userId: owner.id,
      announcementType: "location",
      type: "appartement",
      price: 1200,
      surface: 95,
      rooms: 2,
      bathrooms: 1,
      furnished: "partial",
      constructionYear: 2015,
      availableDate: null,
      governorate: "ben_arous",
      delegation: "ezzahra",
      location: "ben_arous",
      photoUrls: [],
    });

    const land = await publishProperty(
      owner,
      submission({ ...FIELDS, type: "terrain", available_date: "2027-03-01" }),
    );
    if (!land.ok) throw new Error(land.message);
    expect(await row(land.id)).toMatchObject({
      rooms: 0,
      bathrooms: 0,
      furnished: "no",
      constructionYear: null,
      availableDate: "2027-03-01",
    });
  });

  it("refuses an anonymous publisher and stores nothing", async () => {
    const before = await countProperties();
    const result = await publishProperty(null, submission());
    expect(result).toMatchObject({
      ok: false,
      code: "unauthenticated",
      message: "Utilisateur non authentifié",
    });
    expect(await countProperties()).toBe(before);
  });

  it("answers bad values with French field messages and stores nothing", async () => {
    const before = await countProperties();
    const result = await publishProperty(
      owner,
      submission({
        ...FIELDS,
        price: "-5",
        surface: "beaucoup",
        construction_year: "1850",
        bathrooms: "6",
        title: "   ",
      }),
    );
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      title: "Le titre est requis",
      price: "La valeur doit être positive ou nulle",
      surface: "La surface doit être un nombre",
      bathrooms: "Le nombre de salles de bain doit être compris entre 1 et 5",
      construction_year: `L'année de construction doit être comprise entre 1900 et ${new Date().getFullYear()}`,
    });
    expect(await countProperties()).toBe(before);
  });

  it("re-encodes photos as upright WebP without metadata, 1600 px at most, with a 400 px thumbnail", async () => {
    const id = await publishedBy(owner, [await jpeg(), await jpeg(800, 600, false)]);
    const { photoUrls } = (await row(id)) ?? { photoUrls: [] };
    expect(photoUrls).toHaveLength(2);
    for (const url of photoUrls) {
      expect(url).toMatch(new RegExp(`^/media/property_images/${owner.id}/[0-9a-f-]{36}\\.webp$`));
      const file = fileOf(url);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe("webp");
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
      expect(meta.exif).toBeUndefined();
      expect(fs.statSync(file).size).toBeLessThanOrEqual(300 * 1024);
      const thumbnail = await sharp(fileOf(propertyThumbnailUrl(url))).metadata();
      expect(Math.max(thumbnail.width ?? 0, thumbnail.height ?? 0)).toBe(400);
    }
    expect((await sharp(fileOf(photoUrls[0] ?? null)).metadata()).width).toBe(1600);
  });

  it("keeps only the first five photos", async () => {
    const photos = await Promise.all(Array.from({ length: 6 }, () => jpeg(640, 480, false)));
    const id = await publishedBy(owner, photos);
    expect((await row(id))?.photoUrls).toHaveLength(5);
  });

  it("refuses a file that is not an image whatever its name, storing neither row nor file", async () => {
    const before = await countProperties();
    const folder = path.join(uploadsDir(), "property_images", other.id);
    const pdf = new File(["%PDF-1.4 faux"], "photo.jpg", { type: "image/jpeg" });
    const result = await publishProperty(other, submission(FIELDS, [await jpeg(640, 480), pdf]));
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? "" : result.fieldErrors?.photos).toBe(
      "Photo 2 : Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
    );
    expect(await countProperties()).toBe(before);
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it("refuses an image above 10 MB", async () => {
    const huge = new File([new Uint8Array(20 * 1024 * 1024)], "grande.jpg", { type: "image/jpeg" });
    const result = await publishProperty(owner, submission(FIELDS, [huge]));
    expect(result.ok ? "" : result.fieldErrors?.photos).toBe(
      "L'image dépasse la taille maximale de 10 Mo.",
    );
  });
});

describe("editing a property", () => {
  it("lets only the owner edit: others, administrators and visitors change nothing", async () => {
    const id = await publishedBy(owner);
    const before = await row(id);
    const changed = submission({ ...FIELDS, title: "Titre pirate" });
    expect(await updateProperty(null, id, changed)).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await updateProperty(other, id, changed)).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Vous n'êtes pas autorisé à modifier cette propriété.",
    });
    expect(await updateProperty(admin, id, changed)).toMatchObject({
      ok: false,
      code: "forbidden",
    });
    expect(await row(id)).toEqual(before);
    expect(await getPropertyForEdit(other, id)).toMatchObject({ ok: false, code: "forbidden" });

    expect(await updateProperty(owner, id, changed)).toEqual({ ok: true, id, storedPhotos: 0 });
    expect((await row(id))?.title).toBe("Titre pirate");
  });

  it("answers 404 for unknown and malformed ids", async () => {
    for (const id of ["3f1c5a0e-0000-4000-8000-000000000000", "12", "'; drop table properties"]) {
      expect(await updateProperty(owner, id, submission())).toMatchObject({
        ok: false,
        code: "not_found",
      });
      expect(await deleteListing(owner, "property", id)).toMatchObject({
        ok: false,
        code: "not_found",
      });
      expect(await getPropertyForEdit(owner, id)).toMatchObject({ ok: false, code: "not_found" });
    }
  });

  it("removes the photos named for removal with their files and fills only the free slots", async () => {
    const photos = await Promise.all(Array.from({ length: 4 }, () => jpeg(640, 480, false)));
    const id = await publishedBy(owner, photos);
    const original = (await row(id))?.photoUrls ?? [];
    const [first, ...rest] = original;
    const additions = await Promise.all(Array.from({ length: 3 }, () => jpeg(640, 480, false)));

    const result = await updateProperty(owner, id, submission(FIELDS, additions, [first ?? ""]));
    // Two of the three new ones fit, and the answer says so.
    expect(result).toEqual({ ok: true, id, storedPhotos: 2 });
    const updated = (await row(id))?.photoUrls ?? [];
    // Three kept, two of the three new ones fit.
    expect(updated).toHaveLength(5);
    expect(updated.slice(0, 3)).toEqual(rest);
    expect(fs.existsSync(fileOf(first ?? null))).toBe(false);
    expect(fs.existsSync(fileOf(propertyThumbnailUrl(first)))).toBe(false);
    for (const url of updated) expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it("ignores removals of photos the property does not have", async () => {
    const id = await publishedBy(owner, [await jpeg(640, 480, false)]);
    const before = (await row(id))?.photoUrls;
    const foreign = (await row(await publishedBy(other, [await jpeg(640, 480, false)])))
      ?.photoUrls[0];
    await updateProperty(owner, id, submission(FIELDS, [], [foreign ?? ""]));
    expect((await row(id))?.photoUrls).toEqual(before);
    expect(fs.existsSync(fileOf(foreign ?? null))).toBe(true);
  });
});

describe("deleting a property", () => {
  it("is refused to visitors and other users, allowed to the owner and administrators", async () => {
    const id = await publishedBy(owner, [await jpeg(640, 480, false)]);
    expect(await deleteListing(null, "property", id)).toMatchObject({
      ok: false,
      code: "unauthenticated",
    });
    expect(await deleteListing(other, "property", id)).toMatchObject({
      ok: false,
      code: "forbidden",
      message: "Vous n'êtes pas autorisé à supprimer cette propriété.",
    });
    expect(await row(id)).toBeDefined();

    const photo = (await row(id))?.photoUrls[0] ?? null;
    const db = await getDb();
    await db.insert(favorites).values({ userId: other.id, itemType: "property", itemId: id });
    expect(await deleteListing(owner, "property", id)).toEqual({ ok: true, id });
    expect(await row(id)).toBeUndefined();
    expect(fs.existsSync(fileOf(photo))).toBe(false);
    expect(fs.existsSync(fileOf(propertyThumbnailUrl(photo)))).toBe(false);
    expect(await db.select().from(favorites).where(eq(favorites.itemId, id))).toEqual([]);

    const moderated = await publishedBy(other);
    expect(await deleteListing(admin, "property", moderated)).toEqual({ ok: true, id: moderated });
    expect(await deleteListing(admin, "property", moderated)).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });
});

describe("the delegation of a property (issue 23)", () => {
  it("is required: a listing without one is refused in French and nothing is stored", async () => {
    const before = await countProperties();
    const { delegation: _left, ...withoutDelegation } = FIELDS;
    for (const fields of [withoutDelegation, { ...FIELDS, delegation: "" }]) {
      const result = await publishProperty(owner, submission(fields));
      expect(result).toMatchObject({ ok: false, code: "invalid" });
      expect(result.ok ? {} : result.fieldErrors).toEqual({
        delegation: "Veuillez choisir une délégation.",
      });
    }
    expect(await countProperties()).toBe(before);
  });

  it("must lie in the chosen governorate: another governorate's or a forged one is refused", async () => {
    const before = await countProperties();
    for (const delegation of ["la-marsa", "nulle-part", "<script>"]) {
      const result = await publishProperty(owner, submission({ ...FIELDS, delegation }));
      expect(result.ok ? {} : result.fieldErrors).toEqual({
        delegation: "Cette délégation n'est pas dans le gouvernorat choisi.",
      });
    }
    // Told with the other messages, not after them.
    const both = await publishProperty(
      owner,
      submission({ ...FIELDS, title: "", delegation: "la-marsa" }),
    );
    expect(both.ok ? {} : both.fieldErrors).toEqual({
      title: "Le titre est requis",
      delegation: "Cette délégation n'est pas dans le gouvernorat choisi.",
    });
    expect(await countProperties()).toBe(before);
  });

  it("is stored on publish and changed on edit with its governorate", async () => {
    const id = await publishedBy(owner);
    expect(await row(id)).toMatchObject({ location: "ben_arous", delegation: "ezzahra" });
    const moved = await updateProperty(
      owner,
      id,
      submission({ ...FIELDS, governorate: "tunis", delegation: "la-marsa" }),
    );
    expect(moved).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ location: "tunis", delegation: "la-marsa" });
  });

  it("is asked of a listing published before delegations when it is edited", async () => {
    const id = await publishedBy(owner);
    const db = await getDb();
    await db.update(properties).set({ delegation: null }).where(eq(properties.id, id));

    const { delegation: _left, ...legacyForm } = FIELDS;
    const refused = await updateProperty(owner, id, submission(legacyForm));
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      delegation: "Veuillez choisir une délégation.",
    });
    expect((await row(id))?.delegation).toBeNull();

    const edited = await updateProperty(owner, id, submission(FIELDS));
    expect(edited).toMatchObject({ ok: true });
    expect((await row(id))?.delegation).toBe("ezzahra");
  });
});
