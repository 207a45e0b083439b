import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { insertAccount } from "../../../tests/fixtures/db-listings";
import { getDb } from "../db/client.server";
import { profiles, user } from "../db/schema";
import { accountContact } from "./account-contact.server";

/* Where the notices by e-mail (moderation, suspension) go and whom they greet. */

describe("accountContact", () => {
  it("gives the account's address and its profile's first name", async () => {
    const account = await insertAccount();
    const db = await getDb();
    await db.update(profiles).set({ firstName: "Leïla" }).where(eq(profiles.id, account.id));
    expect(await accountContact(account.id)).toEqual({ email: account.email, firstName: "Leïla" });
  });

  it("still writes to an account without a profile, greeted without a name", async () => {
    const account = await insertAccount();
    const db = await getDb();
    await db.delete(profiles).where(eq(profiles.id, account.id));
    expect(await accountContact(account.id)).toEqual({ email: account.email, firstName: null });
  });

  it("has nobody to write to once the account is erased", async () => {
    const account = await insertAccount();
    const db = await getDb();
    await db.delete(user).where(eq(user.id, account.id));
    expect(await accountContact(account.id)).toBeNull();
  });
});
