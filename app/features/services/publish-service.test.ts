import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { services, user } from "~/server/db/schema";
import { keyFromPublicUrl, uploadsDir } from "~/server/storage/storage.server";
import { publishService } from "./publish-service.server";
import { readServiceSubmission } from "./service-form.server";
import { getServiceForEdit, updateService } from "./update-service.server";

/*
 * Publishing and editing a service (001 §2, §3 Service, §5 Service form and Ownership, §6, §8)
 * through the domain functions, on the real database and storage folder of the test file.
 */

function actor(id: string, role: "user" | "admin" = "user"): TSessionUser {
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

const owner = actor("svc-owner");
const other = actor("svc-other");
const admin = actor("svc-admin", "admin");

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

const FIELDS = {
  name: "Sami Électricité",
  profession: "Électricien",
  description: "Installations et dépannages à domicile, devis gratuit.",
  phone: "+216 71 234 567",
  whatsapp: "+216 98 123 456",
  governorate: "Ben Arous",
  address: "Rue de Rades 12",
};

async function jpeg(width = 2400, height = 1800): Promise<File> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Darna" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 48/1 0/1" },
    })
    .toBuffer();
  return new File([new Uint8Array(buffer)], "photo.jpg", { type: "image/jpeg" });
}

const PDF = () => new File(["%PDF-1.4 faux document"], "photo.jpg", { type: "image/jpeg" });

function submission(fields: Record<string, string> = FIELDS, image?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  // A browser sends an empty file part when no photo is chosen.
  form.append("image", image ?? new File([], ""));
  return readServiceSubmission(form);
}

function fileOf(url: string | null): string {
  const key = keyFromPublicUrl(url);
  if (!key) throw new Error(`pas une URL d'image: ${url}`);
  return path.join(uploadsDir(), key);
}

function filesOf(account: TSessionUser): string[] {
  const folder = path.join(uploadsDir(), "service_images", account.id);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

async function row(id: string) {
  const db = await getDb();
  const [found] = await db.select().from(services).where(eq(services.id, id));
  return found;
}

async function countServices() {
  const db = await getDb();
  return (await db.select({ id: services.id }).from(services)).length;
}

async function publishedBy(account: TSessionUser, image?: File) {
  const result = await publishService(account, submission(FIELDS, image));
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe("publishing a service", () => {
  it("stores the checked values, the governorate key as location and the rating 5", async () => {
    const id = await publishedBy(owner);
    expect(await row(id)).toMatchObject({
      userId: owner.id,
      name: "Sami Électricité",
      profession: "Électricien",
      phone: "+216 71 234 567",
      whatsapp: "+216 98 123 456",
      location: "ben_arous",
      address: "Rue de Rades 12",
      // Without a photo the pages show the placeholder.
      image: null,
      imageUrl: null,
      rating: 5,
    });
    const withoutAddress = await publishService(owner, submission({ ...FIELDS, address: "  " }));
    if (!withoutAddress.ok) throw new Error(withoutAddress.message);
    expect((await row(withoutAddress.id))?.address).toBeNull();
  });

  it("re-encodes the photo as WebP of 1200 px at most, without metadata, in image and image_url", async () => {
    const id = await publishedBy(owner, await jpeg());
    const stored = await row(id);
    expect(stored?.image).toMatch(
      new RegExp(`^/media/service_images/${owner.id}/[0-9a-f-]{36}\\.webp$`),
    );
    expect(stored?.imageUrl).toBe(stored?.image);
    const file = fileOf(stored?.image ?? null);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(fs.statSync(file).size).toBeLessThanOrEqual(300 * 1024);
  });

  it("refuses an anonymous publisher and stores nothing", async () => {
    const before = await countServices();
    expect(await publishService(null, submission(FIELDS, await jpeg(300, 200)))).toMatchObject({
      ok: false,
      status: 401,
      message: "Utilisateur non authentifié",
    });
    expect(await countServices()).toBe(before);
  });

  it("answers empty fields with French messages, all at once, and stores nothing", async () => {
    const before = await countServices();
    const result = await publishService(
      owner,
      submission({
        name: " ",
        profession: "",
        description: "",
        phone: "",
        whatsapp: "",
        governorate: "",
        address: "",
      }),
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      name: "Le nom est requis",
      profession: "La profession est requise",
      description: "La description est requise",
      phone: "Le numéro de téléphone est requis",
      whatsapp: "Le numéro WhatsApp est requis",
      governorate: "Le gouvernorat est requis",
    });
    expect(await countServices()).toBe(before);
  });

  it("refuses a 20,000-character description, an unknown profession and bad numbers", async () => {
    const before = await countServices();
    const result = await publishService(
      owner,
      submission({
        ...FIELDS,
        description: "a".repeat(20_000),
        profession: "Astronaute",
        phone: "appelez-moi",
        governorate: "Paris",
      }),
    );
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      description: "La description ne doit pas dépasser 5000 caractères",
      profession: "Choisissez une profession de la liste",
      phone: "Numéro de téléphone invalide",
      governorate: "Le gouvernorat est requis",
    });
    expect(await countServices()).toBe(before);
  });

  it("refuses a document renamed .jpg, storing neither row nor file", async () => {
    const before = await countServices();
    const result = await publishService(other, submission(FIELDS, PDF()));
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok ? "" : result.fieldErrors?.image).toBe(
      "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
    );
    expect(await countServices()).toBe(before);
    expect(filesOf(other)).toEqual([]);
  });

  it("stores no file when the fields are wrong", async () => {
    const result = await publishService(
      other,
      submission({ ...FIELDS, name: "" }, await jpeg(300, 200)),
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(filesOf(other)).toEqual([]);
  });
});

describe("editing a service", () => {
  it("lets only the owner edit: visitors, other users and administrators change nothing", async () => {
    const id = await publishedBy(owner, await jpeg(800, 600));
    const before = await row(id);
    const files = filesOf(owner);
    const changed = submission({ ...FIELDS, name: "Nom pirate" }, await jpeg(400, 300));

    expect(await updateService(null, id, changed)).toMatchObject({ ok: false, status: 401 });
    for (const intruder of [other, admin]) {
      expect(await updateService(intruder, id, changed)).toMatchObject({
        ok: false,
        status: 403,
        message: "Vous n'êtes pas autorisé à modifier ce service.",
      });
      expect(await getServiceForEdit(intruder, id)).toEqual({ status: "forbidden" });
    }
    expect(await row(id)).toEqual(before);
    expect(filesOf(owner)).toEqual(files);
    expect(filesOf(other)).toEqual([]);
    expect(filesOf(admin)).toEqual([]);

    const mine = await getServiceForEdit(owner, id);
    expect(mine.status === "ok" ? mine.service.name : null).toBe("Sami Électricité");
  });

  it("keeps the photo when none is sent and replaces it, deleting the old file, when one is", async () => {
    const id = await publishedBy(owner, await jpeg(800, 600));
    const first = (await row(id))?.image ?? null;

    const kept = await updateService(
      owner,
      id,
      submission({ ...FIELDS, name: "Sami Électricité Plus", governorate: "sfax", address: "" }),
    );
    expect(kept).toEqual({ ok: true, id });
    expect(await row(id)).toMatchObject({
      name: "Sami Électricité Plus",
      location: "sfax",
      address: null,
      image: first,
      imageUrl: first,
      rating: 5,
    });
    expect(fs.existsSync(fileOf(first))).toBe(true);

    expect(await updateService(owner, id, submission(FIELDS, await jpeg(640, 480)))).toEqual({
      ok: true,
      id,
    });
    const replaced = await row(id);
    expect(replaced?.image).not.toBe(first);
    expect(replaced?.imageUrl).toBe(replaced?.image);
    expect(fs.existsSync(fileOf(replaced?.image ?? null))).toBe(true);
    expect(fs.existsSync(fileOf(first))).toBe(false);
  });

  it("edits a service published without a photo: the placeholder counts as its image", async () => {
    const id = await publishedBy(owner);
    const result = await updateService(owner, id, submission({ ...FIELDS, name: "Sans photo" }));
    expect(result).toEqual({ ok: true, id });
    expect(await row(id)).toMatchObject({ name: "Sans photo", image: null, imageUrl: null });

    expect(await updateService(owner, id, submission(FIELDS, await jpeg(300, 200)))).toEqual({
      ok: true,
      id,
    });
    expect((await row(id))?.image).toMatch(/^\/media\/service_images\//);
  });

  it("refuses bad input and a non-image on edit, changing neither the row nor the files", async () => {
    const id = await publishedBy(owner, await jpeg(300, 200));
    const before = await row(id);
    const files = filesOf(owner);
    const badFields = await updateService(
      owner,
      id,
      submission({ ...FIELDS, description: "b".repeat(20_000) }, await jpeg(300, 200)),
    );
    expect(badFields.ok ? "" : badFields.fieldErrors?.description).toBe(
      "La description ne doit pas dépasser 5000 caractères",
    );
    const badImage = await updateService(owner, id, submission(FIELDS, PDF()));
    expect(badImage.ok ? "" : badImage.fieldErrors?.image).toBe(
      "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
    );
    expect(await row(id)).toEqual(before);
    expect(filesOf(owner)).toEqual(files);
  });

  it("answers 'Ce service est introuvable' for unknown and malformed ids", async () => {
    for (const id of ["3f1c5a0e-0000-4000-8000-000000000000", "12", "'; drop table services"]) {
      expect(await updateService(owner, id, submission())).toEqual({
        ok: false,
        status: 404,
        message: "Ce service est introuvable",
      });
      expect(await getServiceForEdit(owner, id)).toEqual({ status: "not_found" });
    }
  });
});
