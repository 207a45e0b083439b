import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminApi } from "~/edge/admin-api.server";
import { ADMIN_INTENTS } from "~/features/admin/admin-intents";
import { action, loader } from "~/routes/admin";
import { getDb } from "~/server/db/client.server";
import { adminAuditLog, profiles, user } from "~/server/db/schema";
import { signedInMember } from "../../tests/fixtures/members";

/*
 * The HTTP faces of the users tab, with real sessions: POST /api/admin/delete-user (mounted
 * under /api/admin) and the /admin route's loader and action.
 */

async function exists(id: string) {
  const db = await getDb();
  return (await db.select({ id: user.id }).from(user).where(eq(user.id, id))).length === 1;
}

async function roleOf(id: string) {
  const db = await getDb();
  const [row] = await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, id));
  return row?.role;
}

function deleteRequest(
  body: unknown,
  options: { cookie?: string; headers?: Record<string, string>; raw?: string } = {},
) {
  return adminApi.request("http://localhost/delete-user", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.raw ?? JSON.stringify(body),
  });
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("POST /api/admin/delete-user", () => {
  it("refuses visitors (401) and non-admins (403) whatever the body, deleting nothing", async () => {
    const target = await signedInMember("cible-api");
    const plain = await signedInMember("simple-api");
    const body = { adminOperation: true, targetUserId: target.id };

    expect(await answer(await deleteRequest(body))).toEqual({
      status: 401,
      body: {
        error: "Vous devez être connecté en tant qu'administrateur.",
        code: "NOT_AUTHENTICATED",
      },
    });
    expect(await answer(await deleteRequest("pas du json", { raw: "{" }))).toMatchObject({
      status: 401,
    });
    expect(await answer(await deleteRequest(body, { cookie: plain.cookie }))).toEqual({
      status: 403,
      body: { error: "Action réservée aux administrateurs.", code: "FORBIDDEN" },
    });
    expect(await exists(target.id)).toBe(true);
  });

  it("deletes a user for an administrator, then answers 404 for the same id", async () => {
    const admin = await signedInMember("admin-api", "admin");
    const target = await signedInMember("supprime-api");
    const body = { adminOperation: true, targetUserId: target.id };

    expect(await answer(await deleteRequest(body, { cookie: admin.cookie }))).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await exists(target.id)).toBe(false);
    expect(await answer(await deleteRequest(body, { cookie: admin.cookie }))).toEqual({
      status: 404,
      body: {
        error: "Utilisateur introuvable : il a peut-être déjà été supprimé.",
        code: "USER_NOT_FOUND",
      },
    });
    // The deleted user's session is gone with them.
    const again = await deleteRequest(body, { cookie: target.cookie });
    expect(again.status).toBe(401);
  });

  it("blocks an administrator account with ADMIN_DELETION_BLOCKED, and one's own", async () => {
    const admin = await signedInMember("admin-bloque", "admin");
    const colleague = await signedInMember("collegue-api", "admin");

    expect(
      await answer(
        await deleteRequest(
          { adminOperation: true, targetUserId: colleague.id },
          { cookie: admin.cookie },
        ),
      ),
    ).toEqual({
      status: 403,
      body: {
        error: "Impossible de supprimer un administrateur. Veuillez d'abord changer son rôle.",
        code: "ADMIN_DELETION_BLOCKED",
      },
    });
    expect(
      await answer(
        await deleteRequest(
          { adminOperation: true, targetUserId: admin.id },
          { cookie: admin.cookie },
        ),
      ),
    ).toMatchObject({ status: 403, body: { code: "SELF_DELETION_BLOCKED" } });
    expect(await exists(colleague.id)).toBe(true);
    expect(await roleOf(colleague.id)).toBe("admin");
    expect(await exists(admin.id)).toBe(true);
  });

  it("answers a bad body with 400 and a cross-site request with 403", async () => {
    const admin = await signedInMember("admin-corps", "admin");
    const target = await signedInMember("cible-corps");
    for (const [body, raw] of [
      [{ targetUserId: target.id }, undefined],
      [{ adminOperation: "true", targetUserId: target.id }, undefined],
      [{ adminOperation: true }, undefined],
      [{ adminOperation: true, targetUserId: "" }, undefined],
      [null, "{pas du json"],
      [[target.id], undefined],
    ] as const) {
      const response = await deleteRequest(body, { cookie: admin.cookie, raw });
      expect(await answer(response), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { code: "INVALID_REQUEST" },
      });
    }
    // A form post (no JSON) is refused too.
    const form = await adminApi.request("http://localhost/delete-user", {
      method: "POST",
      headers: {
        cookie: admin.cookie,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: `adminOperation=true&targetUserId=${target.id}`,
    });
    expect(form.status).toBe(400);

    const valid = { adminOperation: true, targetUserId: target.id };
    const crossSite: Record<string, string>[] = [
      { origin: "https://pirate.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ];
    for (const headers of crossSite) {
      const response = await deleteRequest(valid, { cookie: admin.cookie, headers });
      expect(await answer(response)).toMatchObject({
        status: 403,
        body: { code: "CROSS_SITE_REQUEST" },
      });
    }
    expect(await exists(target.id)).toBe(true);
    // The page's own origin is accepted.
    const sameOrigin = await deleteRequest(valid, {
      cookie: admin.cookie,
      headers: { origin: "http://localhost", "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });
});

type TData = { data: Record<string, unknown>; init: { status?: number } | null };

function adminPost(fields: Record<string, string>, cookie?: string) {
  const request = new Request("http://localhost/admin", {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams(fields),
  });
  return action({ request, params: {}, context: {} } as Parameters<
    typeof action
  >[0]) as Promise<unknown> as Promise<TData>;
}

describe("/admin route", () => {
  it("sends visitors to /auth and non-admins home", async () => {
    const plain = await signedInMember("visiteur-page");
    const call = (headers: Record<string, string>) =>
      loader({
        request: new Request("http://localhost/admin?onglet=journal", { headers }),
        params: {},
        context: {},
      } as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown as Response);
    const visitor = (await call({})) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/auth?from=%2Fadmin%3Fonglet%3Djournal");
    const nonAdmin = (await call({ cookie: plain.cookie })) as Response;
    expect(nonAdmin.headers.get("location")).toBe("/");
  });

  it("loads only the open tab, for an administrator", async () => {
    const admin = await signedInMember("admin-onglets", "admin");
    const load = (search: string) =>
      loader({
        request: new Request(`http://localhost/admin${search}`, {
          headers: { cookie: admin.cookie },
        }),
        params: {},
        context: {},
      } as Parameters<typeof loader>[0]);
    const overview = await load("");
    expect(overview.actorId).toBe(admin.id);
    expect(overview.content).toMatchObject({ tab: "apercu", result: { ok: true } });
    const users = await load("?onglet=utilisateurs");
    expect(users.content).toMatchObject({ tab: "utilisateurs", result: { ok: true } });
    const journal = await load("?onglet=journal&page=abc");
    expect(journal.content).toMatchObject({ tab: "journal", result: { ok: true } });
    expect("page" in journal.content.result && journal.content.result.page.page).toBe(1);
    expect((await load("?onglet=inconnu")).content.tab).toBe("apercu");
  });

  it("answers the panel's intents: 401/403 without an admin, 400 for an unknown one", async () => {
    const admin = await signedInMember("admin-action", "admin");
    const plain = await signedInMember("simple-action");
    const target = await signedInMember("cible-action");
    const promote = { intent: ADMIN_INTENTS.changeRole, userId: target.id, role: "admin" };
    const db = await getDb();
    const journalBefore = (await db.select().from(adminAuditLog)).length;

    const visitor = await adminPost(promote);
    expect(visitor.init?.status).toBe(401);
    expect(visitor.data).toMatchObject({ ok: false, title: "Erreur lors de la mise à jour" });
    expect((await adminPost(promote, plain.cookie)).init?.status).toBe(403);
    expect(
      (await adminPost({ intent: ADMIN_INTENTS.deleteUser, userId: target.id }, plain.cookie)).init
        ?.status,
    ).toBe(403);
    expect(
      (await adminPost({ intent: ADMIN_INTENTS.syncProfiles }, plain.cookie)).init?.status,
    ).toBe(403);
    expect(await roleOf(target.id)).toBe("user");
    expect(await exists(target.id)).toBe(true);
    expect(await db.select().from(adminAuditLog)).toHaveLength(journalBefore);

    const unknown = await adminPost({ intent: "tout-supprimer" }, admin.cookie);
    expect(unknown.init?.status).toBe(400);
    expect(unknown.data).toMatchObject({ ok: false, title: "Action inconnue" });

    const done = await adminPost(promote, admin.cookie);
    expect(done.init?.status ?? 200).toBe(200);
    expect(done.data).toEqual({ ok: true, title: "Rôle mis à jour" });
    expect(await roleOf(target.id)).toBe("admin");

    // A refusal the panel shows as a toast is answered with its own status.
    const blocked = await adminPost(
      { intent: ADMIN_INTENTS.deleteUser, userId: target.id },
      admin.cookie,
    );
    expect(blocked.init?.status).toBe(403);
    expect(blocked.data).toMatchObject({
      ok: false,
      code: "ADMIN_DELETION_BLOCKED",
      title: "Action non autorisée",
      description: "Impossible de supprimer un administrateur. Veuillez d'abord changer son rôle.",
    });
    expect(await exists(target.id)).toBe(true);
    const ownRole = await adminPost(
      { intent: ADMIN_INTENTS.changeRole, userId: admin.id, role: "user" },
      admin.cookie,
    );
    expect(ownRole.init?.status).toBe(403);
    expect(ownRole.data).toEqual({
      ok: false,
      title: "Erreur lors de la mise à jour",
      description: "Impossible de modifier le rôle: Vous ne pouvez pas modifier votre propre rôle",
    });
    const unknownUser = await adminPost(
      { intent: ADMIN_INTENTS.deleteUser, userId: "inconnu" },
      admin.cookie,
    );
    expect(unknownUser.init?.status).toBe(404);
    expect(unknownUser.data).toMatchObject({ ok: false, title: "Échec de suppression" });

    const sync = await adminPost({ intent: ADMIN_INTENTS.syncProfiles }, admin.cookie);
    expect(sync.data).toMatchObject({ ok: true, syncedCount: 0, missingCount: 0 });
  });
});
