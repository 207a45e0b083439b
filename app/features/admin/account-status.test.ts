import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmEmail } from "~/features/account/confirm-email.server";
import { signIn } from "~/features/account/sign-in.server";
import { signUp } from "~/features/account/sign-up.server";
import { getCatalogueDetail } from "~/features/listings/catalogue/get-catalogue-item.server";
import {
  listCatalogue,
  listNewestCatalogue,
} from "~/features/listings/catalogue/list-catalogue.server";
import { getSellerListings } from "~/features/listings/seller-listings.server";
import { getPropertyDetail } from "~/features/properties/get-property.server";
import { listNewestProperties, listProperties } from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { listingSitemapEntries } from "~/features/seo/sitemap.server";
import type { TSessionUser } from "~/kernel/actor";
import { action } from "~/routes/admin";
import { getSessionUser } from "~/server/auth.server";
import { getDb } from "~/server/db/client.server";
import {
  adminAuditLog,
  profiles,
  properties,
  services,
  session,
  stores,
  user,
} from "~/server/db/schema";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { cookieHeader, linkIn } from "../../../tests/fixtures/mail";
import { reactivateUser, setUserVerified, suspendUser } from "./account-status.server";
import { ADMIN_INTENTS } from "./admin-intents";

/*
 * Suspension and verification of accounts (decision 0039) on the real database, with real
 * sessions and mail: what the suspended user, the visitors and the administrator notice.
 */

let counter = 0;
const context = () => ({ headers: new Headers(), clientIp: `10.9.0.${++counter % 250}` });
const PASSWORD = "secret123";

type TMember = TSessionUser & { cookie: string };

/** A confirmed account with its signed-in session, as a person gets one. */
async function member(role: "user" | "admin" = "user"): Promise<TMember> {
  const tag = `statut${++counter}`;
  const email = `${tag}@exemple.tn`;
  await signUp(
    { firstName: "Sami", lastName: tag, email, password: PASSWORD, confirmPassword: PASSWORD },
    context(),
  );
  const token = new URL(
    linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
  ).searchParams.get("token");
  await confirmEmail(token ?? "");
  const db = await getDb();
  if (role === "admin") {
    await db.update(profiles).set({ role: "admin" }).where(eq(profiles.email, email));
  }
  const signedIn = await signIn({ email, password: PASSWORD }, context());
  if (!signedIn.ok) throw new Error(signedIn.code);
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return {
    id: row?.id as string,
    email,
    role,
    firstName: "Sami",
    lastName: tag,
    avatarUrl: null,
    cookie: cookieHeader(signedIn.headers),
  };
}

async function listingsOf(ownerId: string) {
  const db = await getDb();
  const word = `zqstatut${++counter}`;
  const [property] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      title: `Villa ${word}`,
      description: "Belle villa avec jardin.",
      type: "villa",
      announcementType: "vente",
      price: 450000,
      surface: 300,
      address: "Rue des Jasmins",
      governorate: "nabeul",
      location: "nabeul",
      whatsapp: "98123456",
    })
    .returning({ id: properties.id });
  const [service] = await db
    .insert(services)
    .values({
      userId: ownerId,
      name: `Plomberie ${word}`,
      profession: "Plombier",
      description: "Dépannage",
      location: "sfax",
      phone: "98123456",
      whatsapp: "98123456",
    })
    .returning({ id: services.id });
  const [store] = await db
    .insert(stores)
    .values({
      userId: ownerId,
      name: `Meubles ${word}`,
      category: "meubles",
      description: "Salons.",
      location: "sousse",
      address: "Avenue Bourguiba",
      whatsapp: "98123456",
    })
    .returning({ id: stores.id });
  if (!property || !service || !store) throw new Error("insertion impossible");
  return { word, property: property.id, service: service.id, store: store.id };
}

/** Where a visitor finds each of the listings, page by page. */
async function publicSightings(listings: Awaited<ReturnType<typeof listingsOf>>, ownerId: string) {
  const search = (
    await listProperties(parsePropertyListQuery(new URLSearchParams({ q: listings.word })))
  ).items;
  const seller = await getSellerListings(null, ownerId, { page: 1 });
  const propertySitemap = await listingSitemapEntries("property", 1);
  return {
    search: search.some((item) => item.id === listings.property),
    home: (await listNewestProperties(100)).some((item) => item.id === listings.property),
    services: (await listNewestCatalogue("service", 100)).some(
      (item) => item.id === listings.service,
    ),
    stores: (await listCatalogue("store", { page: 1, sort: "newest" })).items.some(
      (item) => item.id === listings.store,
    ),
    propertyPage: (await getPropertyDetail(listings.property, null)) !== null,
    servicePage: (await getCatalogueDetail("service", listings.service, null)) !== null,
    storePage: (await getCatalogueDetail("store", listings.store, null)) !== null,
    sellerPage: seller.ok ? seller.counts.total : seller.code,
    sitemap: propertySitemap.some((entry) => entry.path.includes(listings.property)),
  };
}

const everywhere = {
  search: true,
  home: true,
  services: true,
  stores: true,
  propertyPage: true,
  servicePage: true,
  storePage: true,
  sellerPage: 3,
  sitemap: true,
};
const nowhere = {
  search: false,
  home: false,
  services: false,
  stores: false,
  propertyPage: false,
  servicePage: false,
  storePage: false,
  sellerPage: "not_found",
  sitemap: false,
};

async function profileStatus(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      suspendedAt: profiles.suspendedAt,
      reason: profiles.suspensionReason,
      verifiedAt: profiles.verifiedAt,
    })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}

async function sessionCount(id: string) {
  const db = await getDb();
  return (await db.select().from(session).where(eq(session.userId, id))).length;
}

async function journalFor(id: string) {
  const db = await getDb();
  const rows = await db
    .select({
      action: adminAuditLog.action,
      outcome: adminAuditLog.outcome,
      detail: adminAuditLog.detail,
    })
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, id))
    .orderBy(adminAuditLog.createdAt);
  return rows;
}

const signedIn = (cookie: string) =>
  getSessionUser(new Request("http://localhost/", { headers: { cookie } }));

describe("suspending an account", () => {
  it("ends its sessions, refuses its sign-in in French, takes its listings off every public page and mails the reason; 'Réactiver' undoes it", async () => {
    const admin = await member("admin");
    const seller = await member();
    const listings = await listingsOf(seller.id);
    expect(await publicSightings(listings, seller.id)).toEqual(everywhere);
    expect((await signedIn(seller.cookie))?.id).toBe(seller.id);

    expect(
      await suspendUser(admin, { userId: seller.id, reason: "Annonces frauduleuses signalées" }),
    ).toEqual({ ok: true, title: "Compte suspendu" });

    expect(await signedIn(seller.cookie)).toBeNull();
    expect(await sessionCount(seller.id)).toBe(0);
    const refused = await signIn({ email: seller.email, password: PASSWORD }, context());
    expect(refused).toMatchObject({
      ok: false,
      code: "forbidden",
      message: expect.stringMatching(/^Votre compte a été suspendu/),
    });
    expect(await sessionCount(seller.id)).toBe(0);
    expect(await publicSightings(listings, seller.id)).toEqual(nowhere);
    // Administrators still open what they act on.
    expect(await getPropertyDetail(listings.property, admin)).not.toBeNull();
    const mail = (await deliveredMailsTo(seller.email)).at(-1);
    expect(mail?.subject).toBe("Votre compte a été suspendu - Darna");
    expect(mail?.text).toContain("Motif : Annonces frauduleuses signalées");

    expect(
      await reactivateUser(admin, { userId: seller.id, reason: "Vérification faite" }),
    ).toEqual({ ok: true, title: "Compte réactivé" });
    expect(await publicSightings(listings, seller.id)).toEqual(everywhere);
    const again = await signIn({ email: seller.email, password: PASSWORD }, context());
    expect(again.ok).toBe(true);
    expect((await deliveredMailsTo(seller.email)).at(-1)?.subject).toBe(
      "Votre compte a été réactivé - Darna",
    );
    expect(await profileStatus(seller.id)).toMatchObject({ suspendedAt: null, reason: null });
    expect(await journalFor(seller.id)).toEqual([
      {
        action: "user_suspended",
        outcome: "success",
        detail: "Motif : Annonces frauduleuses signalées",
      },
      { action: "user_reactivated", outcome: "success", detail: "Motif : Vérification faite" },
    ]);
  });

  it("refuses oneself, an administrator, an unknown or malformed id and a missing or too long reason, changing nothing", async () => {
    const admin = await member("admin");
    const otherAdmin = await member("admin");
    const seller = await member();
    const listings = await listingsOf(seller.id);
    const reason = "Annonces frauduleuses";

    expect(await suspendUser(admin, { userId: admin.id, reason })).toEqual({
      ok: false,
      code: "forbidden",
      message: "Vous ne pouvez pas suspendre votre propre compte.",
    });
    expect(await suspendUser(admin, { userId: otherAdmin.id, reason })).toEqual({
      ok: false,
      code: "forbidden",
      message:
        "Impossible de suspendre un compte administrateur. Veuillez d'abord changer son rôle.",
    });
    expect(await suspendUser(admin, { userId: "inconnu-123", reason })).toEqual({
      ok: false,
      code: "not_found",
      message: "Utilisateur introuvable : il a peut-être déjà été supprimé.",
    });
    expect(await suspendUser(admin, { userId: "a\u0000b", reason })).toMatchObject({
      ok: false,
      code: "invalid",
      message: "Identifiant d'utilisateur invalide.",
    });
    for (const missing of [undefined, null, "", "   "]) {
      expect(await suspendUser(admin, { userId: seller.id, reason: missing })).toEqual({
        ok: false,
        code: "invalid",
        message: "Indiquez le motif, que l'utilisateur recevra par e-mail.",
        fieldErrors: { reason: "Indiquez le motif, que l'utilisateur recevra par e-mail." },
      });
    }
    expect(await suspendUser(admin, { userId: seller.id, reason: "x".repeat(301) })).toMatchObject({
      ok: false,
      code: "invalid",
      message: "Le motif ne peut pas dépasser 300 caractères.",
    });
    expect(await reactivateUser(admin, { userId: seller.id, reason })).toEqual({
      ok: false,
      code: "conflict",
      message: "Ce compte n'est pas suspendu.",
    });

    for (const account of [admin, otherAdmin, seller]) {
      expect(await profileStatus(account.id)).toMatchObject({ suspendedAt: null });
      expect(await sessionCount(account.id)).toBe(1);
    }
    expect(await publicSightings(listings, seller.id)).toEqual(everywhere);
    expect((await journalFor(seller.id)).map((line) => line.outcome)).toEqual(
      Array(6).fill("refused"),
    );
    expect(await journalFor(otherAdmin.id)).toEqual([
      {
        action: "user_suspended",
        outcome: "refused",
        detail:
          "Impossible de suspendre un compte administrateur. Veuillez d'abord changer son rôle.",
      },
    ]);
  });

  it("answers the panel's bad posts with a 4xx and a French toast, never a 500", async () => {
    const admin = await member("admin");
    const seller = await member();
    const post = async (fields: Record<string, string>) => {
      const request = new Request("http://localhost/admin", {
        method: "POST",
        headers: { cookie: admin.cookie },
        body: new URLSearchParams(fields),
      });
      const answer = (await action({ request, params: {}, context: {} } as Parameters<
        typeof action
      >[0])) as unknown as { data: Record<string, unknown>; init: { status?: number } | null };
      return { status: answer.init?.status ?? 200, ...answer.data };
    };

    expect(await post({ intent: ADMIN_INTENTS.suspendUser, userId: seller.id })).toMatchObject({
      status: 400,
      ok: false,
      title: "Impossible de suspendre le compte",
      description: "Indiquez le motif, que l'utilisateur recevra par e-mail.",
    });
    expect(
      await post({ intent: ADMIN_INTENTS.suspendUser, userId: admin.id, reason: "Test" }),
    ).toMatchObject({
      status: 403,
      description: "Vous ne pouvez pas suspendre votre propre compte.",
    });
    expect(await post({ intent: ADMIN_INTENTS.verifyUser, userId: "inconnu-456" })).toMatchObject({
      status: 404,
      title: "Impossible de vérifier le compte",
      description: "Utilisateur introuvable : il a peut-être déjà été supprimé.",
    });
    expect(await profileStatus(seller.id)).toMatchObject({ suspendedAt: null, verifiedAt: null });
    expect(
      await post({ intent: ADMIN_INTENTS.suspendUser, userId: seller.id, reason: "Fraude" }),
    ).toMatchObject({ status: 200, ok: true, title: "Compte suspendu" });
    expect(await signedIn(seller.cookie)).toBeNull();
  });
});

describe("verifying an account", () => {
  it("shows 'Vérifié' on its cards, detail pages and seller page, and takes it back", async () => {
    const admin = await member("admin");
    const seller = await member();
    const listings = await listingsOf(seller.id);
    const badges = async () => {
      const search = await listProperties(
        parsePropertyListQuery(new URLSearchParams({ q: listings.word })),
      );
      const page = await getSellerListings(null, seller.id, { page: 1 });
      if (!page.ok) throw new Error(page.message);
      return {
        card: search.items.find((item) => item.id === listings.property)?.sellerVerified,
        serviceCard: (await listNewestCatalogue("service", 100)).find(
          (item) => item.id === listings.service,
        )?.sellerVerified,
        sellerCards: page.properties.items.map((item) => item.sellerVerified),
        sellerPage: page.seller.verified,
        propertyPage: (await getPropertyDetail(listings.property, null))?.seller.verified,
        storePage: (await getCatalogueDetail("store", listings.store, null))?.owner.verified,
      };
    };
    const shown = (verified: boolean) => ({
      card: verified,
      serviceCard: verified,
      sellerCards: [verified],
      sellerPage: verified,
      propertyPage: verified,
      storePage: verified,
    });
    expect(await badges()).toEqual(shown(false));

    expect(await setUserVerified(admin, { userId: seller.id }, true)).toEqual({
      ok: true,
      title: "Compte vérifié",
    });
    expect(await badges()).toEqual(shown(true));
    expect(await setUserVerified(admin, { userId: seller.id }, true)).toEqual({
      ok: false,
      code: "conflict",
      message: "Ce compte est déjà vérifié.",
    });

    expect(await setUserVerified(admin, { userId: seller.id }, false)).toEqual({
      ok: true,
      title: "Vérification retirée",
    });
    expect(await badges()).toEqual(shown(false));
    expect((await journalFor(seller.id)).map((line) => [line.action, line.outcome])).toEqual([
      ["user_verified", "success"],
      ["user_verified", "refused"],
      ["user_unverified", "success"],
    ]);
  });

  it("refuses an unknown account and a plain user, changing nothing", async () => {
    const admin = await member("admin");
    const plain = await member();
    const seller = await member();
    expect(await setUserVerified(admin, { userId: "inconnu-789" }, true)).toEqual({
      ok: false,
      code: "not_found",
      message: "Utilisateur introuvable : il a peut-être déjà été supprimé.",
    });
    expect(await setUserVerified(plain, { userId: seller.id }, true)).toEqual({
      ok: false,
      code: "forbidden",
      message: "Action réservée aux administrateurs.",
    });
    expect(await profileStatus(seller.id)).toMatchObject({ verifiedAt: null });
  });
});
