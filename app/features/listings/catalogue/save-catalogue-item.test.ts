import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { services, stores, user } from "~/server/db/schema";
import { keyFromPublicUrl, uploadsDir } from "~/server/storage/storage.server";
import { ageListings } from "../../../../tests/setup/age-listings";
import { CATALOGUE_FORMS } from "./catalogue-forms";
import type { TCatalogueKind } from "./catalogue-kind";
import { readCatalogueSubmission } from "./catalogue-submission.server";
import {
  getCatalogueItemForEdit,
  publishCatalogueItem,
  updateCatalogueItem,
} from "./save-catalogue-item.server";

/*
 * Publishing and editing a service or a store (the forms, ownership, the toasts) through the
 * domain functions, on the real database and storage folder of the test file. What
 * both kinds do runs once per kind with the kind's fields and messages; the photo rules that
 * differ (optional for services, required at publication for stores) are tested per kind.
 */

const NOT_AN_IMAGE = "Ce fichier n'est pas une image valide (JPEG, PNG, WebP, GIF ou AVIF).";
const PROFILE_PROBLEM = "Impossible de publier l'annonce. Problème avec votre profil utilisateur.";

function actor(id: string, role: "user" | "admin" = "user"): TSessionUser {
  return { id, email: `${id}@exemple.tn`, firstName: id, lastName: null, avatarUrl: null, role };
}

const accounts = (kind: TCatalogueKind) => ({
  owner: actor(`${kind}-owner`),
  other: actor(`${kind}-other`),
  admin: actor(`${kind}-admin`, "admin"),
});

beforeAll(async () => {
  const db = await getDb();
  const all = [...Object.values(accounts("service")), ...Object.values(accounts("store"))];
  await db
    .insert(user)
    .values(all.map((account) => ({ id: account.id, name: account.id, email: account.email })));
});

// Many publications by one account: kept under the publishing limits.
beforeEach(ageListings);

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

const SERVICE_FIELDS = {
  name: "Sami Électricité",
  profession: "Électricien",
  description: "Installations et dépannages à domicile, devis gratuit.",
  phone: "+216 71 234 567",
  whatsapp: "+216 98 123 456",
  governorate: "Ben Arous",
  delegation: "ezzahra",
  address: "Rue de Rades 12",
};

const STORE_FIELDS = {
  name: "Déco Carthage",
  description: "Luminaires, tapis et objets de décoration artisanaux.",
  category: "décoration",
  governorate: "gabes",
  delegation: "gabes-medina",
  address: "12 avenue Habib Bourguiba, Gabès",
  whatsapp: "+216 98 765 432",
};

const KINDS = [
  {
    kind: "service",
    table: services,
    folder: "service_images",
    /** Every column that holds the photo's URL (the same URL in both). */
    imageColumns: ["image", "imageUrl"],
    fields: SERVICE_FIELDS as Record<string, string>,
    stored: {
      name: "Sami Électricité",
      profession: "Électricien",
      description: "Installations et dépannages à domicile, devis gratuit.",
      phone: "+216 71 234 567",
      whatsapp: "+216 98 123 456",
      location: "ben_arous",
      delegation: "ezzahra",
      address: "Rue de Rades 12",
      // A new service starts with the rating 5.
      rating: 5,
    },
    empty: {
      fields: {
        name: " ",
        profession: "",
        description: "",
        phone: "",
        whatsapp: "",
        governorate: "",
        address: "",
      },
      errors: {
        name: "Le nom est requis",
        profession: "La profession est requise",
        description: "La description est requise",
        phone: "Le numéro de téléphone est requis",
        whatsapp: "Le numéro WhatsApp est requis",
        governorate: "Le gouvernorat est requis",
        delegation: "Veuillez choisir une délégation.",
      },
    },
    wrong: {
      fields: {
        ...SERVICE_FIELDS,
        description: "a".repeat(20_000),
        profession: "Astronaute",
        phone: "appelez-moi",
        governorate: "Paris",
      },
      errors: {
        description: "La description ne doit pas dépasser 5000 caractères",
        profession: "Choisissez une profession de la liste",
        phone: "Numéro de téléphone invalide",
        governorate: "Le gouvernorat est requis",
      },
    },
    edit: {
      fields: {
        ...SERVICE_FIELDS,
        name: "Sami Électricité Plus",
        governorate: "sfax",
        delegation: "sfax-ville",
        address: "",
      },
      stored: {
        name: "Sami Électricité Plus",
        location: "sfax",
        delegation: "sfax-ville",
        address: null,
        rating: 5,
      },
    },
    badEdit: {
      fields: { ...SERVICE_FIELDS, description: "b".repeat(20_000) },
      errors: { description: "La description ne doit pas dépasser 5000 caractères" },
    },
    forbidden: "Vous n'êtes pas autorisé à modifier ce service.",
    notFound: "Ce service est introuvable",
  },
  {
    kind: "store",
    table: stores,
    folder: "store_images",
    imageColumns: ["image"],
    fields: STORE_FIELDS as Record<string, string>,
    stored: {
      name: "Déco Carthage",
      description: "Luminaires, tapis et objets de décoration artisanaux.",
      category: "décoration",
      location: "gabes",
      delegation: "gabes-medina",
      address: "12 avenue Habib Bourguiba, Gabès",
      whatsapp: "+216 98 765 432",
    },
    empty: {
      fields: {
        name: "",
        description: "",
        category: "",
        governorate: "",
        address: "",
        whatsapp: "",
      },
      errors: {
        name: "Le nom de la boutique est requis",
        description: "La description est requise",
        category: "La catégorie est requise",
        governorate: "Le gouvernorat est requis",
        delegation: "Veuillez choisir une délégation.",
        address: "L'adresse complète est requise",
        whatsapp: "Le numéro WhatsApp est requis",
        image: "Une image est requise pour référencer une boutique.",
      },
    },
    wrong: {
      fields: { ...STORE_FIELDS, category: "bijoux", description: "x".repeat(20_000) },
      errors: {
        category: "Choisissez une catégorie de la liste",
        description: "La description ne doit pas dépasser 5000 caractères",
      },
    },
    edit: {
      fields: {
        ...STORE_FIELDS,
        name: "Déco Carthage & Co",
        category: "meubles",
        governorate: "Sousse",
        delegation: "sousse-medina",
        address: "Route de la corniche, Sousse",
      },
      stored: {
        name: "Déco Carthage & Co",
        category: "meubles",
        location: "sousse",
        delegation: "sousse-medina",
        address: "Route de la corniche, Sousse",
      },
    },
    badEdit: {
      fields: { ...STORE_FIELDS, address: "", category: "inconnue" },
      errors: {
        address: "L'adresse complète est requise",
        category: "Choisissez une catégorie de la liste",
      },
    },
    forbidden: "Vous n'êtes pas autorisé à modifier cette boutique.",
    notFound: "Impossible de trouver la boutique spécifiée",
  },
] as const;

type TKindCase = (typeof KINDS)[number];

const formOf = (kindCase: TKindCase) => CATALOGUE_FORMS[kindCase.kind];

function submission(kindCase: TKindCase, fields: Record<string, string>, image?: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  // A browser sends an empty file part when no photo is chosen.
  form.append("image", image ?? new File([], ""));
  return readCatalogueSubmission(formOf(kindCase), form);
}

function fileOf(url: string | null | undefined): string {
  const key = keyFromPublicUrl(url);
  if (!key) throw new Error(`pas une URL d'image: ${url}`);
  return path.join(uploadsDir(), key);
}

function filesOf(kindCase: TKindCase, account: TSessionUser): string[] {
  const folder = path.join(uploadsDir(), kindCase.folder, account.id);
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

async function row(kindCase: TKindCase, id: string): Promise<Record<string, unknown> | undefined> {
  const db = await getDb();
  const { table } = kindCase;
  const [found] = await db.select().from(table).where(eq(table.id, id));
  return found;
}

async function countRows(kindCase: TKindCase) {
  const db = await getDb();
  return (await db.select({ id: kindCase.table.id }).from(kindCase.table)).length;
}

/** Every photo column of the row, which must all name the same URL. */
const imageValues = (kindCase: TKindCase, url: string | null) =>
  Object.fromEntries(kindCase.imageColumns.map((column) => [column, url]));

async function publishedBy(kindCase: TKindCase, account: TSessionUser, image?: File) {
  const result = await publishCatalogueItem(
    formOf(kindCase),
    account,
    submission(kindCase, kindCase.fields, image),
  );
  if (!result.ok) throw new Error(result.message);
  return result.id;
}

describe.each(KINDS)("publishing: $kind", (kindCase) => {
  const { owner, other } = accounts(kindCase.kind);
  const form = formOf(kindCase);

  it("stores the checked values and the governorate key as location", async () => {
    const id = await publishedBy(kindCase, owner, await jpeg(300, 200));
    expect(await row(kindCase, id)).toMatchObject({ userId: owner.id, ...kindCase.stored });
  });

  it("re-encodes the photo as WebP of 1200 px at most, without metadata, in every photo column", async () => {
    const id = await publishedBy(kindCase, owner, await jpeg());
    const stored = await row(kindCase, id);
    const url = stored?.image as string | null;
    expect(url).toMatch(new RegExp(`^/media/${kindCase.folder}/${owner.id}/[0-9a-f-]{36}\\.webp$`));
    expect(stored).toMatchObject(imageValues(kindCase, url));
    const file = fileOf(url);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expect(fs.statSync(file).size).toBeLessThanOrEqual(300 * 1024);
  });

  it("refuses an anonymous publisher and stores nothing", async () => {
    const before = await countRows(kindCase);
    expect(
      await publishCatalogueItem(
        form,
        null,
        submission(kindCase, kindCase.fields, await jpeg(300, 200)),
      ),
    ).toEqual({ ok: false, code: "unauthenticated", message: "Utilisateur non authentifié" });
    expect(await countRows(kindCase)).toBe(before);
  });

  it("answers empty fields with French messages, all at once, and stores nothing", async () => {
    const before = await countRows(kindCase);
    const result = await publishCatalogueItem(
      form,
      owner,
      submission(kindCase, kindCase.empty.fields),
    );
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? {} : result.fieldErrors).toEqual(kindCase.empty.errors);
    expect(await countRows(kindCase)).toBe(before);
  });

  it("refuses a 20,000-character description, an unknown choice and bad values, storing neither row nor file", async () => {
    const before = await countRows(kindCase);
    const result = await publishCatalogueItem(
      form,
      other,
      submission(kindCase, kindCase.wrong.fields, await jpeg(300, 200)),
    );
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? {} : result.fieldErrors).toEqual(kindCase.wrong.errors);
    expect(await countRows(kindCase)).toBe(before);
    expect(filesOf(kindCase, other)).toEqual([]);
  });

  it("refuses a document renamed .jpg, storing neither row nor file", async () => {
    const before = await countRows(kindCase);
    const result = await publishCatalogueItem(
      form,
      other,
      submission(kindCase, kindCase.fields, PDF()),
    );
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? {} : result.fieldErrors).toEqual({ image: NOT_AN_IMAGE });
    expect(await countRows(kindCase)).toBe(before);
    expect(filesOf(kindCase, other)).toEqual([]);
  });

  it("stores no file when the fields are wrong", async () => {
    const result = await publishCatalogueItem(
      form,
      other,
      submission(kindCase, { ...kindCase.fields, name: "" }, await jpeg(300, 200)),
    );
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(filesOf(kindCase, other)).toEqual([]);
  });

  it("answers a conflict when the account was deleted, keeping neither row nor file", async () => {
    const ghost = actor(`${kindCase.kind}-ghost`);
    const before = await countRows(kindCase);
    const result = await publishCatalogueItem(
      form,
      ghost,
      submission(kindCase, kindCase.fields, await jpeg(300, 200)),
    );
    expect(result).toEqual({ ok: false, code: "conflict", message: PROFILE_PROBLEM });
    expect(await countRows(kindCase)).toBe(before);
    expect(filesOf(kindCase, ghost)).toEqual([]);
  });
});

describe("publishing: service photo", () => {
  const service = KINDS[0];
  const { owner } = accounts("service");

  it("is optional: without one the pages show the placeholder", async () => {
    const id = await publishedBy(service, owner);
    expect(await row(service, id)).toMatchObject({
      userId: owner.id,
      ...service.stored,
      image: null,
      imageUrl: null,
    });
  });

  it("stores a blank address as null", async () => {
    const withoutAddress = await publishCatalogueItem(
      CATALOGUE_FORMS.service,
      owner,
      submission(service, { ...service.fields, address: "  " }),
    );
    if (!withoutAddress.ok) throw new Error(withoutAddress.message);
    expect((await row(service, withoutAddress.id))?.address).toBeNull();
  });
});

describe("publishing: store photo", () => {
  const store = KINDS[1];
  const { owner } = accounts("store");

  it("is required: 'Une image est requise pour référencer une boutique.'", async () => {
    const before = await countRows(store);
    const result = await publishCatalogueItem(
      CATALOGUE_FORMS.store,
      owner,
      submission(store, store.fields),
    );
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      image: "Une image est requise pour référencer une boutique.",
    });
    expect(await countRows(store)).toBe(before);
  });
});

describe.each(KINDS)("editing: $kind", (kindCase) => {
  const { owner, other, admin } = accounts(kindCase.kind);
  const form = formOf(kindCase);

  it("lets only the owner edit: visitors, other users and administrators change nothing", async () => {
    const id = await publishedBy(kindCase, owner, await jpeg(800, 600));
    const before = await row(kindCase, id);
    const files = filesOf(kindCase, owner);
    const changed = submission(
      kindCase,
      { ...kindCase.fields, name: "Nom pirate" },
      await jpeg(400, 300),
    );

    expect(await updateCatalogueItem(form, null, id, changed)).toEqual({
      ok: false,
      code: "unauthenticated",
      message: "Utilisateur non authentifié",
    });
    for (const intruder of [other, admin]) {
      const refusal = { ok: false, code: "forbidden", message: kindCase.forbidden };
      expect(await updateCatalogueItem(form, intruder, id, changed)).toEqual(refusal);
      expect(await getCatalogueItemForEdit(form, intruder, id)).toEqual(refusal);
    }
    expect(await row(kindCase, id)).toEqual(before);
    expect(filesOf(kindCase, owner)).toEqual(files);
    expect(filesOf(kindCase, other)).toEqual([]);
    expect(filesOf(kindCase, admin)).toEqual([]);

    const mine = await getCatalogueItemForEdit(form, owner, id);
    expect(mine.ok ? mine.row.name : null).toBe(kindCase.fields.name);
  });

  it("keeps the photo when none is sent and replaces it, deleting the old file, when one is", async () => {
    const id = await publishedBy(kindCase, owner, await jpeg(800, 600));
    const first = ((await row(kindCase, id))?.image as string | null) ?? null;

    const kept = await updateCatalogueItem(
      form,
      owner,
      id,
      submission(kindCase, kindCase.edit.fields),
    );
    expect(kept).toEqual({ ok: true, id });
    expect(await row(kindCase, id)).toMatchObject({
      ...kindCase.edit.stored,
      ...imageValues(kindCase, first),
    });
    expect(fs.existsSync(fileOf(first))).toBe(true);

    expect(
      await updateCatalogueItem(
        form,
        owner,
        id,
        submission(kindCase, kindCase.fields, await jpeg(640, 480)),
      ),
    ).toEqual({ ok: true, id });
    const replaced = await row(kindCase, id);
    const url = (replaced?.image as string | null) ?? null;
    expect(url).not.toBe(first);
    expect(replaced).toMatchObject(imageValues(kindCase, url));
    expect(fs.existsSync(fileOf(url))).toBe(true);
    expect(fs.existsSync(fileOf(first))).toBe(false);
  });

  it("refuses bad input and a non-image on edit, changing neither the row nor the files", async () => {
    const id = await publishedBy(kindCase, owner, await jpeg(300, 200));
    const before = await row(kindCase, id);
    const files = filesOf(kindCase, owner);
    for (const image of [await jpeg(300, 200), PDF()]) {
      const badFields = await updateCatalogueItem(
        form,
        owner,
        id,
        submission(kindCase, kindCase.badEdit.fields, image),
      );
      expect(badFields).toMatchObject({ ok: false, code: "invalid" });
      expect(badFields.ok ? {} : badFields.fieldErrors).toEqual(kindCase.badEdit.errors);
    }
    const badImage = await updateCatalogueItem(
      form,
      owner,
      id,
      submission(kindCase, kindCase.fields, PDF()),
    );
    expect(badImage).toMatchObject({ ok: false, code: "invalid" });
    expect(badImage.ok ? {} : badImage.fieldErrors).toEqual({ image: NOT_AN_IMAGE });
    expect(await row(kindCase, id)).toEqual(before);
    expect(filesOf(kindCase, owner)).toEqual(files);
  });

  it("answers not found for unknown and malformed ids", async () => {
    for (const id of [
      "3f1c5a0e-0000-4000-8000-000000000000",
      "12",
      "abc",
      "'; drop table services",
      "../../etc/passwd",
    ]) {
      const notFound = { ok: false, code: "not_found", message: kindCase.notFound };
      expect(
        await updateCatalogueItem(form, owner, id, submission(kindCase, kindCase.fields)),
        id,
      ).toEqual(notFound);
      expect(await getCatalogueItemForEdit(form, owner, id), id).toEqual(notFound);
    }
  });
});

describe("editing: service photo", () => {
  const service = KINDS[0];
  const { owner } = accounts("service");

  it("edits a service published without a photo: the placeholder counts as its image", async () => {
    const id = await publishedBy(service, owner);
    const result = await updateCatalogueItem(
      CATALOGUE_FORMS.service,
      owner,
      id,
      submission(service, { ...service.fields, name: "Sans photo" }),
    );
    expect(result).toEqual({ ok: true, id });
    expect(await row(service, id)).toMatchObject({
      name: "Sans photo",
      image: null,
      imageUrl: null,
    });

    expect(
      await updateCatalogueItem(
        CATALOGUE_FORMS.service,
        owner,
        id,
        submission(service, service.fields, await jpeg(300, 200)),
      ),
    ).toEqual({ ok: true, id });
    expect((await row(service, id))?.image).toMatch(/^\/media\/service_images\//);
  });
});

describe("editing: store photo", () => {
  const store = KINDS[1];
  const { owner } = accounts("store");

  it("never asks for a photo on edit, even for a store whose row has none", async () => {
    const id = await publishedBy(store, owner, await jpeg(800, 600));
    const db = await getDb();
    // A photo is required at publication; a row without one can only come from elsewhere (an
    // import, an older version): editing it must not be blocked on the photo.
    await db.update(stores).set({ image: null }).where(eq(stores.id, id));
    expect(
      await updateCatalogueItem(
        CATALOGUE_FORMS.store,
        owner,
        id,
        submission(store, { ...store.fields, name: "Sans photo" }),
      ),
    ).toEqual({ ok: true, id });
    expect(await row(store, id)).toMatchObject({ name: "Sans photo", image: null });
  });
});

describe.each(KINDS)("the delegation of a $kind (issue 23)", (kindCase) => {
  const { owner } = accounts(kindCase.kind);
  const form = formOf(kindCase);

  it("is required, and must lie in the chosen governorate; nothing is stored otherwise", async () => {
    const before = await countRows(kindCase);
    const { delegation: _left, ...withoutDelegation } = kindCase.fields;
    const missing = await publishCatalogueItem(
      form,
      owner,
      submission(kindCase, withoutDelegation, await jpeg(300, 200)),
    );
    expect(missing.ok ? {} : missing.fieldErrors).toEqual({
      delegation: "Veuillez choisir une délégation.",
    });
    for (const delegation of ["la-marsa", "nulle-part"]) {
      const outside = await publishCatalogueItem(
        form,
        owner,
        submission(kindCase, { ...kindCase.fields, delegation }, await jpeg(300, 200)),
      );
      expect(outside.ok ? {} : outside.fieldErrors).toEqual({
        delegation: "Cette délégation n'est pas dans le gouvernorat choisi.",
      });
    }
    expect(await countRows(kindCase)).toBe(before);
  });

  it("is asked of a listing published before delegations when it is edited, then stored", async () => {
    const id = await publishedBy(kindCase, owner, await jpeg(300, 200));
    const db = await getDb();
    await db.update(kindCase.table).set({ delegation: null }).where(eq(kindCase.table.id, id));
    const { delegation: _left, ...legacyForm } = kindCase.fields;

    const refused = await updateCatalogueItem(form, owner, id, submission(kindCase, legacyForm));
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({
      delegation: "Veuillez choisir une délégation.",
    });
    expect((await row(kindCase, id))?.delegation).toBeNull();

    const moved = await updateCatalogueItem(
      form,
      owner,
      id,
      submission(kindCase, { ...kindCase.fields, governorate: "tunis", delegation: "la-marsa" }),
    );
    expect(moved).toMatchObject({ ok: true });
    expect(await row(kindCase, id)).toMatchObject({ location: "tunis", delegation: "la-marsa" });
  });
});
