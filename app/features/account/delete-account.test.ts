import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { TSessionUser } from "~/kernel/actor";
import { getSessionUser } from "~/server/auth.server";
import { getDb, queryRows } from "~/server/db/client.server";
import {
  favorites,
  notifications,
  profiles,
  properties,
  ratings,
  savedSearches,
  serviceComments,
  services,
  stores,
  user,
} from "~/server/db/schema";
import { getStorage, publicUrlFor } from "~/server/storage/storage.server";
import { deliveredMailsTo } from "../../../tests/fixtures/delivered-mail";
import { cookieHeader, linkIn } from "../../../tests/fixtures/mail";
import { confirmEmail } from "./confirm-email.server";
import { deleteMyAccount } from "./delete-account.server";
import { getMyProfile, updateMyProfile } from "./profile.server";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

let ip = 0;
const context = () => ({ headers: new Headers(), clientIp: `10.2.0.${++ip}` });

async function member(email: string, firstName: string) {
  await signUp(
    { firstName, lastName: "Testeur", email, password: "secret123", confirmPassword: "secret123" },
    context(),
  );
  const token = new URL(
    linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
  ).searchParams.get("token");
  await confirmEmail(token ?? "");
  const result = await signIn({ email, password: "secret123" }, context());
  if (!result.ok) throw new Error(result.code);
  const headers = new Headers({ cookie: cookieHeader(result.headers) });
  const actor = (await getSessionUser(
    new Request("http://localhost/", { headers }),
  )) as TSessionUser;
  return { actor, headers };
}

async function myProfile(actor: TSessionUser) {
  const result = await getMyProfile(actor);
  if (!result.ok) throw new Error(result.message);
  return result.profile;
}

async function storedFile(key: string) {
  const image = await sharp({
    create: { width: 20, height: 20, channels: 3, background: "#c96" },
  })
    .webp()
    .toBuffer();
  await getStorage().put(key, image, "image/webp");
  return publicUrlFor(key);
}

const listing = (userId: string) => ({
  userId,
  title: "Appartement S+2",
  description: "Lumineux",
  type: "appartement" as const,
  announcementType: "location" as const,
  price: 900,
  surface: 80,
  address: "Rue de Rome",
  governorate: "tunis",
  location: "tunis",
  whatsapp: "21698000000",
});

describe("profile", () => {
  it("saves the own profile and stores a re-encoded avatar under avatars/{user id}", async () => {
    const { actor } = await member("profil@exemple.tn", "Leila");
    const avatar = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#36c" },
    })
      .jpeg()
      .toBuffer();
    const result = await updateMyProfile(
      actor,
      {
        first_name: "Leïla",
        last_name: "Mansour",
        phone: "+216 98 123 456",
        address: null,
        city: "Sfax",
        price_drop_emails: false,
        message_emails: true,
      },
      avatar,
    );
    expect(result.avatarError).toBeNull();
    const profile = await myProfile(actor);
    expect(profile).toMatchObject({
      firstName: "Leïla",
      lastName: "Mansour",
      city: "Sfax",
      address: null,
    });
    expect(profile.avatarUrl).toMatch(
      new RegExp(`^/media/avatars/${actor.id}/[0-9a-f-]{36}\\.webp$`),
    );
    const file = path.join(
      process.env.DATA_DIR as string,
      "uploads",
      profile.avatarUrl?.slice(7) ?? "",
    );
    const metadata = await sharp(file).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 512, 512]);
  });

  it("keeps the old avatar and still saves the rest when the new one is not an image", async () => {
    const { actor } = await member("avatar@exemple.tn", "Nour");
    const first = await sharp({
      create: { width: 50, height: 50, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    await updateMyProfile(
      actor,
      {
        first_name: "Nour",
        last_name: "Ayari",
        phone: null,
        address: null,
        city: null,
        price_drop_emails: false,
        message_emails: true,
      },
      first,
    );
    const before = (await myProfile(actor)).avatarUrl;
    const result = await updateMyProfile(
      actor,
      {
        first_name: "Nour",
        last_name: "Ayari-Ben",
        phone: null,
        address: null,
        city: null,
        price_drop_emails: false,
        message_emails: true,
      },
      Buffer.from("ceci est un fichier texte renommé en .jpg"),
    );
    expect(result.avatarError).toMatch(/n'est pas une image valide/);
    const after = await myProfile(actor);
    expect(after.avatarUrl).toBe(before);
    expect(after.lastName).toBe("Ayari-Ben");
  });
});

describe("account deletion", () => {
  it("refuses a wrong password and changes nothing", async () => {
    const { actor, headers } = await member("garde@exemple.tn", "Sami");
    expect(await deleteMyAccount(actor, "mauvais", headers)).toEqual({
      ok: false,
      code: "invalid",
      message: "Mot de passe incorrect",
      fieldErrors: { password: "Mot de passe incorrect" },
    });
    const db = await getDb();
    expect(await db.select().from(user).where(eq(user.id, actor.id))).toHaveLength(1);
  });

  it("erases every row and file of the user and recomputes the averages they counted in", async () => {
    const db = await getDb();
    const { actor: leaving, headers } = await member("depart@exemple.tn", "Hedi");
    const { actor: staying } = await member("reste@exemple.tn", "Rim");

    const photo = await storedFile(`property_images/${leaving.id}/photo-1.webp`);
    await updateMyProfile(
      leaving,
      {
        first_name: "Hedi",
        last_name: "Kefi",
        phone: null,
        address: null,
        city: null,
        price_drop_emails: false,
        message_emails: true,
      },
      await sharp({ create: { width: 40, height: 40, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const [ownProperty] = await db
      .insert(properties)
      .values({ ...listing(leaving.id), photoUrls: [photo] })
      .returning();
    const [ownService] = await db
      .insert(services)
      .values({
        userId: leaving.id,
        name: "Hedi Plomberie",
        profession: "Plombier",
        description: "Dépannage",
        location: "sfax",
        phone: "+216 98 111 222",
        whatsapp: "21698111222",
        image: await storedFile(`service_images/${leaving.id}/s.webp`),
      })
      .returning();
    await db.insert(stores).values({
      userId: leaving.id,
      name: "Déco Hedi",
      category: "décoration",
      description: "Luminaires",
      location: "sousse",
      address: "Avenue Hedi Chaker",
      whatsapp: "21698333444",
      image: await storedFile(`store_images/${leaving.id}/b.webp`),
    });
    const [otherService] = await db
      .insert(services)
      .values({
        userId: staying.id,
        name: "Rim Peinture",
        profession: "Peintre",
        description: "Peinture intérieure",
        location: "tunis",
        phone: "+216 98 555 666",
        whatsapp: "21698555666",
        avgRating: 3,
      })
      .returning();
    if (!ownProperty || !ownService || !otherService) throw new Error("insertion");
    await db.insert(ratings).values([
      { itemId: otherService.id, itemType: "service", userId: leaving.id, rating: 1 },
      { itemId: otherService.id, itemType: "service", userId: staying.id, rating: 5 },
      { itemId: ownService.id, itemType: "service", userId: staying.id, rating: 4 },
    ]);
    await db.insert(favorites).values([
      { userId: leaving.id, itemType: "service", itemId: otherService.id },
      { userId: staying.id, itemType: "property", itemId: ownProperty.id },
    ]);
    await db.insert(serviceComments).values([
      { serviceId: otherService.id, userId: leaving.id, content: "Très bien" },
      { serviceId: ownService.id, userId: staying.id, content: "Merci" },
    ]);
    await db.insert(notifications).values([
      { recipientId: staying.id, senderId: leaving.id, serviceId: otherService.id },
      { recipientId: leaving.id, senderId: staying.id, serviceId: ownService.id },
    ]);
    // A saved search (decision 0023) goes with its account.
    await db.insert(savedSearches).values({
      userId: leaving.id,
      kind: "property",
      name: "Appartement à louer · Tunis",
      filters: { announcementType: "location", location: "tunis" },
      frequency: "daily",
    });

    const result = await deleteMyAccount(leaving, "secret123", headers);
    expect(result.ok).toBe(true);
    expect((result as { headers: Headers }).headers.getSetCookie().join(";")).toMatch(/Max-Age=0/i);
    // A session that outlived its account reads no profile.
    expect(await getMyProfile(leaving)).toEqual({
      ok: false,
      code: "conflict",
      message: "Utilisateur non authentifié",
    });

    // No row of any table mentions the user any more.
    const columns = await queryRows<{ table_name: string; column_name: string }>(
      db,
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'text'`,
    );
    for (const { table_name, column_name } of columns) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} = ${leaving.id}`,
      );
      expect(row?.n, `${table_name}.${column_name}`).toBe(0);
    }
    // Ratings and favourites aimed at the user's listings went with them.
    expect(await db.select().from(ratings).where(eq(ratings.itemId, ownService.id))).toHaveLength(
      0,
    );
    expect(
      await db.select().from(favorites).where(eq(favorites.itemId, ownProperty.id)),
    ).toHaveLength(0);
    // The average the user's rating counted in is recomputed without it.
    const [rated] = await db
      .select({ avg: services.avgRating })
      .from(services)
      .where(eq(services.id, otherService.id));
    expect(rated?.avg).toBe(5);
    // The other user keeps everything of theirs.
    expect(await db.select().from(profiles).where(eq(profiles.id, staying.id))).toHaveLength(1);
    expect(await db.select().from(services).where(eq(services.id, otherService.id))).toHaveLength(
      1,
    );
    // No file of the user is left in storage.
    const uploads = path.join(process.env.DATA_DIR as string, "uploads");
    const leftovers = fs
      .readdirSync(uploads, { recursive: true })
      .map(String)
      .filter((file) => file.includes(leaving.id));
    expect(leftovers).toEqual([]);
  });
});
