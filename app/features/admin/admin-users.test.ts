import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { TSessionUser } from "~/kernel/actor";
import { getDb, queryRows } from "~/server/db/client.server";
import {
  account,
  adminAuditLog,
  favorites,
  notifications,
  profiles,
  properties,
  ratings,
  serviceComments,
  services,
  session,
  stores,
  user,
} from "~/server/db/schema";
import { getStorage, publicUrlFor, uploadsDir } from "~/server/storage/storage.server";
import { changeAccountStatusAsAdmin } from "./account-status.server";
import { ACCOUNT_STATUS_INTENTS, ADMIN_INTENTS } from "./admin-intents";
import { ADMIN_PAGE_SIZE, parseAdminListQuery } from "./admin-query";
import { ADMIN_FAILURE_TITLES, adminFailureReply } from "./admin-replies";
import type { TAdminUserActionResult } from "./admin-users.server";
import { listAdminAuditLog } from "./audit-log.server";
import { changeUserRole } from "./change-role.server";
import { ADMIN_DELETION_BLOCKED, deleteUserAsAdmin } from "./delete-user.server";
import { listAdminUsers } from "./list-users.server";
import { syncProfiles } from "./sync-profiles.server";

type TRole = "user" | "admin";

// Counts, pages and the journal are asserted exactly: every test starts without any account.
beforeEach(async () => {
  const db = await getDb();
  await db.execute(sql`truncate ${adminAuditLog}, ${user} cascade`);
});

let sequence = 0;

/** The toast the panel shows for a refused users-tab action. */
function panelToast(
  intent: Parameters<typeof adminFailureReply>[0],
  result: TAdminUserActionResult | Awaited<ReturnType<typeof syncProfiles>>,
) {
  if (result.ok) throw new Error("action acceptée");
  return adminFailureReply(intent, result);
}

/** An account with (or, with `profile: false`, without) its profile row, and its actor. */
async function insertAccount(
  tag: string,
  options: { role?: TRole; profile?: boolean; name?: string; createdAt?: Date } = {},
): Promise<TSessionUser> {
  const db = await getDb();
  const id = `${tag}-${++sequence}`;
  const email = `${id}@exemple.tn`;
  const name = options.name ?? "Salma Ben Youssef";
  await db.insert(user).values({
    id,
    name,
    email,
    emailVerified: true,
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
  });
  const [firstName = null, ...rest] = name.split(" ");
  if (options.profile !== false) {
    await db.insert(profiles).values({
      id,
      email,
      role: options.role ?? "user",
      firstName: firstName || null,
      lastName: rest.join(" ") || null,
    });
  }
  return {
    id,
    email,
    firstName: firstName || null,
    lastName: rest.join(" ") || null,
    avatarUrl: null,
    role: options.role ?? "user",
  };
}

async function roleOf(id: string): Promise<TRole | undefined> {
  const db = await getDb();
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
  return row?.role;
}

async function userExists(id: string): Promise<boolean> {
  const db = await getDb();
  return (await db.select({ id: user.id }).from(user).where(eq(user.id, id))).length === 1;
}

async function journal() {
  const db = await getDb();
  return db.select().from(adminAuditLog).orderBy(adminAuditLog.createdAt);
}

async function profileCount() {
  const db = await getDb();
  return (await db.select({ id: profiles.id }).from(profiles)).length;
}

const query = (params: Record<string, string> = {}) =>
  parseAdminListQuery(new URLSearchParams(params));

describe("refusals for visitors and non-admins", () => {
  it("refuses every admin action to a visitor and to a plain user, and changes nothing", async () => {
    const member = await insertAccount("member");
    const target = await insertAccount("target");
    await insertAccount("orphan", { profile: false });
    const profilesBefore = await profileCount();

    for (const actor of [null, member]) {
      const code = actor ? "forbidden" : "unauthenticated";
      expect(await listAdminUsers(actor, query())).toEqual({
        ok: false,
        code,
        message: "Action réservée aux administrateurs.",
      });
      expect(await listAdminAuditLog(actor, query())).toMatchObject({ ok: false, code });

      const promotion = await changeUserRole(actor, { userId: target.id, role: "admin" });
      expect(promotion).toMatchObject({ ok: false, code });
      expect(panelToast(ADMIN_INTENTS.changeRole, promotion)).toMatchObject({
        ok: false,
        title: "Erreur lors de la mise à jour",
        description: expect.stringMatching(/^Impossible de modifier le rôle: /),
      });
      // Not even on oneself.
      expect(await changeUserRole(actor, { userId: member.id, role: "admin" })).toMatchObject({
        ok: false,
        code,
      });

      const deletion = await deleteUserAsAdmin(actor, { targetUserId: target.id });
      expect(deletion).toMatchObject({ ok: false, code });
      expect(panelToast(ADMIN_INTENTS.deleteUser, deletion)).toMatchObject({
        title: "Échec de suppression",
      });
      const sync = await syncProfiles(actor);
      expect(sync).toMatchObject({ ok: false, code });
      expect(panelToast(ADMIN_INTENTS.syncProfiles, sync)).toMatchObject({
        title: "Erreur de synchronisation",
      });
      // Suspension and verification (decision 0039), each of the four actions.
      for (const intent of ACCOUNT_STATUS_INTENTS) {
        const status = await changeAccountStatusAsAdmin(actor, intent, {
          userId: target.id,
          reason: "Annonces frauduleuses",
        });
        expect(status).toMatchObject({ ok: false, code });
        expect(panelToast(intent, status)).toMatchObject({
          title: ADMIN_FAILURE_TITLES[intent],
          description: actor
            ? "Action réservée aux administrateurs."
            : "Vous devez être connecté en tant qu'administrateur.",
        });
      }
    }

    expect(await roleOf(target.id)).toBe("user");
    expect(await roleOf(member.id)).toBe("user");
    expect(await userExists(target.id)).toBe(true);
    expect(await profileCount()).toBe(profilesBefore);
    const db = await getDb();
    expect(
      await db
        .select({ suspendedAt: profiles.suspendedAt, verifiedAt: profiles.verifiedAt })
        .from(profiles)
        .where(eq(profiles.id, target.id)),
    ).toEqual([{ suspendedAt: null, verifiedAt: null }]);
    expect(await journal()).toEqual([]);
  });
});

describe("users list", () => {
  it("lists every account newest first, with accounts that have no profile, 50 a page", async () => {
    const admin = await insertAccount("lister", { role: "admin" });
    const start = Date.UTC(2025, 0, 1);
    for (let index = 0; index < 52; index++) {
      await insertAccount(`page-${String(index).padStart(2, "0")}`, {
        name: `Membre Numero${index}`,
        createdAt: new Date(start + index * 60_000),
      });
    }
    const orphan = await insertAccount("orphelin", {
      profile: false,
      name: "Karim Sans Profil",
      createdAt: new Date(start + 100 * 60_000),
    });
    const unnamed = await insertAccount("anonyme", {
      name: "",
      createdAt: new Date(start + 101 * 60_000),
    });

    const first = await listAdminUsers(admin, query());
    if (!first.ok) throw new Error(first.message);
    expect(first.page.total).toBe(55);
    expect(first.page.pageCount).toBe(2);
    expect(first.page.rows).toHaveLength(ADMIN_PAGE_SIZE);
    // The admin was created now, the others in 2025: newest first.
    expect(first.page.rows.slice(0, 3).map((row) => row.id)).toEqual([
      admin.id,
      unnamed.id,
      orphan.id,
    ]);
    expect(first.page.rows[1]).toMatchObject({ name: null, role: "user", hasProfile: true });
    expect(first.page.rows[2]).toMatchObject({
      name: "Karim Sans Profil",
      role: "user",
      hasProfile: false,
      email: orphan.email,
      createdAt: new Date(start + 100 * 60_000).toISOString(),
    });
    expect(first.page.rows[0]).toMatchObject({ role: "admin" });

    const second = await listAdminUsers(admin, query({ page: "2" }));
    if (!second.ok) throw new Error(second.message);
    expect(second.page.rows.map((row) => row.name)).toEqual([
      "Membre Numero4",
      "Membre Numero3",
      "Membre Numero2",
      "Membre Numero1",
      "Membre Numero0",
    ]);
    // Every account appears once across the pages.
    const ids = new Set([...first.page.rows, ...second.page.rows].map((row) => row.id));
    expect(ids.size).toBe(55);
  });

  it("searches by name or e-mail, ignoring case and accents", async () => {
    const admin = await insertAccount("chercheur", { role: "admin", name: "Admin Darna" });
    const leila = await insertAccount("leila", { name: "Leïla Mansour" });
    const orphan = await insertAccount("hedi", { profile: false, name: "Hédi Kefi" });
    await insertAccount("autre", { name: "Sami Gharbi" });

    const byName = await listAdminUsers(admin, query({ q: "leila" }));
    expect(byName.ok && byName.page.rows.map((row) => row.id)).toEqual([leila.id]);
    const byFullName = await listAdminUsers(admin, query({ q: "LEÏLA mansour" }));
    expect(byFullName.ok && byFullName.page.rows.map((row) => row.id)).toEqual([leila.id]);
    const byEmail = await listAdminUsers(admin, query({ q: orphan.email.toUpperCase() }));
    expect(byEmail.ok && byEmail.page.rows.map((row) => row.id)).toEqual([orphan.id]);
    const byAccountName = await listAdminUsers(admin, query({ q: "hedi" }));
    expect(byAccountName.ok && byAccountName.page).toMatchObject({ total: 1, q: "hedi" });
    // Wildcards are plain characters.
    const wildcard = await listAdminUsers(admin, query({ q: "%" }));
    expect(wildcard.ok && wildcard.page.total).toBe(0);
  });
});

describe("role change", () => {
  it("promotes then demotes a user, and the journal keeps both", async () => {
    const admin = await insertAccount("promoteur", { role: "admin", name: "Amel Chef" });
    const member = await insertAccount("promu", { name: "Sami Gharbi" });

    expect(await changeUserRole(admin, { userId: member.id, role: "admin" })).toEqual({
      ok: true,
      title: "Rôle mis à jour",
    });
    expect(await roleOf(member.id)).toBe("admin");
    expect(await changeUserRole(admin, { userId: member.id, role: "user" })).toMatchObject({
      ok: true,
    });
    expect(await roleOf(member.id)).toBe("user");

    const lines = await journal();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      actorId: admin.id,
      actorLabel: `Amel Chef (${admin.email})`,
      action: "role_change",
      targetType: "user",
      targetId: member.id,
      targetLabel: `Sami Gharbi (${member.email})`,
      outcome: "success",
      detail: "Utilisateur → Admin",
    });
    expect(lines[1]).toMatchObject({ outcome: "success", detail: "Admin → Utilisateur" });
  });

  it("gives a user without a profile row the role, creating the profile", async () => {
    const admin = await insertAccount("reparateur", { role: "admin" });
    const orphan = await insertAccount("sans-profil", { profile: false, name: "Nour Ayari" });
    expect(await changeUserRole(admin, { userId: orphan.id, role: "admin" })).toMatchObject({
      ok: true,
    });
    const db = await getDb();
    const [row] = await db.select().from(profiles).where(eq(profiles.id, orphan.id));
    expect(row).toMatchObject({ role: "admin", firstName: "Nour", lastName: "Ayari" });
  });

  it("refuses a forged role, its own role, and an unknown user, changing nothing", async () => {
    const admin = await insertAccount("gardien", { role: "admin" });
    const member = await insertAccount("cible");

    for (const role of ["superadmin", "ADMIN", "", null, 1]) {
      const result = await changeUserRole(admin, { userId: member.id, role });
      expect(result, String(role)).toEqual({
        ok: false,
        code: "invalid",
        message:
          "Impossible de modifier le rôle: Rôle inconnu : les rôles possibles sont Utilisateur et Admin.",
      });
      expect(panelToast(ADMIN_INTENTS.changeRole, result)).toEqual({
        ok: false,
        title: "Erreur lors de la mise à jour",
        description:
          "Impossible de modifier le rôle: Rôle inconnu : les rôles possibles sont Utilisateur et Admin.",
      });
    }
    expect(await roleOf(member.id)).toBe("user");

    // A forged self-demotion (the button is disabled on the own row).
    const ownRole = await changeUserRole(admin, { userId: admin.id, role: "user" });
    expect(ownRole).toEqual({
      ok: false,
      code: "forbidden",
      message: "Impossible de modifier le rôle: Vous ne pouvez pas modifier votre propre rôle",
    });
    expect(panelToast(ADMIN_INTENTS.changeRole, ownRole)).toMatchObject({
      title: "Erreur lors de la mise à jour",
    });
    expect(await roleOf(admin.id)).toBe("admin");

    for (const userId of ["inconnu", "", undefined, "x".repeat(300)]) {
      const result = await changeUserRole(admin, { userId, role: "admin" });
      expect(result.ok, String(userId)).toBe(false);
      expect(!result.ok && result.message).toMatch(/^Impossible de modifier le rôle: /);
    }
    expect(await changeUserRole(admin, { userId: "inconnu", role: "admin" })).toMatchObject({
      code: "not_found",
    });
    // A NUL byte cannot reach PostgreSQL: refused as invalid, with or without a valid role.
    for (const role of ["admin", "superadmin"]) {
      expect(await changeUserRole(admin, { userId: "a\u0000b", role })).toMatchObject({
        code: "invalid",
      });
    }

    const refusals = await journal();
    expect(refusals.every((line) => line.outcome === "refused")).toBe(true);
    expect(refusals.find((line) => line.targetId === admin.id)).toMatchObject({
      action: "role_change",
      actorId: admin.id,
      detail: "Vous ne pouvez pas modifier votre propre rôle",
    });
  });
});

/** A user owning one of everything, with files in each of their storage folders. */
async function richUser(other: TSessionUser) {
  const db = await getDb();
  const leaving = await insertAccount("depart", { name: "Hedi Kefi" });
  const stored = async (folder: string) => {
    const key = `${folder}/${leaving.id}/${crypto.randomUUID()}.webp`;
    await getStorage().put(key, Buffer.from("image"), "image/webp");
    return publicUrlFor(key);
  };
  await db
    .update(profiles)
    .set({ avatarUrl: await stored("avatars") })
    .where(eq(profiles.id, leaving.id));
  const [property] = await db
    .insert(properties)
    .values({
      userId: leaving.id,
      title: "Villa à Hammamet",
      description: "Vue mer",
      type: "villa",
      announcementType: "vente",
      price: 900_000,
      surface: 300,
      address: "Route de la plage",
      governorate: "nabeul",
      location: "nabeul",
      whatsapp: "21698000000",
      photoUrls: [await stored("property_images")],
    })
    .returning();
  const [service] = await db
    .insert(services)
    .values({
      userId: leaving.id,
      name: "Hedi Plomberie",
      profession: "Plombier",
      description: "Dépannage",
      location: "sfax",
      phone: "+216 98 111 222",
      whatsapp: "21698111222",
      image: await stored("service_images"),
    })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      userId: leaving.id,
      name: "Déco Hedi",
      category: "décoration",
      description: "Luminaires",
      location: "sousse",
      address: "Avenue Hedi Chaker",
      whatsapp: "21698333444",
      image: await stored("store_images"),
    })
    .returning();
  const [otherService] = await db
    .insert(services)
    .values({
      userId: other.id,
      name: "Rim Peinture",
      profession: "Peintre",
      description: "Peinture",
      location: "tunis",
      phone: "+216 98 555 666",
      whatsapp: "21698555666",
    })
    .returning();
  if (!property || !service || !store || !otherService) throw new Error("insertion");
  await db.insert(ratings).values([
    { itemId: otherService.id, itemType: "service", userId: leaving.id, rating: 2 },
    { itemId: store.id, itemType: "store", userId: other.id, rating: 5 },
  ]);
  await db.insert(favorites).values([
    { userId: leaving.id, itemType: "service", itemId: otherService.id },
    { userId: other.id, itemType: "property", itemId: property.id },
  ]);
  await db
    .insert(serviceComments)
    .values([{ serviceId: otherService.id, userId: leaving.id, content: "Très bien" }]);
  await db.insert(notifications).values([
    { recipientId: other.id, senderId: leaving.id, serviceId: otherService.id },
    { recipientId: leaving.id, senderId: other.id, serviceId: service.id },
  ]);
  await db.insert(session).values({
    id: `session-${leaving.id}`,
    token: `token-${leaving.id}`,
    userId: leaving.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(account).values({
    id: `account-${leaving.id}`,
    accountId: leaving.id,
    providerId: "credential",
    userId: leaving.id,
    password: "hash",
  });
  return { leaving, otherService, property, store };
}

/** Rows of any table with a text column equal to the id, as 'table.column'. */
async function rowsMentioning(id: string): Promise<string[]> {
  const db = await getDb();
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'text' and table_name <> 'admin_audit_log'`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${id}`,
    );
    if (row?.n) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

/** Files (not folders) stored under a folder named after the user. */
function filesOf(userId: string): string[] {
  const uploads = uploadsDir();
  if (!fs.existsSync(uploads)) return [];
  return fs
    .readdirSync(uploads, { recursive: true })
    .map(String)
    .filter((file) => file.split(path.sep).includes(userId))
    .filter((file) => fs.statSync(path.join(uploads, file)).isFile());
}

describe("user deletion", () => {
  it("erases the user and everything they own, rows and files, and journals it", async () => {
    const admin = await insertAccount("effaceur", { role: "admin" });
    const other = await insertAccount("voisin", { name: "Rim Jlassi" });
    const { leaving, otherService, property } = await richUser(other);
    expect(filesOf(leaving.id)).toHaveLength(4);
    expect(await rowsMentioning(leaving.id)).toEqual(
      expect.arrayContaining(["user.id", "profiles.id", "session.user_id", "account.user_id"]),
    );

    expect(await deleteUserAsAdmin(admin, { targetUserId: leaving.id })).toEqual({
      ok: true,
      title: "Utilisateur supprimé",
      description: "L'utilisateur et toutes ses données ont été supprimés avec succès.",
    });

    expect(await rowsMentioning(leaving.id)).toEqual([]);
    const db = await getDb();
    for (const [table, column] of [
      [properties, properties.userId],
      [services, services.userId],
      [stores, stores.userId],
      [ratings, ratings.userId],
      [favorites, favorites.userId],
      [serviceComments, serviceComments.userId],
      [notifications, notifications.recipientId],
      [session, session.userId],
      [account, account.userId],
    ] as const) {
      expect(await db.select().from(table).where(eq(column, leaving.id))).toHaveLength(0);
    }
    // What pointed at the user's listings went with them; the other user keeps their own.
    expect(await db.select().from(favorites).where(eq(favorites.itemId, property.id))).toEqual([]);
    expect(await db.select().from(services).where(eq(services.id, otherService.id))).toHaveLength(
      1,
    );
    expect(await userExists(other.id)).toBe(true);
    expect(filesOf(leaving.id)).toEqual([]);

    const [line] = await journal();
    expect(line).toMatchObject({
      actorId: admin.id,
      action: "user_deletion",
      targetType: "user",
      targetId: leaving.id,
      targetLabel: `Hedi Kefi (${leaving.email})`,
      outcome: "success",
    });
  });

  it("blocks the deletion of an administrator account (ADMIN_DELETION_BLOCKED) and of oneself", async () => {
    const admin = await insertAccount("moderateur", { role: "admin" });
    const otherAdmin = await insertAccount("collegue", { role: "admin" });

    const blocked = await deleteUserAsAdmin(admin, { targetUserId: otherAdmin.id });
    expect(blocked).toEqual({
      ok: false,
      code: "forbidden",
      reason: ADMIN_DELETION_BLOCKED,
      message: "Impossible de supprimer un administrateur. Veuillez d'abord changer son rôle.",
    });
    expect(panelToast(ADMIN_INTENTS.deleteUser, blocked)).toEqual({
      ok: false,
      code: ADMIN_DELETION_BLOCKED,
      title: "Action non autorisée",
      description: "Impossible de supprimer un administrateur. Veuillez d'abord changer son rôle.",
    });
    expect(await userExists(otherAdmin.id)).toBe(true);
    expect(await roleOf(otherAdmin.id)).toBe("admin");

    expect(await deleteUserAsAdmin(admin, { targetUserId: admin.id })).toMatchObject({
      ok: false,
      code: "forbidden",
      reason: "SELF_DELETION_BLOCKED",
    });
    expect(await userExists(admin.id)).toBe(true);

    const lines = await journal();
    expect(lines.map((line) => [line.targetId, line.outcome])).toEqual([
      [otherAdmin.id, "refused"],
      [admin.id, "refused"],
    ]);
    expect(lines[0]?.detail).toContain(ADMIN_DELETION_BLOCKED);

    // Once demoted, the account can go.
    await changeUserRole(admin, { userId: otherAdmin.id, role: "user" });
    expect(await deleteUserAsAdmin(admin, { targetUserId: otherAdmin.id })).toMatchObject({
      ok: true,
    });
    expect(await userExists(otherAdmin.id)).toBe(false);
  });

  it("answers an unknown, already deleted or malformed id in French, never throwing", async () => {
    const admin = await insertAccount("verificateur", { role: "admin" });
    const gone = await insertAccount("parti");
    expect((await deleteUserAsAdmin(admin, { targetUserId: gone.id })).ok).toBe(true);
    const again = await deleteUserAsAdmin(admin, { targetUserId: gone.id });
    expect(again).toEqual({
      ok: false,
      code: "not_found",
      reason: "USER_NOT_FOUND",
      message: "Utilisateur introuvable : il a peut-être déjà été supprimé.",
    });
    expect(panelToast(ADMIN_INTENTS.deleteUser, again)).toEqual({
      ok: false,
      code: "USER_NOT_FOUND",
      title: "Échec de suppression",
      description: "Utilisateur introuvable : il a peut-être déjà été supprimé.",
    });
    for (const targetUserId of [
      "",
      "   ",
      undefined,
      42,
      { id: "x" },
      "y".repeat(256),
      "a\u0000b",
      "../x",
    ]) {
      expect(await deleteUserAsAdmin(admin, { targetUserId }), String(targetUserId)).toMatchObject({
        ok: false,
        code: "invalid",
        reason: "INVALID_REQUEST",
      });
    }
  });
});

describe("profile sync", () => {
  it("creates the missing profiles with the account's names and reports the counts", async () => {
    const admin = await insertAccount("synchro", { role: "admin" });
    const first = await insertAccount("sans-1", { profile: false, name: "  Youssef   Ben Ali " });
    const second = await insertAccount("sans-2", { profile: false, name: "" });
    const kept = await insertAccount("avec", { name: "Amira Ben Salah" });

    expect(await syncProfiles(admin)).toEqual({
      ok: true,
      title: "Synchronisation terminée",
      description: "2 utilisateurs synchronisés avec succès.",
      syncedCount: 2,
      missingCount: 0,
    });
    const db = await getDb();
    const [created] = await db.select().from(profiles).where(eq(profiles.id, first.id));
    expect(created).toMatchObject({
      role: "user",
      firstName: "Youssef",
      lastName: "Ben Ali",
      email: first.email,
    });
    const [unnamed] = await db.select().from(profiles).where(eq(profiles.id, second.id));
    expect(unnamed).toMatchObject({ role: "user", firstName: null, lastName: null });
    const [untouched] = await db.select().from(profiles).where(eq(profiles.id, kept.id));
    expect(untouched?.firstName).toBe("Amira");

    // Nothing left to do on a second run.
    expect(await syncProfiles(admin)).toMatchObject({ syncedCount: 0, missingCount: 0 });
    const lines = await journal();
    expect(lines.map((line) => [line.action, line.outcome, line.detail])).toEqual([
      ["profile_sync", "success", "2 profil(s) créé(s), 0 manquant(s)"],
      ["profile_sync", "success", "0 profil(s) créé(s), 0 manquant(s)"],
    ]);
  });

  it("syncs more accounts than one batch", async () => {
    const admin = await insertAccount("gros-lot", { role: "admin" });
    const db = await getDb();
    const ids = Array.from({ length: 1_203 }, (_, index) => `lot-${index}`);
    await db
      .insert(user)
      .values(ids.map((id) => ({ id, name: `Compte ${id}`, email: `${id}@exemple.tn` })));
    expect(await syncProfiles(admin)).toMatchObject({ syncedCount: 1_203, missingCount: 0 });
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${user} where not exists (select 1 from ${profiles} where ${profiles.id} = ${user.id})`,
    );
    expect(row?.n).toBe(0);
  });
});

describe("journal", () => {
  it("lists the actions newest first, 50 a page, searchable, for administrators only", async () => {
    const admin = await insertAccount("archiviste", { role: "admin", name: "Amel Chef" });
    const member = await insertAccount("sujet", { name: "Zied Trabelsi" });
    for (let index = 0; index < 26; index++) {
      await changeUserRole(admin, { userId: member.id, role: index % 2 ? "user" : "admin" });
    }
    await changeUserRole(admin, { userId: admin.id, role: "user" });
    await syncProfiles(admin);

    const first = await listAdminAuditLog(admin, query());
    if (!first.ok) throw new Error(first.message);
    expect(first.page).toMatchObject({ total: 28, pageCount: 1 });
    expect(first.page.rows[0]).toMatchObject({ action: "profile_sync", outcome: "success" });
    expect(first.page.rows[1]).toMatchObject({
      action: "role_change",
      outcome: "refused",
      targetId: admin.id,
    });

    for (let index = 0; index < 24; index++) {
      await changeUserRole(admin, { userId: member.id, role: index % 2 ? "user" : "admin" });
    }
    const second = await listAdminAuditLog(admin, query({ page: "2" }));
    if (!second.ok) throw new Error(second.message);
    expect(second.page).toMatchObject({ total: 52, pageCount: 2, page: 2 });
    expect(second.page.rows).toHaveLength(2);

    const searched = await listAdminAuditLog(admin, query({ q: "zied" }));
    expect(searched.ok && searched.page.total).toBe(50);
    const refused = await listAdminAuditLog(admin, query({ q: "propre rôle" }));
    expect(refused.ok && refused.page.rows.map((row) => row.targetId)).toEqual([admin.id]);

    expect(await listAdminAuditLog(member, query())).toMatchObject({ ok: false });
  });
});
