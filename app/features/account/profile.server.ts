import crypto from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import { getDb } from "~/server/db/client.server";
import { favorites, profiles, properties, services, stores, user } from "~/server/db/schema";
import { ImageRejectedError, processImage } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import { getStorage, keyFromPublicUrl, publicUrlFor } from "~/server/storage/storage.server";
import type { TProfileUpdate } from "./schemas";

export type TMyProfile = {
  id: string;
  email: string;
  role: "user" | "admin";
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  /** Opted in: a favourite's price drop comes by e-mail too (issue 15). */
  priceDropEmails: boolean;
  /** 'Recevoir un e-mail pour les nouveaux messages' (issue 22): on unless turned off. */
  messageEmails: boolean;
  memberSince: string;
  stats: { publishedListings: number; favorites: number };
};

/**
 * The signed-in user's own profile and statistics; nobody reads another user's through here.
 * conflict: the account behind the session is gone.
 */
export async function getMyProfile(actor: TSessionUser): Promise<TResult<{ profile: TMyProfile }>> {
  const db = await getDb();
  const [row] = await db
    .select({ account: user, profile: profiles })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, actor.id))
    .limit(1);
  if (!row) return failure("conflict", "Utilisateur non authentifié");
  const [[propertyCount], [serviceCount], [storeCount], [favoriteCount]] = await Promise.all([
    db.select({ n: count() }).from(properties).where(eq(properties.userId, actor.id)),
    db.select({ n: count() }).from(services).where(eq(services.userId, actor.id)),
    db.select({ n: count() }).from(stores).where(eq(stores.userId, actor.id)),
    db.select({ n: count() }).from(favorites).where(eq(favorites.userId, actor.id)),
  ]);
  const profile: TMyProfile = {
    id: row.account.id,
    email: row.account.email,
    role: row.profile?.role === "admin" ? "admin" : "user",
    firstName: row.profile?.firstName ?? null,
    lastName: row.profile?.lastName ?? null,
    avatarUrl: row.profile?.avatarUrl ?? null,
    phone: row.profile?.phone ?? null,
    address: row.profile?.address ?? null,
    city: row.profile?.city ?? null,
    priceDropEmails: row.profile?.priceDropEmails ?? false,
    messageEmails: row.profile?.messageEmails ?? true,
    memberSince: row.account.createdAt.toISOString(),
    stats: {
      publishedListings:
        Number(propertyCount?.n ?? 0) + Number(serviceCount?.n ?? 0) + Number(storeCount?.n ?? 0),
      favorites: Number(favoriteCount?.n ?? 0),
    },
  };
  return { ok: true, profile };
}

export type TUpdateProfileResult = {
  avatarError: string | null;
};

/**
 * Saves the actor's own profile. A new avatar is decoded and re-encoded first; when it is
 * refused the rest of the profile is still saved with the old avatar.
 */
export async function updateMyProfile(
  actor: TSessionUser,
  input: TProfileUpdate,
  avatar: Uint8Array | null,
): Promise<TUpdateProfileResult> {
  const db = await getDb();
  const storage = getStorage();
  let avatarUrl: string | undefined;
  let avatarError: string | null = null;
  if (avatar && avatar.byteLength > 0) {
    try {
      const image = await processImage(avatar, { maxSide: 512, square: true, quality: 82 });
      const key = `avatars/${actor.id}/${crypto.randomUUID()}.webp`;
      await storage.put(key, image.data, "image/webp");
      avatarUrl = publicUrlFor(key);
    } catch (error) {
      avatarError =
        error instanceof ImageRejectedError ? error.message : "Erreur lors de l'upload de l'avatar";
      if (!(error instanceof ImageRejectedError)) logger.error({ err: error }, "avatar");
    }
  }
  const [previous] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.id, actor.id))
    .limit(1);
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    address: input.address,
    city: input.city,
    priceDropEmails: input.price_drop_emails,
    messageEmails: input.message_emails,
    updatedAt: new Date(),
    ...(avatarUrl ? { avatarUrl } : {}),
  };
  await db
    .insert(profiles)
    .values({ id: actor.id, email: actor.email, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
  const oldKey = avatarUrl ? keyFromPublicUrl(previous?.avatarUrl) : null;
  if (oldKey) await storage.delete(oldKey);
  return { avatarError };
}
