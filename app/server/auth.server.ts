import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { TSessionUser } from "~/kernel/actor";
import { ACCOUNT_SUSPENDED, ACCOUNT_SUSPENDED_MESSAGE } from "~/lib/account-suspension";
import { getDb, type TDatabase } from "./db/client.server";
import * as schema from "./db/schema";
import { env } from "./env.server";
import { sendMail } from "./mail/mail.server";
import { confirmationMail, existingAccountMail, resetPasswordMail } from "./mail/templates.server";
import {
  consumeRateLimits,
  rateLimitKey,
  refundRateLimit,
  tooManyAttemptsMessage,
} from "./rate-limit.server";
import { currentRequestScope } from "./request-id.server";

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

/** Links in mails point at Darna's own pages, which call Better Auth on the server. */
export const emailConfirmationUrl = (token: string) =>
  `${env().PUBLIC_URL}/auth/confirmer?token=${encodeURIComponent(token)}`;
export const passwordResetUrl = (token: string) =>
  `${env().PUBLIC_URL}/reinitialiser-mot-de-passe?token=${encodeURIComponent(token)}`;

/** Set by the HTTP server from the socket address (never trusted from the client). */
export const CLIENT_IP_HEADER = "x-darna-client-ip";

/** Sign-in attempts: a handful per address (guessing), more per client address (shared NAT). */
export const SIGN_IN_LIMITS = {
  perEmail: { max: 5, windowSeconds: 15 * 60 },
  perIp: { max: 100, windowSeconds: 15 * 60 },
};

/**
 * Sign-ups: enough per client address for a family or an office behind one address, a few per
 * e-mail (each one mails its owner).
 */
export const SIGN_UP_LIMITS = {
  perEmail: { max: 5, windowSeconds: 60 * 60 },
  perIp: { max: 30, windowSeconds: 60 * 60 },
};

/** The sign-up counters one request draws on, whichever way it came in. */
export function signUpLimits(clientIp: string, email: string) {
  return [
    { key: rateLimitKey("sign-up:ip", clientIp), rule: SIGN_UP_LIMITS.perIp },
    { key: rateLimitKey("sign-up:email", email), rule: SIGN_UP_LIMITS.perEmail },
  ];
}

export const EMAIL_CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export type TSocialProvider = "google" | "facebook";

/** Which social sign-ins have their keys configured (the buttons say so when they don't). */
export function configuredSocialProviders(): Record<TSocialProvider, boolean> {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET } =
    env();
  return {
    google: Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET),
    facebook: Boolean(FACEBOOK_CLIENT_ID && FACEBOOK_CLIENT_SECRET),
  };
}

function splitName(name: string | null | undefined) {
  const parts = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(" ") || null };
}

function createAuth(db: TDatabase) {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, FACEBOOK_CLIENT_ID, FACEBOOK_CLIENT_SECRET } =
    env();
  const providers = configuredSocialProviders();
  return betterAuth({
    appName: "Darna",
    baseURL: env().PUBLIC_URL,
    basePath: "/api/auth",
    secret: resolveAuthSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const { firstName } = await profileNames(db, user.id, user.name);
        await sendMail(resetPasswordMail(user.email, firstName, passwordResetUrl(token)));
      },
      async onExistingUserSignUp({ user }) {
        const { firstName } = await profileNames(db, user.id, user.name);
        await sendMail(
          existingAccountMail(user.email, firstName, `${env().PUBLIC_URL}/auth/login`),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      async sendVerificationEmail({ user, token }) {
        const { firstName } = await profileNames(db, user.id, user.name);
        await sendMail(confirmationMail(user.email, firstName, emailConfirmationUrl(token)));
      },
    },
    socialProviders: {
      ...(providers.google && GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET
        ? { google: { clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(providers.facebook && FACEBOOK_CLIENT_ID && FACEBOOK_CLIENT_SECRET
        ? { facebook: { clientId: FACEBOOK_CLIENT_ID, clientSecret: FACEBOOK_CLIENT_SECRET } }
        : {}),
    },
    // A failed social sign-in lands on /auth with its error (a toast), not on Better Auth's
    // English error page, which is closed (app/edge/auth-endpoints.server.ts).
    onAPIError: { errorURL: `${env().PUBLIC_URL}/auth` },
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "facebook"] } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, Google, Facebook) ends in a new session: a suspended account
          // (decision 0039) is refused here, after its password was checked, in French.
          async before(newSession) {
            if (await isSuspended(db, newSession.userId)) {
              throw new APIError("FORBIDDEN", {
                code: ACCOUNT_SUSPENDED,
                message: ACCOUNT_SUSPENDED_MESSAGE,
              });
            }
          },
        },
      },
      user: {
        create: {
          // Every account has a profile (role user) from its first second, whatever the sign-up.
          async after(user) {
            const names = splitName(user.name);
            await db
              .insert(schema.profiles)
              .values({
                id: user.id,
                email: user.email,
                firstName: names.firstName,
                lastName: names.lastName,
                avatarUrl: user.image ?? null,
              })
              .onConflictDoNothing();
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // Darna's own limits count these (hooks below), with French messages; Better Auth's would
      // refuse sooner, in English, and count apart from the forms.
      customRules: { "/sign-in/email": false, "/sign-up/email": false },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Password guessing is limited per address and per client address on every way in: the
        // sign-in page and Better Auth's own endpoint alike.
        // Every attempt is counted before the password is checked, so that a burst of parallel
        // guesses cannot slip past the limit; a successful one is given back afterwards.
        if (ctx.path === "/sign-in/email") await refuseWhenLimited(signInLimits(ctx));
        // Sign-ups through Better Auth's JSON endpoint count against the sign-up form's limits,
        // under the same keys. Only over HTTP (a request is there): the form counts its own
        // before it calls Better Auth on the server, and must not count twice.
        if (ctx.path === "/sign-up/email" && ctx.request) {
          const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
          await refuseWhenLimited(signUpLimits(clientIpOf(ctx), email));
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.context.newSession) return;
        for (const { key } of signInLimits(ctx)) await refundRateLimit(key);
      }),
    },
    advanced: {
      useSecureCookies: env().PUBLIC_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // A session and its user in one query instead of two (relations in schema.ts).
      database: { joins: true },
    },
    telemetry: { enabled: false },
  });
}

/** Whether an account is suspended (decision 0039): it cannot sign in, nobody can write to it. */
export async function isSuspended(db: Pick<TDatabase, "select">, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ suspendedAt: schema.profiles.suspendedAt })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, userId))
    .limit(1);
  return Boolean(profile?.suspendedAt);
}

async function profileNames(db: TDatabase, userId: string, fallbackName: string) {
  const [profile] = await db
    .select({ firstName: schema.profiles.firstName })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, userId))
    .limit(1);
  return { firstName: profile?.firstName ?? splitName(fallbackName).firstName };
}

/** Counts one attempt on each of `limits`; a 429 in French when one is exhausted. */
async function refuseWhenLimited(limits: Parameters<typeof consumeRateLimits>[0]) {
  const limit = await consumeRateLimits(limits);
  if (limit.allowed) return;
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { code: "RATE_LIMITED", message: tooManyAttemptsMessage(limit.retryAfterSeconds) },
    { "Retry-After": String(Math.max(1, Math.ceil(limit.retryAfterSeconds))) },
  );
}

/** Set by the HTTP edge, and by the sign-in form for its server-side call. */
function clientIpOf(ctx: { headers?: Headers }) {
  return ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** The sign-in counters one request draws on: its client address and the e-mail address. */
function signInLimits(ctx: { body?: unknown; headers?: Headers }) {
  const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "");
  const clientIp = clientIpOf(ctx);
  return [
    { key: rateLimitKey("sign-in:ip", clientIp), rule: SIGN_IN_LIMITS.perIp },
    { key: rateLimitKey("sign-in:email", email), rule: SIGN_IN_LIMITS.perEmail },
  ];
}

export type TAuth = ReturnType<typeof createAuth>;

const store = globalThis as { __darnaAuth?: Promise<TAuth> };

export function getAuth(): Promise<TAuth> {
  store.__darnaAuth ??= getDb().then(createAuth);
  return store.__darnaAuth;
}

/*
 * A page's loaders (the root's, the route's, a guard's) each ask who is signed in: the answer is
 * read once per HTTP request and shared. React Router hands each loader its own copy of the
 * Request, so the key is the request's scope (request-id.server.ts), or the Request object
 * outside one. Only reads: an action's request reads afresh, and the loaders that run after it
 * in the same request (a GET of their own) do not reuse what it read before changing things.
 * Nothing is kept across requests, so a sign-out or a suspension (which deletes the sessions)
 * holds from the very next request.
 */
const sessionReads = new WeakMap<object, { cookie: string; user: Promise<TSessionUser | null> }>();

/** The signed-in user of this request with their profile, or null for a visitor. */
export function getSessionUser(request: Request): Promise<TSessionUser | null> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return Promise.resolve(null);
  if (request.method !== "GET" && request.method !== "HEAD") {
    return readSessionUser(request.headers);
  }
  const key = currentRequestScope() ?? request;
  const known = sessionReads.get(key);
  if (known?.cookie === cookie) return known.user;
  const user = readSessionUser(request.headers);
  sessionReads.set(key, { cookie, user });
  return user;
}

/** Who the session cookie names, read by the authentication library, with their profile. */
async function readSessionUser(headers: Headers): Promise<TSessionUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const db = await getDb();
  const [profile] = await db
    .select()
    .from(schema.profiles)
    .where(eq(schema.profiles.id, session.user.id))
    .limit(1);
  // The suspension deletes the sessions; this covers one created by a sign-in racing it.
  if (profile?.suspendedAt) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    role: profile?.role === "admin" ? "admin" : "user",
  };
}
