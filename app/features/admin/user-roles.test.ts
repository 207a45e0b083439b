import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { profiles, user } from "~/server/db/schema";
import { setUserRoleByEmail, type TUserRole } from "./user-roles.server";

async function insertUser(id: string, email: string, options: { profile?: TUserRole } = {}) {
  const db = await getDb();
  await db.insert(user).values({ id, name: "Salma Ben Youssef", email, emailVerified: true });
  if (options.profile) {
    await db.insert(profiles).values({ id, email, role: options.profile, firstName: "Salma" });
  }
}

async function roleOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ role: profiles.role, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row;
}

describe("setUserRoleByEmail", () => {
  it("promotes a user to admin, then reports no change on a second promotion", async () => {
    await insertUser("u-promote", "salma@exemple.tn", { profile: "user" });
    const db = await getDb();
    expect(await setUserRoleByEmail(db, "salma@exemple.tn", "admin")).toEqual({
      ok: true,
      email: "salma@exemple.tn",
      role: "admin",
      changed: true,
    });
    expect((await roleOf("u-promote"))?.role).toBe("admin");
    expect(await setUserRoleByEmail(db, "salma@exemple.tn", "admin")).toEqual({
      ok: true,
      email: "salma@exemple.tn",
      role: "admin",
      changed: false,
    });
  });

  it("demotes an admin back to user", async () => {
    await insertUser("u-demote", "karim@exemple.tn", { profile: "admin" });
    const db = await getDb();
    expect(await setUserRoleByEmail(db, "karim@exemple.tn", "user")).toMatchObject({
      ok: true,
      role: "user",
      changed: true,
    });
    expect((await roleOf("u-demote"))?.role).toBe("user");
  });

  it("finds the account whatever the case and surrounding spaces of the address", async () => {
    await insertUser("u-case", "Mehdi.Gharbi@Exemple.tn", { profile: "user" });
    const db = await getDb();
    expect(await setUserRoleByEmail(db, "  mehdi.gharbi@EXEMPLE.TN ", "admin")).toEqual({
      ok: true,
      email: "Mehdi.Gharbi@Exemple.tn",
      role: "admin",
      changed: true,
    });
    expect((await roleOf("u-case"))?.role).toBe("admin");
  });

  it("creates the missing profile of an account, with the names of the account", async () => {
    await insertUser("u-no-profile", "sans.profil@exemple.tn");
    const db = await getDb();
    expect(await setUserRoleByEmail(db, "sans.profil@exemple.tn", "admin")).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await roleOf("u-no-profile")).toEqual({
      role: "admin",
      firstName: "Salma",
      lastName: "Ben Youssef",
    });
  });

  it("counts a missing profile as the user role", async () => {
    await insertUser("u-no-profile-2", "sans.profil.2@exemple.tn");
    const db = await getDb();
    expect(await setUserRoleByEmail(db, "sans.profil.2@exemple.tn", "user")).toMatchObject({
      ok: true,
      role: "user",
      changed: false,
    });
    // The profile is created all the same, so the account shows up in the admin list.
    expect((await roleOf("u-no-profile-2"))?.role).toBe("user");
  });

  it("refuses an address that belongs to nobody", async () => {
    await insertUser("u-other", "amira@exemple.tn", { profile: "user" });
    const db = await getDb();
    expect(await setUserRoleByEmail(db, "inconnu@exemple.tn", "admin")).toEqual({
      ok: false,
      reason: "unknown_email",
    });
    expect((await roleOf("u-other"))?.role).toBe("user");
  });

  it("refuses a malformed address without touching the database", async () => {
    const db = await getDb();
    for (const email of ["", "   ", "pas-une-adresse", "a@", "%@exemple.tn' or 1=1 --"]) {
      expect(await setUserRoleByEmail(db, email, "admin"), email).toEqual({
        ok: false,
        reason: "invalid_email",
      });
    }
  });

  it("refuses a forged role", async () => {
    await insertUser("u-forged", "youssef@exemple.tn", { profile: "user" });
    const db = await getDb();
    for (const role of ["superadmin", "ADMIN", "", "agent"]) {
      expect(await setUserRoleByEmail(db, "youssef@exemple.tn", role as TUserRole), role).toEqual({
        ok: false,
        reason: "invalid_role",
      });
    }
    expect((await roleOf("u-forged"))?.role).toBe("user");
  });
});
