import fs from "node:fs";
import path from "node:path";
import { ListObjectsCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpApp } from "~/edge/app.server";
import { failureStatus } from "~/edge/failures.server";
import { eraseUser } from "~/features/account/erase-user.server";
import { getMyProfile, updateMyProfile } from "~/features/account/profile.server";
import { CATALOGUE_FORMS } from "~/features/listings/catalogue/catalogue-forms";
import { readCatalogueSubmission } from "~/features/listings/catalogue/catalogue-submission.server";
import { publishCatalogueItem } from "~/features/listings/catalogue/save-catalogue-item.server";
import { deleteListing } from "~/features/listings/delete-listing.server";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { updateProperty } from "~/features/properties/update-property.server";
import type { TSessionUser } from "~/kernel/actor";
import { propertyThumbnailUrl } from "~/lib/property-photo-urls";
import { getDb } from "~/server/db/client.server";
import { profiles, properties, services, user } from "~/server/db/schema";
import { seedDemoIfEmpty } from "~/server/seed/demo.server";
import { startS3Server } from "../../../tests/fixtures/s3";
import { createS3Storage, type TS3Storage } from "./s3-storage.server";
import { getStorage, installStorage, keyFromPublicUrl, uploadsDir } from "./storage.server";

/*
 * Files in an S3 bucket (S3_BUCKET): a real S3-protocol server (s3rver) in this process, the
 * domain functions and the HTTP app on the test file's database, with the bucket installed as
 * the start-up installs it.
 */
const s3 = await startS3Server();

let bucket: TS3Storage;

beforeAll(() => {
  bucket = createS3Storage(s3.config);
  installStorage(bucket);
});

afterAll(async () => {
  await s3.close();
});

/** Every key in the bucket under `prefix`, sorted. */
async function keysIn(prefix = ""): Promise<string[]> {
  const keys: string[] = [];
  // Paged by the last key seen (ListObjects' Marker): the demo stores more than one page, and
  // s3rver cannot mint ListObjectsV2's continuation tokens on Node's OpenSSL 3.
  for (let Marker: string | undefined; ; ) {
    const page = await bucket.client.send(
      new ListObjectsCommand({ Bucket: s3.bucket, Prefix: prefix, Marker }),
    );
    const found = (page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : []));
    keys.push(...found);
    if (!page.IsTruncated || found.length === 0) break;
    Marker = found.at(-1);
  }
  return keys.sort();
}

const keyOf = (url: string | null | undefined) => {
  const key = keyFromPublicUrl(url);
  if (!key) throw new Error(`pas une URL de fichier: ${url}`);
  return key;
};

function actor(id: string): TSessionUser {
  return {
    id,
    email: `${id}@exemple.tn`,
    firstName: id,
    lastName: null,
    avatarUrl: null,
    role: "user",
  };
}

async function member(id: string) {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn` });
  return actor(id);
}

async function jpeg(color = "#c96"): Promise<File> {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: color },
  })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(buffer)], "photo.jpg", { type: "image/jpeg" });
}

const PROPERTY_FIELDS = {
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

function propertySubmission(photos: File[] = [], removed: string[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(PROPERTY_FIELDS)) form.append(key, value);
  for (const photo of photos) form.append("photos", photo);
  for (const url of removed) form.append("removed_photos", url);
  return readPropertySubmission(form);
}

async function publishedProperty(owner: TSessionUser, photoCount: number) {
  const photos = await Promise.all(Array.from({ length: photoCount }, () => jpeg()));
  const result = await publishProperty(owner, propertySubmission(photos));
  if (!result.ok) throw new Error(result.message);
  const db = await getDb();
  const [row] = await db.select().from(properties).where(eq(properties.id, result.id));
  if (!row) throw new Error("propriété absente");
  return row;
}

function serviceSubmission(image: File) {
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
  form.append("image", image);
  return readCatalogueSubmission(CATALOGUE_FORMS.service, form);
}

function httpApp() {
  return createHttpApp({
    build: () => Promise.reject(new Error("aucune page dans ce test")),
    clientDir: path.join(uploadsDir(), "..", "client"),
    mediaDir: uploadsDir(),
  });
}

// First: the demo loads only into an empty database.
describe("demo data with S3_BUCKET", () => {
  it("stores every demo photo in the bucket and none on local disk", async () => {
    const seeded = await seedDemoIfEmpty(await getDb(), { dataDir: process.env.DATA_DIR ?? "" });
    expect(seeded).not.toBeNull();
    const db = await getDb();
    const rows = await db.select({ photoUrls: properties.photoUrls }).from(properties);
    const own = rows.flatMap((row) => row.photoUrls).filter((url) => keyFromPublicUrl(url));
    expect(own.length).toBeGreaterThan(0);
    const stored = new Set(await keysIn("property_images/"));
    for (const url of own) {
      expect(stored.has(keyOf(url))).toBe(true);
      expect(stored.has(keyOf(propertyThumbnailUrl(url)))).toBe(true);
    }
    expect(fs.existsSync(uploadsDir())).toBe(false);
    // About 4,600 objects (the photos and thumbnails of 1,500 properties, from a few dozen
    // drawings) uploaded to a local S3 server that writes each one to disk.
  }, 120_000);
});

describe("S3 storage", () => {
  it("publishes a property: photo and thumbnail of each land in the bucket", async () => {
    const owner = await member("s3-owner");
    const row = await publishedProperty(owner, 2);
    expect(row.photoUrls).toHaveLength(2);
    const expected = row.photoUrls.flatMap((url) => [keyOf(url), keyOf(propertyThumbnailUrl(url))]);
    expect(await keysIn(`property_images/${owner.id}/`)).toEqual(expected.sort());
    expect(fs.existsSync(path.join(uploadsDir(), "property_images", owner.id))).toBe(false);
  });

  it("removes a photo taken off a property on edit, and keeps the others", async () => {
    const owner = await member("s3-editor");
    const row = await publishedProperty(owner, 2);
    const [dropped, kept] = row.photoUrls as [string, string];
    const result = await updateProperty(owner, row.id, propertySubmission([], [dropped]));
    expect(result.ok).toBe(true);
    const left = await keysIn(`property_images/${owner.id}/`);
    expect(left).toEqual([keyOf(kept), keyOf(propertyThumbnailUrl(kept))].sort());
  });

  it("removes a deleted listing's objects", async () => {
    const owner = await member("s3-deleter");
    const row = await publishedProperty(owner, 1);
    expect(await keysIn(`property_images/${owner.id}/`)).toHaveLength(2);
    expect((await deleteListing(owner, "property", row.id)).ok).toBe(true);
    expect(await keysIn(`property_images/${owner.id}/`)).toEqual([]);
  });

  it("removes every object of an erased account, and only theirs", async () => {
    const leaving = await member("s3-leaving");
    // A user whose id starts with the other's: a prefix must stop at the folder.
    const staying = await member("s3-leaving2");
    await publishedProperty(leaving, 1);
    await publishedProperty(staying, 1);
    const image = await jpeg("#36c");
    await updateMyProfile(
      leaving,
      {
        first_name: "Sonia",
        last_name: "Trabelsi",
        phone: null,
        address: null,
        city: null,
        price_drop_emails: false,
        message_emails: true,
      },
      new Uint8Array(await image.arrayBuffer()),
    );
    expect(await keysIn(`avatars/${leaving.id}/`)).toHaveLength(1);

    expect(await eraseUser(leaving.id)).toBe(true);
    for (const folder of ["avatars", "property_images"]) {
      expect(await keysIn(`${folder}/${leaving.id}/`)).toEqual([]);
    }
    expect(await keysIn(`property_images/${staying.id}/`)).toHaveLength(2);
  });

  it("reads an object back, and answers null for a missing one (the hashes' backfill)", async () => {
    const storage = createS3Storage(s3.config);
    const data = Buffer.from([1, 2, 3, 250]);
    await storage.put("store_images/s3-read/photo.webp", data, "image/webp");
    expect(await storage.read("store_images/s3-read/photo.webp")).toEqual(data);
    expect(await storage.read("store_images/s3-read/absente.webp")).toBeNull();
  });

  it("deletes a folder larger than one listing page, page by page", async () => {
    const paged = createS3Storage(s3.config, { deleteBatch: 2 });
    for (let index = 0; index < 5; index++) {
      await paged.put(`store_images/s3-paged/${index}.webp`, Buffer.from("x"), "image/webp");
    }
    await paged.deletePrefix("store_images/s3-paged");
    expect(await keysIn("store_images/s3-paged/")).toEqual([]);
  });
});

describe("/media/ from the bucket", () => {
  const app = httpApp();
  let url: string;
  let bytes: Buffer;

  beforeAll(async () => {
    bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c96" } })
      .webp()
      .toBuffer();
    url = "/media/property_images/s3-media/photo.webp";
    await getStorage().put(keyOf(url), bytes, "image/webp");
  });

  it("streams the object with the headers of a local file, plus its ETag", async () => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect(response.headers.get("last-modified")).toMatch(/GMT$/);
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers HEAD, conditional and range requests", async () => {
    const head = await app.request(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    const etag = head.headers.get("etag") ?? "";
    const again = await app.request(url, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);

    const part = await app.request(url, { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-9/${bytes.byteLength}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 10))).toBe(true);
  });

  it("answers 404 'Fichier introuvable' for a missing or impossible key", async () => {
    for (const missing of ["/media/property_images/s3-media/none.webp", "/media/..%2F..%2Fetc"]) {
      const response = await app.request(missing);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Fichier introuvable");
    }
  });
});

describe("an unreachable bucket", () => {
  const down = () => createS3Storage({ ...s3.config, endpoint: "http://127.0.0.1:9" });

  it("refuses a property with a French error (503) and keeps no row", async () => {
    const owner = await member("s3-down-owner");
    installStorage(down());
    try {
      const result = await publishProperty(owner, propertySubmission([await jpeg()]));
      expect(result).toMatchObject({
        ok: false,
        code: "unavailable",
        message: "Échec du téléchargement de l'image. Veuillez réessayer.",
      });
      if (!result.ok) expect(failureStatus(result)).toBe(503);
    } finally {
      installStorage(bucket);
    }
    const db = await getDb();
    expect(await db.select().from(properties).where(eq(properties.userId, owner.id))).toEqual([]);
  });

  it("refuses a service with a French error and keeps no row", async () => {
    const owner = await member("s3-down-service");
    installStorage(down());
    try {
      const result = await publishCatalogueItem(
        CATALOGUE_FORMS.service,
        owner,
        serviceSubmission(await jpeg()),
      );
      expect(result).toMatchObject({
        ok: false,
        code: "unavailable",
        message: "Échec du téléchargement de l'image. Veuillez réessayer.",
      });
    } finally {
      installStorage(bucket);
    }
    const db = await getDb();
    expect(await db.select().from(services).where(eq(services.userId, owner.id))).toEqual([]);
  });

  it("saves a profile with its old avatar and says the avatar failed", async () => {
    const owner = await member("s3-down-avatar");
    installStorage(down());
    let answer: Awaited<ReturnType<typeof updateMyProfile>>;
    try {
      const image = await jpeg();
      answer = await updateMyProfile(
        owner,
        {
          first_name: "Nadia",
          last_name: "Ferchichi",
          phone: null,
          address: null,
          city: null,
          price_drop_emails: false,
          message_emails: true,
        },
        new Uint8Array(await image.arrayBuffer()),
      );
    } finally {
      installStorage(bucket);
    }
    expect(answer.avatarError).toBe("Erreur lors de l'upload de l'avatar");
    const profile = await getMyProfile(owner);
    expect(profile.ok && profile.profile).toMatchObject({ firstName: "Nadia", avatarUrl: null });
  });
});
