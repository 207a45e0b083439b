import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { properties, user } from "~/server/db/schema";
import { listProperties } from "./list-properties.server";
import { parsePropertyListQuery } from "./list-query-schema";
import { readSearchWords, withSearchWordsRead } from "./search-words.server";

const OWNER = "arabic-owner";

type TNewProperty = typeof properties.$inferInsert;

function property(
  title: string,
  values: Partial<TNewProperty> & Pick<TNewProperty, "type">,
): TNewProperty {
  return {
    userId: OWNER,
    title,
    description: "Bien entretenu.",
    announcementType: "vente",
    price: 200_000,
    surface: 100,
    rooms: 2,
    address: "Avenue Habib Bourguiba",
    governorate: "tunis",
    location: "tunis",
    whatsapp: "21698123456",
    photoUrls: [],
    ...values,
  };
}

const FIXTURE: TNewProperty[] = [
  property("شقة فاخرة للكراء", {
    type: "appartement",
    announcementType: "location",
    price: 1_200,
    location: "ariana",
    governorate: "ariana",
    description: "شقة مفروشة قريبة من المترو، الطابق الثالث مع مصعد.",
  }),
  property("Appartement S+2 à louer", {
    type: "appartement",
    announcementType: "location",
    price: 900,
    location: "ariana",
    governorate: "ariana",
  }),
  property("Appartement à vendre", { type: "appartement", location: "ariana", rooms: 3 }),
  property("Studio à louer", {
    type: "appartement",
    announcementType: "location",
    price: 600,
    rooms: 1,
  }),
  property("الفيلا الكبرى بالمسبح", {
    type: "villa",
    price: 900_000,
    description: "فيلّا واسعة مع حديقة ومسبح، قريبة من البحر.",
  }),
  property("Villa avec jardin", { type: "villa", price: 800_000, location: "nabeul" }),
  property("Maison traditionnelle", {
    type: "maison",
    location: "nabeul",
    description: "Dar arabe, patio. منزل تقليدي بحديقة صغيرة.",
  }),
];

async function titles(search: string): Promise<string[]> {
  const parsed = parsePropertyListQuery(new URLSearchParams(search));
  const query = withSearchWordsRead(parsed) ?? parsed;
  const result = await listProperties(query);
  return result.items.map((item) => item.title).sort();
}

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values({ id: OWNER, name: "مالك", email: "arabic-owner@exemple.tn" });
  await db.insert(properties).values(FIXTURE);
});

describe("Arabic words read as filters", () => {
  it("reads the type, the offer and the place of 'شقة للكراء أريانة'", () => {
    const query = withSearchWordsRead(
      parsePropertyListQuery(new URLSearchParams("q=شقة للكراء أريانة")),
    );
    expect(query).toMatchObject({
      category: "appartement",
      announcementType: "location",
      q: undefined,
    });
    expect(query?.location?.map((place) => place.key)).toEqual(["ariana"]);
  });

  it("reads glued prefixes, the article, a particle and names of several words", () => {
    expect(readSearchWords("فيلا بالمرسى").readings).toMatchObject([
      { kind: "category", value: "villa" },
      { kind: "place", value: { key: "la_marsa" } },
    ]);
    const sale = readSearchWords("أرض للبيع في سيدي بوزيد مع بئر");
    expect(sale.readings).toMatchObject([
      { kind: "category", value: "terrain" },
      { kind: "announcementType", value: "vente" },
      { kind: "place", value: { key: "sidi_bouzid" } },
    ]);
    expect(sale.rest).toBe("مع بئر");
    // Spelling variants people mix: ة/ه, أ/ا, vowel marks and tatweel.
    expect(readSearchWords("شقه للايجار اريانه").readings).toHaveLength(3);
    expect(readSearchWords("شـقّة").readings).toMatchObject([
      { kind: "category", value: "appartement" },
    ]);
    // 'منزل بورقيبة' is a town before it is a house.
    expect(readSearchWords("منزل بورقيبة").readings).toMatchObject([
      { kind: "place", value: { key: "menzel_bourguiba" } },
    ]);
  });

  it("reads a place whose name is a common word only where it says 'in' or 'near' it", () => {
    // 'الجديدة' is 'the new one' before it is El Jedaida (Manouba).
    expect(readSearchWords("الشقة الجديدة").readings).toEqual([
      { kind: "category", value: "appartement" },
    ]);
    expect(readSearchWords("شقة جديدة قريبة من المدينة").rest).toBe("جديدة قريبة من المدينة");
    for (const q of ["شقة في الجديدة", "شقة بالجديدة"]) {
      expect(readSearchWords(q).readings, q).toMatchObject([
        { kind: "category", value: "appartement" },
        { kind: "place", value: { nameFr: "Jedaïda" } },
      ]);
    }
  });

  it("reads 'S+2' and 'S2' in both languages, the last choice meaning five or more", () => {
    expect(readSearchWords("appartement S+2").readings).toEqual([{ kind: "rooms", value: 2 }]);
    expect(readSearchWords("appartement S+2").rest).toBe("appartement");
    expect(readSearchWords("شقة s3").readings).toMatchObject([
      { kind: "category", value: "appartement" },
      { kind: "rooms", value: 3 },
    ]);
    expect(readSearchWords("villa S 4").readings).toEqual([{ kind: "rooms", value: 4 }]);
    expect(readSearchWords("villa S + 4").rest).toBe("villa");
    expect(readSearchWords("villa S +4").readings).toEqual([{ kind: "rooms", value: 4 }]);
    expect(readSearchWords("S+7").readings).toEqual([{ kind: "rooms", value: 5 }]);
    expect(readSearchWords("S+0 SS2 s+").readings).toEqual([]);
  });

  it("leaves French words, excluded words and quoted words as full text", () => {
    expect(
      withSearchWordsRead(parsePropertyListQuery(new URLSearchParams("q=villa Ariana"))),
    ).toBeNull();
    expect(readSearchWords('-فيلا "شقة أريانة"')).toEqual({
      readings: [],
      rest: '-فيلا "شقة أريانة"',
    });
  });

  it("lets a typed type replace the panel's, and adds places and S+n to those chosen", () => {
    const query = withSearchWordsRead(
      parsePropertyListQuery(
        new URLSearchParams("category=villa&location=tunis&rooms=3&q=شقة أريانة S2&page=3"),
      ),
    );
    expect(query).toMatchObject({ category: "appartement", rooms: [2, 3], page: 1 });
    expect(query?.location?.map((place) => place.key)).toEqual(["tunis", "ariana"]);
  });
});

describe("Arabic full-text search", () => {
  it("finds flats to rent in Ariana for 'شقة للكراء أريانة', in either script", async () => {
    expect(await titles("q=شقة للكراء أريانة")).toEqual([
      "Appartement S+2 à louer",
      "شقة فاخرة للكراء",
    ]);
    expect(await titles(`q=${encodeURIComponent("شقه للكراء اريانه S+2")}`)).toEqual([
      "Appartement S+2 à louer",
      "شقة فاخرة للكراء",
    ]);
  });

  it("finds villas for 'فيلا'", async () => {
    expect(await titles("q=فيلا")).toEqual(["Villa avec jardin", "الفيلا الكبرى بالمسبح"]);
  });

  it("matches Arabic text whatever the spelling variants, prefixes and article", async () => {
    expect(await titles("q=مسبح")).toEqual(["الفيلا الكبرى بالمسبح"]);
    expect(await titles("q=المسبح")).toEqual(["الفيلا الكبرى بالمسبح"]);
    expect(await titles("q=حديقه")).toEqual(["Maison traditionnelle", "الفيلا الكبرى بالمسبح"]);
    expect(await titles("q=مفروشه")).toEqual(["شقة فاخرة للكراء"]);
    expect(await titles("q=مـصـعـد")).toEqual(["شقة فاخرة للكراء"]);
    expect(await titles("q=مَصْعَد")).toEqual(["شقة فاخرة للكراء"]);
    expect(await titles("q=قريبه من البحر")).toEqual(["الفيلا الكبرى بالمسبح"]);
    expect(await titles("q=حديقة -مسبح")).toEqual(["Maison traditionnelle"]);
  });

  it("mixes French and Arabic words in one search", async () => {
    expect(await titles("q=patio حديقة")).toEqual(["Maison traditionnelle"]);
    expect(await titles("q=piscine حديقة")).toEqual([]);
  });

  it("keeps French search as it was", async () => {
    expect(await titles("q=jardin")).toEqual(["Villa avec jardin"]);
    expect(await titles("q=meublé")).toEqual([]);
  });

  it("ignores a search made only of Arabic particles", async () => {
    expect(await titles("q=في")).toHaveLength(FIXTURE.length);
  });
});
