import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, queryRows } from "~/server/db/client.server";
import { profiles, properties, user } from "~/server/db/schema";

async function insertUser(id: string) {
  const db = await getDb();
  await db.insert(user).values({ id, name: id, email: `${id}@exemple.tn` });
  await db.insert(profiles).values({ id, email: `${id}@exemple.tn` });
}

const property = (userId: string, title: string, description: string) => ({
  userId,
  title,
  description,
  type: "appartement" as const,
  announcementType: "vente" as const,
  price: 250_000,
  surface: 120,
  address: "Rue de Marseille",
  governorate: "tunis",
  location: "tunis",
  whatsapp: "21698123456",
});

describe("schema", () => {
  it("finds a property by French full text without accents", async () => {
    const db = await getDb();
    await insertUser("u1");
    await db
      .insert(properties)
      .values([
        property("u1", "Appartement séparé avec jardin", "Belle vue sur la mer"),
        property("u1", "Studio meublé", "Proche des commerces"),
      ]);
    const rows = await db
      .select({ title: properties.title })
      .from(properties)
      .where(sql`${properties.searchVector} @@ plainto_tsquery('darna_fr', ${"separe"})`);
    expect(rows.map((row) => row.title)).toEqual(["Appartement séparé avec jardin"]);
  });

  it("erases everything a user owns when the user is deleted", async () => {
    const db = await getDb();
    await insertUser("u2");
    await db.insert(properties).values(property("u2", "Villa", "Piscine"));
    await db.delete(user).where(sql`${user.id} = 'u2'`);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from properties where user_id = 'u2')::int
             + (select count(*) from profiles where id = 'u2')::int as n`,
    );
    expect(count?.n).toBe(0);
  });

  it("refuses a negative price", async () => {
    const db = await getDb();
    await insertUser("u3");
    await expect(
      db.insert(properties).values({ ...property("u3", "Terrain", "Vue"), price: -1 }),
    ).rejects.toThrow();
  });
});
