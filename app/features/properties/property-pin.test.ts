import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TSessionUser } from "~/kernel/actor";
import {
  PIN_INCOMPLETE_MESSAGE,
  PIN_INVALID_MESSAGE,
  PIN_OUTSIDE_TUNISIA_MESSAGE,
} from "~/lib/map-area";
import { getDb } from "~/server/db/client.server";
import { properties, user } from "~/server/db/schema";
import { ageListings } from "../../../tests/setup/age-listings";
import { getPropertyDetail } from "./get-property.server";
import { readPropertySubmission } from "./property-submission.server";
import { publishProperty } from "./publish-property.server";
import { updateProperty } from "./update-property.server";

/*
 * The owner's optional pin (issue 23): stored rounded to about 200 m whatever is sent, refused in
 * French outside Tunisia or by halves with nothing saved, kept, moved or removed on edit.
 */

const owner: TSessionUser = {
  id: "pin-owner",
  email: "pin-owner@exemple.tn",
  firstName: "Hela",
  lastName: null,
  avatarUrl: null,
  role: "user",
};

const stranger: TSessionUser = { ...owner, id: "pin-stranger", email: "pin-stranger@exemple.tn" };

beforeAll(async () => {
  const db = await getDb();
  await db.insert(user).values([
    { id: owner.id, name: "Hela", email: owner.email },
    { id: stranger.id, name: "Intrus", email: stranger.email },
  ]);
});

beforeEach(ageListings);

const FIELDS = {
  announcement_type: "vente",
  type: "appartement",
  title: "Appartement S+3 vue mer",
  description: "Au calme, proche de la plage.",
  price: "420000",
  surface: "140",
  rooms: "3",
  bathrooms: "2",
  furnished: "no",
  construction_year: "",
  available_date: "",
  governorate: "tunis",
  delegation: "la-marsa",
  address: "Rue du Lac 4",
  whatsapp: "+216 98 123 456",
};

function submission(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return readPropertySubmission(form);
}

async function pinOf(id: string) {
  const db = await getDb();
  const [row] = await db
    .select({ lat: properties.pinLat, lng: properties.pinLng, title: properties.title })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function countProperties() {
  const db = await getDb();
  return (await db.select({ id: properties.id }).from(properties)).length;
}

async function published(fields: Record<string, string>): Promise<string> {
  const result = await publishProperty(owner, submission(fields));
  if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.fieldErrors)}`);
  return result.id;
}

describe("publishing with a pin", () => {
  it("stores it rounded to 0.002° (about 200 m), never the coordinates sent", async () => {
    const id = await published({ ...FIELDS, pinLat: "36.8785319", pinLng: "10,3247711" });
    expect(await pinOf(id)).toMatchObject({ lat: 36.878, lng: 10.324 });
  });

  it("stores no pin when none is placed", async () => {
    const id = await published({ ...FIELDS, pinLat: "", pinLng: "" });
    expect(await pinOf(id)).toMatchObject({ lat: null, lng: null });
    const silent = await published(FIELDS);
    expect(await pinOf(silent)).toMatchObject({ lat: null, lng: null });
  });

  it("refuses a pin outside Tunisia, half a pin or not numbers in French, and stores nothing", async () => {
    const before = await countProperties();
    const cases = [
      [{ pinLat: "48.8566", pinLng: "2.3522" }, PIN_OUTSIDE_TUNISIA_MESSAGE],
      [{ pinLat: "36.85", pinLng: "21.3" }, PIN_OUTSIDE_TUNISIA_MESSAGE],
      [{ pinLat: "36.85", pinLng: "" }, PIN_INCOMPLETE_MESSAGE],
      [{ pinLng: "10.32" }, PIN_INCOMPLETE_MESSAGE],
      [{ pinLat: "1e1", pinLng: "10.32" }, PIN_INVALID_MESSAGE],
    ] as const;
    for (const [pin, message] of cases) {
      const result = await publishProperty(owner, submission({ ...FIELDS, ...pin }));
      expect(result).toMatchObject({ ok: false, code: "invalid" });
      expect(result.ok ? {} : result.fieldErrors).toEqual({ pinLat: message });
    }
    // Told with the other messages at once.
    const both = await publishProperty(
      owner,
      submission({ ...FIELDS, title: "", pinLat: "0", pinLng: "0" }),
    );
    expect(both.ok ? {} : both.fieldErrors).toEqual({
      title: "Le titre est requis",
      pinLat: PIN_OUTSIDE_TUNISIA_MESSAGE,
    });
    expect(await countProperties()).toBe(before);
  });
});

describe("editing the pin", () => {
  it("keeps it when the form sends it back or says nothing of it, moves it, removes it", async () => {
    const id = await published({ ...FIELDS, pinLat: "36.878", pinLng: "10.324" });

    // The edit form sends the stored pin back; a sender that knows no pin says nothing of it.
    for (const fields of [{ ...FIELDS, pinLat: "36.878", pinLng: "10.324" }, FIELDS]) {
      expect(await updateProperty(owner, id, submission(fields))).toMatchObject({ ok: true });
      expect(await pinOf(id)).toMatchObject({ lat: 36.878, lng: 10.324 });
    }

    const moved = await updateProperty(
      owner,
      id,
      submission({ ...FIELDS, pinLat: "36.8633", pinLng: "10.3311" }),
    );
    expect(moved).toMatchObject({ ok: true });
    expect(await pinOf(id)).toMatchObject({ lat: 36.864, lng: 10.332 });

    const removed = await updateProperty(
      owner,
      id,
      submission({ ...FIELDS, pinLat: "", pinLng: "" }),
    );
    expect(removed).toMatchObject({ ok: true });
    expect(await pinOf(id)).toMatchObject({ lat: null, lng: null });
  });

  it("lets only its owner move or remove it: another user and a visitor change nothing", async () => {
    const id = await published({ ...FIELDS, pinLat: "36.878", pinLng: "10.324" });
    for (const actor of [stranger, null]) {
      for (const pin of [
        { pinLat: "36.81", pinLng: "10.18" },
        { pinLat: "", pinLng: "" },
      ]) {
        const refused = await updateProperty(actor, id, submission({ ...FIELDS, ...pin }));
        expect(refused).toMatchObject({
          ok: false,
          code: actor ? "forbidden" : "unauthenticated",
        });
        expect(await pinOf(id)).toMatchObject({ lat: 36.878, lng: 10.324 });
      }
    }
  });

  it("changes nothing when the new pin is refused", async () => {
    const id = await published({ ...FIELDS, pinLat: "36.878", pinLng: "10.324" });
    const refused = await updateProperty(
      owner,
      id,
      submission({ ...FIELDS, title: "Autre titre", pinLat: "41.9", pinLng: "12.5" }),
    );
    expect(refused.ok ? {} : refused.fieldErrors).toEqual({ pinLat: PIN_OUTSIDE_TUNISIA_MESSAGE });
    expect(await pinOf(id)).toMatchObject({
      lat: 36.878,
      lng: 10.324,
      title: "Appartement S+3 vue mer",
    });
  });
});

describe("the detail page's pin", () => {
  it("is never more precise than stored, even for a row written another way", async () => {
    const id = await published(FIELDS);
    const db = await getDb();
    await db
      .update(properties)
      .set({ pinLat: 36.8785319, pinLng: 10.3247711 })
      .where(eq(properties.id, id));
    expect((await getPropertyDetail(id, null))?.pin).toEqual({ lat: 36.878, lng: 10.324 });

    await db.update(properties).set({ pinLat: null, pinLng: null }).where(eq(properties.id, id));
    expect((await getPropertyDetail(id, null))?.pin).toBeNull();
  });
});
