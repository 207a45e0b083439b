import { count, desc, eq, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { delegationNameColumn } from "~/features/listings/delegations.server";
import { deleteListing } from "~/features/listings/delete-listing.server";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import { LISTING_KINDS, type TListingKind } from "~/kernel/kinds";
import { isAdmin } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { usableImageUrl } from "~/lib/listing-image-source";
import { getDb } from "~/server/db/client.server";
import { properties, services, stores } from "~/server/db/schema";
import { containsText } from "~/server/db/text-match.server";
import { logger } from "~/server/logger.server";
import { ADMIN_PAGE_SIZE, adminPage, type TAdminListQuery, type TAdminPage } from "./admin-query";
import { ADMIN_ONLY_MESSAGE, recordAdminAction } from "./audit-log.server";

/*
 * The panel's Propriétés, Services and Boutiques tabs: every listing, newest
 * first, 50 a page, with a search; and deletion of any of them by an administrator.
 */

type TListResult<T> = { ok: true; page: TAdminPage<T> } | { ok: false; message: string };

export type TAdminPropertyRow = {
  id: string;
  title: string;
  type: string;
  announcementType: string;
  price: number;
  location: string;
  governorate: string;
  /** The delegation's name, null before delegations or when it bears the governorate's name. */
  delegationName: string | null;
  createdAt: string;
};

export type TAdminServiceRow = {
  id: string;
  name: string;
  profession: string;
  avgRating: number;
  location: string | null;
  delegationName: string | null;
  imageSrc: string | null;
  createdAt: string;
};

export type TAdminStoreRow = {
  id: string;
  name: string;
  category: string;
  avgRating: number;
  location: string | null;
  delegationName: string | null;
  createdAt: string;
};

const offsetOf = (query: TAdminListQuery) => (query.page - 1) * ADMIN_PAGE_SIZE;
const isoDate = (value: Date | string) => new Date(value).toISOString();

/** Any of `columns` contains the search text (case and accents ignored); no search → all rows. */
function searchIn(q: string, ...columns: Parameters<typeof containsText>[0][]): SQL | undefined {
  return q ? or(...columns.map((column) => containsText(column, q))) : undefined;
}

export async function listAdminProperties(
  actor: Pick<TSessionUser, "role"> | null,
  query: TAdminListQuery,
): Promise<TListResult<TAdminPropertyRow>> {
  if (!isAdmin(actor)) return { ok: false, message: ADMIN_ONLY_MESSAGE };
  const db = await getDb();
  const where = searchIn(query.q, properties.title, properties.governorate, properties.address);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        type: properties.type,
        announcementType: properties.announcementType,
        price: properties.price,
        location: properties.location,
        governorate: properties.governorate,
        delegationName: delegationNameColumn(properties.delegation),
        createdAt: properties.createdAt,
      })
      .from(properties)
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(properties).where(where),
  ]);
  const page = rows.map((row) => ({ ...row, createdAt: isoDate(row.createdAt) }));
  return { ok: true, page: adminPage(page, total?.value ?? 0, query) };
}

export async function listAdminServices(
  actor: Pick<TSessionUser, "role"> | null,
  query: TAdminListQuery,
): Promise<TListResult<TAdminServiceRow>> {
  if (!isAdmin(actor)) return { ok: false, message: ADMIN_ONLY_MESSAGE };
  const db = await getDb();
  const where = searchIn(query.q, services.name, services.profession, services.location);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: services.id,
        name: services.name,
        profession: services.profession,
        avgRating: services.avgRating,
        location: services.location,
        delegationName: delegationNameColumn(services.delegation),
        image: services.image,
        imageUrl: services.imageUrl,
        createdAt: services.createdAt,
      })
      .from(services)
      .where(where)
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(services).where(where),
  ]);
  const page = rows.map(({ image, imageUrl, ...row }) => ({
    ...row,
    location: row.location.trim() || null,
    imageSrc: usableImageUrl(imageUrl) ?? usableImageUrl(image),
    createdAt: isoDate(row.createdAt),
  }));
  return { ok: true, page: adminPage(page, total?.value ?? 0, query) };
}

export async function listAdminStores(
  actor: Pick<TSessionUser, "role"> | null,
  query: TAdminListQuery,
): Promise<TListResult<TAdminStoreRow>> {
  if (!isAdmin(actor)) return { ok: false, message: ADMIN_ONLY_MESSAGE };
  const db = await getDb();
  const where = searchIn(query.q, stores.name, stores.category, stores.location);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: stores.id,
        name: stores.name,
        category: stores.category,
        avgRating: stores.avgRating,
        location: stores.location,
        delegationName: delegationNameColumn(stores.delegation),
        createdAt: stores.createdAt,
      })
      .from(stores)
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(stores).where(where),
  ]);
  const page = rows.map((row) => ({
    ...row,
    location: row.location.trim() || null,
    createdAt: isoDate(row.createdAt),
  }));
  return { ok: true, page: adminPage(page, total?.value ?? 0, query) };
}

export const ZDeleteListingAsAdmin = z.object({
  kind: z.enum(LISTING_KINDS, { error: "Type d'annonce inconnu." }),
  id: z.string().refine(isListingId, { error: "Identifiant d'annonce invalide." }),
});

/** The toast after deleting each kind, and the start of its failure message. */
const KIND_TEXTS: Record<TListingKind, { deleted: string; failure: string }> = {
  property: { deleted: "Propriété supprimée", failure: "Impossible de supprimer la propriété" },
  service: { deleted: "Service supprimé", failure: "Impossible de supprimer le service" },
  store: { deleted: "Boutique supprimée", failure: "Impossible de supprimer la boutique" },
};

async function listingLabel(kind: TListingKind, id: string): Promise<string | null> {
  const db = await getDb();
  if (kind === "property") {
    const [row] = await db
      .select({ label: properties.title })
      .from(properties)
      .where(eq(properties.id, id));
    return row?.label ?? null;
  }
  const table = kind === "service" ? services : stores;
  const [row] = await db.select({ label: table.name }).from(table).where(eq(table.id, id));
  return row?.label ?? null;
}

/**
 * An administrator deletes any property, service or shop, through the same code as an
 * owner's deletion (photos, favourites and ratings go with it), and the journal keeps a line.
 * Refused for anyone else before anything is read; an unknown or already deleted listing is
 * answered in French and changes nothing.
 */
export async function deleteListingAsAdmin(
  actor: TSessionUser | null,
  input: FormData | Record<string, unknown>,
): Promise<TResult<{ title: string }>> {
  const values = input instanceof FormData ? Object.fromEntries(input) : input;
  const kind = LISTING_KINDS.find((candidate) => candidate === values.kind);
  const failureTitle = kind ? KIND_TEXTS[kind].failure : "Impossible de supprimer l'annonce";
  // The message is the panel's whole toast: what could not be deleted, then why.
  if (!actor || !isAdmin(actor)) {
    return failure(
      actor ? "forbidden" : "unauthenticated",
      `${failureTitle}: ${ADMIN_ONLY_MESSAGE}`,
    );
  }
  const parsed = ZDeleteListingAsAdmin.safeParse(values);
  if (!parsed.success) {
    return failure("invalid", `${failureTitle}: ${parsed.error.issues[0]?.message ?? ""}`);
  }
  const { id } = parsed.data;
  const target = { type: parsed.data.kind, id: id.toLowerCase() } as const;
  const texts = KIND_TEXTS[target.type];
  const label = await listingLabel(target.type, target.id);

  let result: Awaited<ReturnType<typeof deleteListing>>;
  try {
    result = await deleteListing(actor, target.type, target.id);
  } catch (error) {
    logger.error({ err: error, target }, "admin listing deletion failed");
    await recordAdminAction(await getDb(), {
      actor,
      action: "listing_deletion",
      target: { ...target, label },
      outcome: "failed",
      detail: "Erreur inattendue",
    });
    return failure("unavailable", `${texts.failure}: Une erreur inattendue s'est produite.`);
  }
  // Written after the deletion's own transaction: a line may be missing if the process dies in
  // between, never one for a deletion that did not happen.
  await recordAdminAction(await getDb(), {
    actor,
    action: "listing_deletion",
    target: { ...target, label },
    outcome: result.ok ? "success" : "refused",
    detail: result.ok ? undefined : result.message,
  });
  if (!result.ok) return { ...result, message: `${texts.failure}: ${result.message}` };
  return { ok: true, title: texts.deleted };
}
