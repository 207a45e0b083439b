import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "~/edge/app.server";
import { deleteListing } from "~/features/listings/delete-listing.server";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { updateProperty } from "~/features/properties/update-property.server";
import {
  loader as propertyDetailLoader,
  meta as propertyDetailMeta,
} from "~/routes/property-detail";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import { startS3Server } from "../../../tests/fixtures/s3";
import type { TStorage } from "../storage/contract.server";
import { createS3Storage } from "../storage/s3-storage.server";
import {
  createLocalStorage,
  getStorage,
  installStorage,
  publicUrlFor,
  uploadsDir,
} from "../storage/storage.server";
import { forgetKnownOgImages } from "./og-image.server";

/* Link preview images (issue 15, decision 0025): made once from the first photo, on the real app. */

const app = () => {
  const clientDir = path.join(uploadsDir(), "..", "client");
  fs.mkdirSync(clientDir, { recursive: true });
  return createHttpApp({
    build: () => Promise.reject(new Error("aucune page dans ce test")),
    clientDir,
    mediaDir: uploadsDir(),
  });
};

/** The local storage, counting what is written to it. */
function countingStorage(): { storage: TStorage; puts: string[] } {
  const inner = createLocalStorage(uploadsDir());
  const puts: string[] = [];
  return {
    puts,
    storage: {
      ...inner,
      put: (key, data, type) => {
        puts.push(key);
        return inner.put(key, data, type);
      },
    },
  };
}

/** A stored 1600×900 landscape photo, as publishing leaves one. */
async function storedPhoto(ownerId: string): Promise<string> {
  const key = `property_images/${ownerId}/${randomUUID()}.webp`;
  const data = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .webp()
    .toBuffer();
  await getStorage().put(key, data, "image/webp");
  return publicUrlFor(key);
}

async function pageOf(id: string) {
  return propertyDetailLoader({
    request: new Request(`http://localhost/proprietes/${id}`),
    params: { id },
    context: {},
  } as Parameters<typeof propertyDetailLoader>[0]);
}

describe("a listing's link preview image", () => {
  it("is its first photo as a 1200×630 JPEG, made on the first request and stored once", async () => {
    const { storage, puts } = countingStorage();
    installStorage(storage);
    const owner = await insertAccount();
    const first = await storedPhoto(owner.id);
    const second = await storedPhoto(owner.id);
    const id = await insertProperty(owner.id, { photoUrls: [first, second] });

    const page = await pageOf(id);
    const previewPath = `/media/og_images${first.slice("/media".length)}.jpg`;
    expect(page.seo.preview).toBe(`http://localhost:3000${previewPath}`);
    const tags = propertyDetailMeta({ loaderData: page, matches: [] } as unknown as Parameters<
      typeof propertyDetailMeta
    >[0]);
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: page.seo.preview },
        { property: "og:image:type", content: "image/jpeg" },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
      ]),
    );

    const response = await app().request(previewPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format: image.format, width: image.width, height: image.height }).toEqual({
      format: "jpeg",
      width: 1200,
      height: 630,
    });
    const made = puts.filter((key) => key.startsWith("og_images/"));
    expect(made).toEqual([previewPath.slice("/media/".length)]);

    // Asked again, by this process or another one: served, never made again.
    expect((await app().request(previewPath)).status).toBe(200);
    forgetKnownOgImages();
    expect((await app().request(previewPath)).status).toBe(200);
    expect(puts.filter((key) => key.startsWith("og_images/"))).toEqual(made);

    // Deleting the listing removes it with the photos.
    const deleted = await deleteListing(owner, "property", id);
    expect(deleted.ok).toBe(true);
    expect(await storage.exists(made[0] as string)).toBe(false);
    forgetKnownOgImages();
    expect((await app().request(previewPath)).status).toBe(404);
    expect(puts.filter((key) => key.startsWith("og_images/"))).toEqual(made);
    installStorage(createLocalStorage(uploadsDir()));
  });

  it("follows the first photo: an edit that removes it removes its preview, the next photo's is named", async () => {
    const owner = await insertAccount();
    const photo = async (r: number) =>
      new File(
        [
          new Uint8Array(
            await sharp({
              create: { width: 900, height: 1200, channels: 3, background: { r, g: 90, b: 90 } },
            })
              .png()
              .toBuffer(),
          ),
        ],
        "photo.png",
        { type: "image/png" },
      );
    const form = (removed: string[] = [], photos: File[] = []) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({
        announcement_type: "vente",
        type: "maison",
        title: "Maison avec patio",
        description: "Maison traditionnelle rénovée, patio et terrasse.",
        price: "380000",
        surface: "160",
        rooms: "4",
        bathrooms: "2",
        furnished: "no",
        construction_year: "1990",
        available_date: "",
        governorate: "Mahdia",
        delegation: "mahdia-ville",
        address: "Rue des Pêcheurs",
        whatsapp: "+216 98 123 456",
      })) {
        data.append(key, value);
      }
      for (const file of photos) data.append("photos", file);
      for (const url of removed) data.append("removed_photos", url);
      return readPropertySubmission(data);
    };
    const published = await publishProperty(owner, form([], [await photo(10), await photo(200)]));
    if (!published.ok) throw new Error(published.message);
    const before = await pageOf(published.id);
    const [first, second] = before.property.photoUrls;
    const oldPreview = new URL(before.seo.preview as string).pathname;
    expect((await app().request(oldPreview)).status).toBe(200);

    const edited = await updateProperty(owner, published.id, form([first as string]));
    expect(edited.ok).toBe(true);
    expect(await getStorage().exists(oldPreview.slice("/media/".length))).toBe(false);
    const after = await pageOf(published.id);
    expect(after.property.photoUrls).toEqual([second]);
    expect(new URL(after.seo.preview as string).pathname).toBe(
      `/media/og_images${(second as string).slice("/media".length)}.jpg`,
    );
    const response = await app().request(new URL(after.seo.preview as string).pathname);
    const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it("is made only from listing photos that exist", async () => {
    const owner = await insertAccount();
    const missing = `/media/og_images/property_images/${owner.id}/${randomUUID()}.webp.jpg`;
    expect((await app().request(missing)).status).toBe(404);
    await getStorage().put(`avatars/${owner.id}/a.webp`, Buffer.from("x"), "image/webp");
    expect((await app().request(`/media/og_images/avatars/${owner.id}/a.webp.jpg`)).status).toBe(
      404,
    );
    // A listing without a photo of ours keeps its own image, without a preview made for it.
    const id = await insertProperty(owner.id, { photoUrls: ["https://exemple.tn/photo.jpg"] });
    const page = await pageOf(id);
    expect(page.seo.preview).toBeNull();
    const tags = propertyDetailMeta({ loaderData: page, matches: [] } as unknown as Parameters<
      typeof propertyDetailMeta
    >[0]);
    expect(tags).toContainEqual({ property: "og:image", content: "https://exemple.tn/photo.jpg" });
    expect(tags).not.toContainEqual(expect.objectContaining({ property: "og:image:width" }));
  });

  it("is made and served the same way when files live in an S3 bucket", async () => {
    const s3 = await startS3Server("darna-og");
    try {
      const bucket = createS3Storage(s3.config);
      installStorage(bucket);
      const owner = await insertAccount();
      const photo = await storedPhoto(owner.id);
      const key = `og_images${photo.slice("/media".length)}.jpg`;
      const response = await app().request(`/media/${key}`);
      expect(response.status).toBe(200);
      const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([image.format, image.width, image.height]).toEqual(["jpeg", 1200, 630]);
      expect(await bucket.exists(key)).toBe(true);
    } finally {
      installStorage(createLocalStorage(uploadsDir()));
      await s3.close();
    }
  });
});
