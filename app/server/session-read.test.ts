import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmEmail } from "~/features/account/confirm-email.server";
import { signIn } from "~/features/account/sign-in.server";
import { signUp } from "~/features/account/sign-up.server";
import { deliveredMailsTo } from "../../tests/fixtures/delivered-mail";
import { cookieHeader, linkIn } from "../../tests/fixtures/mail";
import { getSessionUser } from "./auth.server";
import { getDb } from "./db/client.server";
import { profiles, session, user } from "./db/schema";
import { withRequestId } from "./request-id.server";

let counter = 0;
const PASSWORD = "secret123";
const context = () => ({ headers: new Headers(), clientIp: `10.7.0.${++counter % 250}` });

async function signedInMember() {
  const tag = `lecture${++counter}`;
  const email = `${tag}@exemple.tn`;
  await signUp(
    { firstName: "Nour", lastName: tag, email, password: PASSWORD, confirmPassword: PASSWORD },
    context(),
  );
  const token = new URL(
    linkIn((await deliveredMailsTo(email)).at(-1), "/auth/confirmer"),
  ).searchParams.get("token");
  await confirmEmail(token ?? "");
  const signedIn = await signIn({ email, password: PASSWORD }, context());
  if (!signedIn.ok) throw new Error(signedIn.code);
  const db = await getDb();
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row?.id as string, email, lastName: tag, cookie: cookieHeader(signedIn.headers) };
}

/** A request of the browser holding `cookie`, as each loader of a page receives its own copy. */
const requestWith = (cookie: string, method = "GET") =>
  new Request("http://localhost/mes-annonces", { method, headers: { cookie } });

async function sessionOf(userId: string) {
  const db = await getDb();
  const [row] = await db.select().from(session).where(eq(session.userId, userId));
  return row;
}

describe("who is signed in, read from the session cookie", () => {
  it("reads the user and their profile; an altered signature or a session gone signs nobody in", async () => {
    const member = await signedInMember();
    expect(await getSessionUser(requestWith(member.cookie))).toEqual({
      id: member.id,
      email: member.email,
      firstName: "Nour",
      lastName: member.lastName,
      avatarUrl: null,
      role: "user",
    });

    // The signature is the cookie's last 44 characters (URL-encoded base64 of an HMAC).
    const value = member.cookie.split("=").slice(1).join("=");
    const name = member.cookie.split("=")[0];
    const token = decodeURIComponent(value).split(".")[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`;
    expect(await getSessionUser(requestWith(forged))).toBeNull();
    expect(await getSessionUser(requestWith(`${name}=${token}`))).toBeNull();

    const db = await getDb();
    await db.delete(session).where(eq(session.userId, member.id));
    expect(await getSessionUser(requestWith(member.cookie))).toBeNull();
  });

  it("reads once for all the loaders of one request; the next request reads again, so a sign-out or a suspension holds at once", async () => {
    const member = await signedInMember();
    const [root, route] = await withRequestId("page-1", () =>
      Promise.all([
        getSessionUser(requestWith(member.cookie)),
        getSessionUser(requestWith(member.cookie)),
      ]),
    );
    expect(root?.id).toBe(member.id);
    // One read shared by both loaders: the very same answer.
    expect(route).toBe(root);

    const db = await getDb();
    await db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, member.id));
    expect(
      await withRequestId("page-2", () => getSessionUser(requestWith(member.cookie))),
    ).toBeNull();
    await db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.id, member.id));
    await db.delete(session).where(eq(session.userId, member.id));
    expect(
      await withRequestId("page-3", () => getSessionUser(requestWith(member.cookie))),
    ).toBeNull();
  });

  it("reads afresh for a form's POST: the loaders that follow show the name it just saved", async () => {
    const member = await signedInMember();
    const db = await getDb();
    const names = await withRequestId("form", async () => {
      const before = await getSessionUser(requestWith(member.cookie, "POST"));
      await db.update(profiles).set({ firstName: "Yasmine" }).where(eq(profiles.id, member.id));
      const after = await getSessionUser(requestWith(member.cookie));
      return [before?.firstName, after?.firstName];
    });
    expect(names).toEqual(["Nour", "Yasmine"]);
  });

  it("extends a session due for its daily extension, and ends an expired one, as Better Auth does", async () => {
    const member = await signedInMember();
    const db = await getDb();
    const day = 24 * 60 * 60 * 1000;
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 10 * day) })
      .where(eq(session.userId, member.id));
    expect((await getSessionUser(requestWith(member.cookie)))?.id).toBe(member.id);
    const extended = await sessionOf(member.id);
    expect(extended?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);

    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, member.id));
    expect(await getSessionUser(requestWith(member.cookie))).toBeNull();
    expect(await sessionOf(member.id)).toBeUndefined();
  });
});
