import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TSessionUser } from "~/kernel/actor";
import { getDb } from "~/server/db/client.server";
import { adminAuditLog, profiles, properties, services, stores, user } from "~/server/db/schema";
import {
  deleteListingAsAdmin,
  listAdminProperties,
  listAdminServices,
  listAdminStores,
} from "./admin-content.server";
import { ADMIN_PAGE_SIZE, parseAdminListQuery } from "./admin-query";
import { listAdminAuditLog } from "./audit-log.server";

async function insertAccount(id: string, role: "user" | "admin"): Promise<TSessionUser> {
  const db = await getDb();
  const email = `${id}@exemple.tn`;
  await db.insert(user).values({ id, name: id, email });
  await db.insert(profiles).values({ id, email, role, firstName: "Prénom", lastName: id });
  return { id, email, role, firstName: "Prénom", lastName: id, avatarUrl: null };
}

async function insertProperty(
  ownerId: string,
  title: string,
  createdAt: Date,
  delegation: string | null = null,
) {
  const db = await getDb();
  const [row] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      title,
      description: "Description",
      type: "appartement",
      announcementType: "location",
      price: 1200,
      surface: 90,
      address: "Rue de Marseille",
      governorate: "ben_arous",
      location: "ben_arous",
      delegation,
      whatsapp: "98123456",
      createdAt,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertService(
  ownerId: string,
  name: string,
  location = "sfax",
  delegation: string | null = null,
) {
  const db = await getDb();
  const [row] = await db
    .insert(services)
    .values({
      userId: ownerId,
      name,
      profession: "Plombier",
      description: "Dépannage",
      location,
      delegation,
      phone: "98123456",
      whatsapp: "98123456",
      avgRating: 4.5,
    })
    .returning({ id: services.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

async function insertStore(ownerId: string, name: string) {
  const db = await getDb();
  const [row] = await db
    .insert(stores)
    .values({
      userId: ownerId,
      name,
      category: "meubles",
      description: "Salons",
      location: "sousse",
      address: "Avenue Bourguiba",
      whatsapp: "98123456",
    })
    .returning({ id: stores.id });
  if (!row) throw new Error("insertion impossible");
  return row.id;
}

const firstPage = parseAdminListQuery(new URLSearchParams());
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

let admin: TSessionUser;
let member: TSessionUser;
let propertyIds: string[];

beforeAll(async () => {
  admin = await insertAccount("admin-contenu", "admin");
  member = await insertAccount("membre-contenu", "user");
  propertyIds = [];
  // 51 properties, one minute apart: the newest is the last inserted.
  for (let index = 0; index < ADMIN_PAGE_SIZE + 1; index++) {
    const title = index === 7 ? "Villa Hammamet front de mer" : `Appartement numéro ${index}`;
    // The newest in Ezzahra; the others from before delegations, in Ben Arous only.
    const delegation = index === ADMIN_PAGE_SIZE ? "ezzahra" : null;
    propertyIds.push(
      await insertProperty(member.id, title, new Date(Date.UTC(2026, 0, 1, 0, index)), delegation),
    );
  }
});

describe("listAdminProperties", () => {
  it("refuses visitors and members", async () => {
    expect(await listAdminProperties(null, firstPage)).toEqual({
      ok: false,
      message: "Action réservée aux administrateurs.",
    });
    expect((await listAdminProperties(member, firstPage)).ok).toBe(false);
  });

  it("pages by 50, newest first, and searches titles without accents or case", async () => {
    const first = await listAdminProperties(admin, firstPage);
    if (!first.ok) throw new Error(first.message);
    expect(first.page.total).toBe(ADMIN_PAGE_SIZE + 1);
    expect(first.page.pageCount).toBe(2);
    expect(first.page.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.page.rows[0]?.id).toBe(propertyIds.at(-1));
    // The Localisation column's delegation, as cards name it; none before delegations.
    expect(first.page.rows[0]).toMatchObject({
      governorate: "ben_arous",
      delegationName: "Ezzahra",
    });
    expect(first.page.rows[1]?.delegationName).toBeNull();

    const second = await listAdminProperties(
      admin,
      parseAdminListQuery(new URLSearchParams("page=2")),
    );
    if (!second.ok) throw new Error(second.message);
    expect(second.page.rows.map((row) => row.id)).toEqual([propertyIds[0]]);

    const found = await listAdminProperties(
      admin,
      parseAdminListQuery(new URLSearchParams("q=HAMMAMET")),
    );
    if (!found.ok) throw new Error(found.message);
    expect(found.page.rows.map((row) => row.title)).toEqual(["Villa Hammamet front de mer"]);
    expect(found.page.total).toBe(1);
  });

  it("ignores control characters in the search instead of failing", async () => {
    const result = await listAdminProperties(
      admin,
      parseAdminListQuery(new URLSearchParams("q=Hamma%00met")),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.page.rows.map((row) => row.title)).toEqual(["Villa Hammamet front de mer"]);
  });

  it("reads forged page numbers as the first page", async () => {
    for (const search of ["page=-3", "page=abc", "page=1e9"]) {
      const result = await listAdminProperties(
        admin,
        parseAdminListQuery(new URLSearchParams(search)),
      );
      if (!result.ok) throw new Error(result.message);
      expect(result.page.page).toBe(1);
    }
  });
});

describe("listAdminServices and listAdminStores", () => {
  it("list every service and store for an administrator only", async () => {
    const serviceId = await insertService(member.id, "Plomberie Ezzahra", " ");
    const storeId = await insertStore(member.id, "Meubles du Sahel");
    expect((await listAdminServices(member, firstPage)).ok).toBe(false);
    expect((await listAdminStores(null, firstPage)).ok).toBe(false);

    const servicesPage = await listAdminServices(admin, firstPage);
    if (!servicesPage.ok) throw new Error(servicesPage.message);
    const service = servicesPage.page.rows.find((row) => row.id === serviceId);
    expect(service).toMatchObject({ name: "Plomberie Ezzahra", avgRating: 4.5, location: null });
    const placedId = await insertService(member.id, "Plomberie Sakiet", "sfax", "sakiet-ezzit");
    const placed = await listAdminServices(
      admin,
      parseAdminListQuery(new URLSearchParams("q=sakiet")),
    );
    if (!placed.ok) throw new Error(placed.message);
    expect(placed.page.rows).toEqual([
      expect.objectContaining({ id: placedId, location: "sfax", delegationName: "Sakiet Ezzit" }),
    ]);

    const storesPage = await listAdminStores(
      admin,
      parseAdminListQuery(new URLSearchParams("q=sahel")),
    );
    if (!storesPage.ok) throw new Error(storesPage.message);
    expect(storesPage.page.rows.map((row) => row.id)).toEqual([storeId]);
  });
});

describe("deleteListingAsAdmin", () => {
  it("changes nothing for a visitor or a member, even the owner through the admin action", async () => {
    const id = await insertService(member.id, "Électricité Radès");
    for (const [actor, code] of [
      [null, "unauthenticated"],
      [member, "forbidden"],
    ] as const) {
      const result = await deleteListingAsAdmin(actor, form({ kind: "service", id }));
      expect(result).toEqual({
        ok: false,
        code,
        message: "Impossible de supprimer le service: Action réservée aux administrateurs.",
      });
    }
    const db = await getDb();
    expect(await db.select().from(services).where(eq(services.id, id))).toHaveLength(1);
  });

  it("deletes each kind, answers the specification's toast and writes the journal", async () => {
    const db = await getDb();
    const propertyId = await insertProperty(member.id, "Duplex à supprimer", new Date());
    const serviceId = await insertService(member.id, "Peinture à supprimer");
    const storeId = await insertStore(member.id, "Boutique à supprimer");

    expect(await deleteListingAsAdmin(admin, form({ kind: "property", id: propertyId }))).toEqual({
      ok: true,
      title: "Propriété supprimée",
    });
    expect(await deleteListingAsAdmin(admin, form({ kind: "service", id: serviceId }))).toEqual({
      ok: true,
      title: "Service supprimé",
    });
    expect(await deleteListingAsAdmin(admin, form({ kind: "store", id: storeId }))).toEqual({
      ok: true,
      title: "Boutique supprimée",
    });
    expect(await db.select().from(properties).where(eq(properties.id, propertyId))).toEqual([]);
    expect(await db.select().from(services).where(eq(services.id, serviceId))).toEqual([]);
    expect(await db.select().from(stores).where(eq(stores.id, storeId))).toEqual([]);

    const journal = await listAdminAuditLog(
      admin,
      parseAdminListQuery(new URLSearchParams("q=à supprimer")),
    );
    if (!journal.ok) throw new Error(journal.message);
    expect(
      journal.page.rows.map((line) => [
        line.action,
        line.targetType,
        line.targetLabel,
        line.outcome,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["listing_deletion", "property", "Duplex à supprimer", "success"],
        ["listing_deletion", "service", "Peinture à supprimer", "success"],
        ["listing_deletion", "store", "Boutique à supprimer", "success"],
      ]),
    );
    expect(journal.page.rows.every((line) => line.actorLabel.includes(admin.email))).toBe(true);
  });

  it("answers in French for an already deleted listing and forged fields", async () => {
    const id = await insertStore(member.id, "Boutique éphémère");
    expect((await deleteListingAsAdmin(admin, form({ kind: "store", id }))).ok).toBe(true);
    expect(await deleteListingAsAdmin(admin, form({ kind: "store", id }))).toEqual({
      ok: false,
      code: "not_found",
      message: "Impossible de supprimer la boutique: Impossible de trouver la boutique spécifiée",
    });
    expect(await deleteListingAsAdmin(admin, form({ kind: "voiture", id }))).toEqual({
      ok: false,
      code: "invalid",
      message: "Impossible de supprimer l'annonce: Type d'annonce inconnu.",
    });
    expect(await deleteListingAsAdmin(admin, form({ kind: "property", id: "1 or 1=1" }))).toEqual({
      ok: false,
      code: "invalid",
      message: "Impossible de supprimer la propriété: Identifiant d'annonce invalide.",
    });
    const db = await getDb();
    const refused = await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.outcome, "refused"));
    expect(refused.map((line) => line.targetId)).toContain(id);
  });

  it("keeps the journal line when the administrator's account is later erased", async () => {
    const otherAdmin = await insertAccount("admin-parti", "admin");
    const id = await insertService(member.id, "Service du journal");
    await deleteListingAsAdmin(otherAdmin, form({ kind: "service", id }));
    const db = await getDb();
    await db.delete(user).where(eq(user.id, otherAdmin.id));
    const [line] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
    expect(line).toMatchObject({ actorId: null, targetLabel: "Service du journal" });
    expect(line?.actorLabel).toContain("admin-parti@exemple.tn");
  });
});
