import { describe, expect, it } from "vitest";
import { loader } from "~/routes/place-suggestions";

/*
 * GET /lieux, the place box's suggestions (issue 23): what a person types, in French or Arabic,
 * in any case, is answered with the places' keys and labels, best first; nothing typed or too
 * much typed never costs a 500.
 */

type TArgs = Parameters<typeof loader>[0];
type TAnswer = { places: { key: string; label: string; kind: string }[]; message?: string };

async function suggest(q: string | null, langue?: string) {
  const url = new URL("http://darna.test/lieux");
  if (q !== null) url.searchParams.set("q", q);
  if (langue !== undefined) url.searchParams.set("langue", langue);
  const response = loader({
    request: new Request(url),
    params: {},
    context: {},
  } as unknown as TArgs);
  return { response, body: (await response.json()) as TAnswer };
}

describe("GET /lieux", () => {
  it("suggests La Marsa (Tunis) first for 'marsa', with its URL key and kind", async () => {
    const { response, body } = await suggest("marsa");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(body.places[0]).toEqual({
      key: "la_marsa",
      label: "La Marsa (Tunis)",
      kind: "delegation",
    });
    expect(body.places.length).toBeLessThanOrEqual(8);
  });

  it("reads the Arabic name", async () => {
    const { body } = await suggest("المرسى");
    expect(body.places[0]?.key).toBe("la_marsa");
  });

  it("names the places in Arabic for an Arabic page, French for any other language", async () => {
    const { body } = await suggest("marsa", "ar");
    expect(body.places[0]).toEqual({ key: "la_marsa", label: "المرسى (تونس)", kind: "delegation" });
    for (const langue of ["fr", "en", "<b>"]) {
      expect((await suggest("marsa", langue)).body.places[0]?.label).toBe("La Marsa (Tunis)");
    }
  });

  it("ignores case and surrounding spaces: 'ARIANA' suggests the governorate first", async () => {
    const { body } = await suggest("  ARIANA ");
    expect(body.places[0]).toEqual({ key: "ariana", label: "Ariana", kind: "governorate" });
    expect(body.places.map((place) => place.key)).toContain("ariana_ville");
  });

  it("suggests the Grand Tunis group for 'grand'", async () => {
    const { body } = await suggest("grand");
    expect(body.places[0]).toEqual({ key: "grand_tunis", label: "Grand Tunis", kind: "group" });
  });

  it("answers an empty list when nothing is typed", async () => {
    for (const q of [null, "", "   "]) {
      const { response, body } = await suggest(q);
      expect(response.status).toBe(200);
      expect(body.places).toEqual([]);
    }
  });

  it("refuses an over-long query in French, never with a 500", async () => {
    const { response, body } = await suggest("marsa".repeat(13));
    expect(response.status).toBe(400);
    expect(body.places).toEqual([]);
    expect(body.message).toBe("La recherche de lieu compte au plus 60 caractères.");
  });
});
