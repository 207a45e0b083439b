import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { getDb, type TDatabase } from "./db/client.server";
import * as schema from "./db/schema";
import { env } from "./env.server";

/** The secret that signs sessions: AUTH_SECRET, or one generated once into DATA_DIR. */
export function resolveAuthSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const file = path.join(env().DATA_DIR, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(env().DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function createAuth(db: TDatabase) {
  return betterAuth({
    appName: "Darna",
    baseURL: env().PUBLIC_URL,
    secret: resolveAuthSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, requireEmailVerification: true },
    advanced: { useSecureCookies: env().PUBLIC_URL.startsWith("https://") },
  });
}

export type TAuth = ReturnType<typeof createAuth>;

const store = globalThis as { __darnaAuth?: Promise<TAuth> };

export function getAuth(): Promise<TAuth> {
  store.__darnaAuth ??= getDb().then(createAuth);
  return store.__darnaAuth;
}

export type TSessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  role: "user" | "admin";
};

/** The signed-in user of this request with their profile, or null for a visitor. */
export async function getSessionUser(request: Request): Promise<TSessionUser | null> {
  if (!request.headers.get("cookie")) return null;
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const db = await getDb();
  const [profile] = await db
    .select()
    .from(schema.profiles)
    .where(eq(schema.profiles.id, session.user.id))
    .limit(1);
  return {
    id: session.user.id,
    email: session.user.email,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    role: profile?.role === "admin" ? "admin" : "user",
  };
}
