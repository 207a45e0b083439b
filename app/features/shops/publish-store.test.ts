import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { TSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import { stores, user } from "~/server/db/schema";
import { keyFromPublicUrl, uploadsDir } from "~/server/storage/storage.server";
import { publishStore } from "./publish-store.server";
import { readStoreSubmission } from "./store-form.server";
import { getStoreForEdit, updateStore } from "./update-store.server";

/*
 * Referencing and editing a shop (001 §2, §3 Store, §5 Shop form and Ownership, §6, §8) through
 * the domain functions, on the real database and storage folder of the test file.
 */

function actor(id: string, role: "user" | "admin" = "user"): TSessionUser {
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

const owner = actor("shop-owner");
const other = actor("shop-other");
const admin = actor("shop-admin", "admin");

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
  name: "Déco Carthage",
  description: "Luminaires, tapis et objets de décoration artisanaux.",
  category: "décoration",
  governorate: "gabes",
  address: "12 avenue Habib Bourguiba, Gabès",
  whatsapp: "+216 98 765 432",
};

async function jpeg(width = 2000, height = 1500): Promise<File> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 220, g: 160, b: 40 } },
  })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: "Darna" } })
    .toBuffer();
  return new File([new Uint8Array(buffer)], "vitrine.jpg", { type: "image/jpeg" });
}

const PDF = () => new File(["%PDF-1.4 faux document"], "vitrine.jpg", { type: "image/jpeg" });

function submission(fields: Record<string, string> = FIELDS, image?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("image", image ?? new File([], ""));
  return readStoreSubmission(form);
}

function fileOf(url: string | null): string {
  const key = keyFromPublicUrl(url);
  if (!key) throw new Error(`pas une URL d'image: ${url}`);
  return path.join(uploadsDir(), key);
}

function filesOf(account: TSessionUser): string[] {
  const folder = path.join(uploadsDir(), "store_images", account.id);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

async function row(id: string) {
  const db = await getDb();
  const [found] = await db.select().from(stores).where(eq(stores.id, id));
  return found;
}

async function countStores() {
  const db = await getDb();
  return (await db.select({ id: stores.id }).from(stores)).length;
}

async function publishedBy(account: TSessionUser) {
  const result = await publishStore(account, submission(FIELDS, await jpeg(800, 600)));
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe("referencing a shop", () => {
  it("stores the values, the governorate key as location, the full address and a WebP photo", async () => {
    const result = await publishStore(owner, submission(FIELDS, await jpeg()));
    if (!result.ok) throw new Error(result.message);
    const stored = await row(result.id);
    expect(stored).toMatchObject({
      userId: owner.id,
      name: "Déco Carthage",
      category: "décoration",
      location: "gabes",
      address: "12 avenue Habib Bourguiba, Gabès",
      whatsapp: "+216 98 765 432",
    });
    expect(stored?.image).toMatch(
      new RegExp(`^/media/store_images/${owner.id}/[0-9a-f-]{36}\\.webp$`),
    );
    const meta = await sharp(fileOf(stored?.image ?? null)).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(fs.statSync(fileOf(stored?.image ?? null)).size).toBeLessThanOrEqual(300 * 1024);
  });

  it("requires a photo: 'Une image est requise pour référencer une boutique.'", async () => {
    const before = await countStores();
    const result = await publishStore(owner, submission());
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      image: "Une image est requise pour référencer une boutique.",
    });
    expect(await countStores()).toBe(before);
  });

  it("refuses an anonymous publisher and stores nothing", async () => {
    const before = await countStores();
    expect(await publishStore(null, submission(FIELDS, await jpeg(300, 200)))).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await countStores()).toBe(before);
  });

  it("tells every problem at once in French and stores neither row nor file", async () => {
    const before = await countStores();
    const empty = await publishStore(
      other,
      submission({
        name: "",
        description: "",
        category: "",
        governorate: "",
        address: "",
        whatsapp: "",
      }),
    );
    expect(empty.ok ? {} : empty.fieldErrors).toEqual({
      name: "Le nom de la boutique est requis",
      description: "La description est requise",
      category: "La catégorie est requise",
      governorate: "Le gouvernorat est requis",
      address: "L'adresse complète est requise",
      whatsapp: "Le numéro WhatsApp est requis",
      image: "Une image est requise pour référencer une boutique.",
    });
    const wrong = await publishStore(
      other,
      submission(
        { ...FIELDS, category: "bijoux", description: "x".repeat(20_000) },
        await jpeg(300, 200),
      ),
    );
    expect(wrong.ok ? {} : wrong.fieldErrors).toEqual({
      category: "Choisissez une catégorie de la liste",
      description: "La description ne doit pas dépasser 5000 caractères",
    });
    const pdf = await publishStore(other, submission(FIELDS, PDF()));
    expect(pdf.ok ? {} : pdf.fieldErrors).toEqual({
      image: "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).",
    });
    expect(await countStores()).toBe(before);
    expect(filesOf(other)).toEqual([]);
  });
});

describe("editing a shop", () => {
  it("lets only the owner edit: visitors, other users and administrators change nothing", async () => {
    const id = await publishedBy(owner);
    const before = await row(id);
    const files = filesOf(owner);
    const changed = submission({ ...FIELDS, name: "Boutique pirate" }, await jpeg(400, 300));

    expect(await updateStore(null, id, changed)).toMatchObject({ ok: false, status: 401 });
    for (const intruder of [other, admin]) {
      expect(await updateStore(intruder, id, changed)).toMatchObject({
        ok: false,
        status: 403,
        message: "Vous n'êtes pas autorisé à modifier cette boutique.",
      });
      expect(await getStoreForEdit(intruder, id)).toEqual({ status: "forbidden" });
    }
    expect(await row(id)).toEqual(before);
    expect(filesOf(owner)).toEqual(files);
    expect(filesOf(other)).toEqual([]);
    expect(filesOf(admin)).toEqual([]);
  });

  it("never asks for a photo on edit, even for a shop whose row has none", async () => {
    const id = await publishedBy(owner);
    const db = await getDb();
    // A photo is required at publication; a row without one can only come from elsewhere (an
    // import, an older version): editing it must not be blocked on the photo.
    await db.update(stores).set({ image: null }).where(eq(stores.id, id));
    expect(await updateStore(owner, id, submission({ ...FIELDS, name: "Sans photo" }))).toEqual({
      ok: true,
      id,
    });
    expect(await row(id)).toMatchObject({ name: "Sans photo", image: null });
  });

  it("does not ask again for the photo, and replaces it (deleting the old file) when one is sent", async () => {
    const id = await publishedBy(owner);
    const first = (await row(id))?.image ?? null;

    const edit = await updateStore(
      owner,
      id,
      submission({
        ...FIELDS,
        name: "Déco Carthage & Co",
        category: "meubles",
        governorate: "Sousse",
        address: "Route de la corniche, Sousse",
      }),
    );
    expect(edit).toEqual({ ok: true, id });
    expect(await row(id)).toMatchObject({
      name: "Déco Carthage & Co",
      category: "meubles",
      location: "sousse",
      address: "Route de la corniche, Sousse",
      image: first,
    });

    expect(await updateStore(owner, id, submission(FIELDS, await jpeg(500, 400)))).toEqual({
      ok: true,
      id,
    });
    const replaced = (await row(id))?.image ?? null;
    expect(replaced).not.toBe(first);
    expect(fs.existsSync(fileOf(replaced))).toBe(true);
    expect(fs.existsSync(fileOf(first))).toBe(false);
  });

  it("refuses bad input on edit, changing neither the row nor the files", async () => {
    const id = await publishedBy(owner);
    const before = await row(id);
    const files = filesOf(owner);
    const result = await updateStore(
      owner,
      id,
      submission({ ...FIELDS, address: "", category: "inconnue" }, PDF()),
    );
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      address: "L'adresse complète est requise",
      category: "Choisissez une catégorie de la liste",
    });
    expect(await updateStore(owner, id, submission(FIELDS, PDF()))).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await row(id)).toEqual(before);
    expect(filesOf(owner)).toEqual(files);
  });

  it("answers 'Impossible de trouver la boutique spécifiée' for unknown and malformed ids", async () => {
    for (const id of ["3f1c5a0e-0000-4000-8000-000000000000", "abc", "../../etc/passwd"]) {
      expect(await updateStore(owner, id, submission())).toEqual({
        ok: false,
        status: 404,
        message: "Impossible de trouver la boutique spécifiée",
      });
      expect(await getStoreForEdit(owner, id)).toEqual({ status: "not_found" });
    }
  });
});
