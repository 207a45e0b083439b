import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimNewMatches } from "~/features/alerts/alert-mails.server";
import { createSavedSearch } from "~/features/alerts/saved-searches.server";
import { pageText } from "~/lib/i18n/catalogues.server";
import { getDb } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";
import { ageListings } from "../../../tests/setup/age-listings";
import { toggleAmenity } from "./amenities";
import { getPropertyDetail } from "./get-property.server";
import { listProperties } from "./list-properties.server";
import { parsePropertyListQuery } from "./list-query-schema";
import { UNKNOWN_AMENITY_MESSAGE } from "./property-form";
import { readPropertySubmission } from "./property-submission.server";
import { publishProperty } from "./publish-property.server";
import { updateProperty } from "./update-property.server";
import { widerSearches } from "./wider-searches.server";

/*
 * Amenities (issue 24, decision 0034) on the real database: what the owner ticks is stored, shown
 * as the page's 'Caractéristiques', kept on edit, filtered with every ticked one required, and
 * matched by alerts; forged values change nothing.
 */

const FIELDS = {
  announcement_type: "vente",
  type: "villa",
  title: "Villa des équipements",
  description: "Au calme.",
  price: "650 000",
  surface: "280",
  rooms: "4",
  bathrooms: "2",
  furnished: "no",
  governorate: "Nabeul",
  delegation: "hammamet",
  address: "Route touristique",
  whatsapp: "+216 98 123 456",
};

/** The form as a browser sends it: the empty `amenities` first, then one per ticked box. */
function form(fields: Record<string, string>, amenities: string[] | null) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (amenities) for (const value of ["", ...amenities]) data.append("amenities", value);
  return readPropertySubmission(data);
}

async function storedAmenities(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ amenities: properties.amenities, title: properties.title })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

beforeEach(ageListings);

describe("amenities on publish and edit", () => {
  it("stores the ticked ones and shows only them, with the furnishing, on the page", async () => {
    const owner = await insertAccount();
    const published = await publishProperty(owner, form(FIELDS, ["vue_mer", "piscine"]));
    if (!published.ok) throw new Error(published.message);
    expect((await storedAmenities(published.id))?.amenities).toEqual(["piscine", "vue_mer"]);
    const detail = await getPropertyDetail(published.id, null);
    expect(detail?.characteristics).toEqual(["Piscine", "Vue sur mer"]);
  });

  it("invents nothing for a property published without any", async () => {
    const owner = await insertAccount();
    // Above 300 000 TND: the specification's rule would have 'given' it a garden.
    const published = await publishProperty(owner, form(FIELDS, []));
    if (!published.ok) throw new Error(published.message);
    expect((await storedAmenities(published.id))?.amenities).toEqual([]);
    expect((await getPropertyDetail(published.id, null))?.characteristics).toEqual([]);
  });

  it("keeps them on an edit that does not send the field, changes and clears them otherwise", async () => {
    const owner = await insertAccount();
    const published = await publishProperty(owner, form(FIELDS, ["jardin", "parking"]));
    if (!published.ok) throw new Error(published.message);
    const { id } = published;

    const untouched = await updateProperty(owner, id, form({ ...FIELDS, title: "Renommée" }, null));
    expect(untouched.ok).toBe(true);
    expect(await storedAmenities(id)).toEqual({
      title: "Renommée",
      amenities: ["jardin", "parking"],
    });

    expect((await updateProperty(owner, id, form(FIELDS, ["ascenseur"]))).ok).toBe(true);
    expect((await storedAmenities(id))?.amenities).toEqual(["ascenseur"]);

    // Every box unticked: the form's empty field alone says so.
    expect((await updateProperty(owner, id, form(FIELDS, []))).ok).toBe(true);
    expect((await storedAmenities(id))?.amenities).toEqual([]);
  });

  it("refuses forged values in French on publish and edit, and saves nothing", async () => {
    const owner = await insertAccount();
    const db = await getDb();
    const before = (await db.select({ id: properties.id }).from(properties)).length;
    const forged = await publishProperty(owner, form(FIELDS, ["piscine", "hammam"]));
    expect(forged).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { amenities: UNKNOWN_AMENITY_MESSAGE },
    });
    const twice = await publishProperty(owner, form(FIELDS, ["piscine", "piscine"]));
    expect(twice).toMatchObject({ ok: false, code: "invalid" });
    expect(twice.ok === false && twice.fieldErrors?.amenities).toMatch(/une fois/);
    expect((await db.select({ id: properties.id }).from(properties)).length).toBe(before);

    const published = await publishProperty(owner, form(FIELDS, ["balcon"]));
    if (!published.ok) throw new Error(published.message);
    const edit = await updateProperty(
      owner,
      published.id,
      form({ ...FIELDS, title: "Ne doit pas changer" }, ["balcon", "x".repeat(5000)]),
    );
    expect(edit).toMatchObject({ ok: false, code: "invalid" });
    expect(await storedAmenities(published.id)).toEqual({
      title: FIELDS.title,
      amenities: ["balcon"],
    });
  });
});

describe("the 'Équipements' filter", () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const seller = await insertAccount();
    const inSousse = { governorate: "sousse", location: "sousse" };
    ids.pool = await insertProperty(seller.id, { ...inSousse, amenities: ["piscine"] });
    ids.poolGarden = await insertProperty(seller.id, {
      ...inSousse,
      amenities: ["jardin", "piscine", "vue_mer"],
    });
    ids.garden = await insertProperty(seller.id, { ...inSousse, amenities: ["jardin"] });
    ids.none = await insertProperty(seller.id, inSousse);
  });

  const found = async (search: string) =>
    (await listProperties(parsePropertyListQuery(new URLSearchParams(search)))).items
      .map((item) => item.id)
      .sort();

  it("keeps the listings that have every ticked amenity", async () => {
    expect(await found("location=sousse&amenities=piscine")).toEqual(
      [ids.pool, ids.poolGarden].sort(),
    );
    expect(await found("location=sousse&amenities=piscine,jardin")).toEqual([ids.poolGarden]);
    // The boxes of a form sent without JavaScript, one parameter each, mean the same.
    expect(await found("location=sousse&amenities=jardin&amenities=piscine")).toEqual([
      ids.poolGarden,
    ]);
    const counted = await listProperties(
      parsePropertyListQuery(new URLSearchParams("location=sousse&amenities=jardin")),
    );
    expect(counted.total).toBe(2);
  });

  it("drops slugs it does not know and keeps the known ones", async () => {
    expect(
      parsePropertyListQuery(new URLSearchParams("amenities=sauna,piscine")).amenities,
    ).toEqual(["piscine"]);
    expect(
      parsePropertyListQuery(new URLSearchParams("amenities=sauna")).amenities,
    ).toBeUndefined();
    expect(await found("location=sousse&amenities=sauna")).toHaveLength(4);
  });

  it("counts a text search narrowed by amenities", async () => {
    const result = await listProperties(
      parsePropertyListQuery(new URLSearchParams("q=appartement&amenities=vue_mer")),
    );
    expect(result.items.map((item) => item.id)).toEqual([ids.poolGarden]);
    expect(result.total).toBe(1);
  });

  it("offers the same search without the amenities when nothing has them all", async () => {
    const query = parsePropertyListQuery(
      new URLSearchParams("location=sousse&amenities=ascenseur,piscine"),
    );
    expect((await listProperties(query)).total).toBe(0);
    const wider = await widerSearches(query, pageText("fr"));
    expect(wider).toContainEqual(
      expect.objectContaining({
        label: "Sans les équipements cochés",
        search: "?location=sousse",
        total: 4,
      }),
    );
    // The Arabic list says it in Arabic, with the same search.
    expect(await widerSearches(query, pageText("ar"))).toContainEqual(
      expect.objectContaining({ label: "بدون التجهيزات المحددة", search: "?location=sousse" }),
    );
  });
});

describe("alerts for amenities", () => {
  it("mail a new listing with every amenity asked, not one without", async () => {
    const owner = await insertAccount();
    const seller = await insertAccount();
    const created = await createSavedSearch(owner, "property", {
      name: "Piscine à Monastir",
      frequency: "instant",
      filters: "location=monastir&amenities=piscine",
    });
    if (!created.ok) throw new Error(created.message);
    expect(created.alert.filters).toEqual({ location: "monastir", amenities: "piscine" });
    const since = new Date(Date.now() - 60_000);
    const inMonastir = { governorate: "monastir", location: "monastir" };
    const withPool = await insertProperty(seller.id, {
      ...inMonastir,
      amenities: ["piscine", "jardin"],
    });
    await insertProperty(seller.id, { ...inMonastir, amenities: ["jardin"] });
    await insertProperty(seller.id, inMonastir);
    expect(await claimNewMatches({ ...created.alert, since }, 100)).toEqual([withPool]);
  });
});

describe("toggleAmenity (the form's and the filter's boxes)", () => {
  it("adds and removes one amenity, in the list's order, dropping unknown slugs", () => {
    expect(toggleAmenity("", "piscine", true)).toBe("piscine");
    expect(toggleAmenity("piscine", "balcon", true)).toBe("balcon,piscine");
    expect(toggleAmenity("balcon,piscine", "balcon", false)).toBe("piscine");
    expect(toggleAmenity("piscine,sauna", "jardin", true)).toBe("jardin,piscine");
    expect(toggleAmenity("piscine", "piscine", true)).toBe("piscine");
  });
});
