import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/messages-new";
import { insertAccount, insertProperty } from "../../../tests/fixtures/db-listings";

/*
 * The compose page's edge (issue 22) on the real database: a visitor's valid message is kept in
 * cookies while they sign in and the page gives it back; an invalid one is refused in French
 * before any sign-in; unknown listings and sellers are a French 404.
 */

const FORGED = "4b1d8a3e-9c2f-4e7a-8b6d-0f1e2d3c4b5a";

type TArgs<F extends (...args: never[]) => unknown> = Parameters<F>[0];

function post(url: string, fields: Record<string, string>, cookie?: string) {
  return action({
    request: new Request(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: {},
  } as unknown as TArgs<typeof action>);
}

function load(url: string, cookie?: string) {
  return loader({
    request: new Request(url, { headers: cookie ? { cookie } : {} }),
    params: {},
    context: {},
  } as unknown as TArgs<typeof loader>);
}

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("rien n'a été levé");
}

describe("/messages/nouveau", () => {
  it("keeps a visitor's message through sign-in, and gives it back on the same page", async () => {
    const owner = await insertAccount();
    const listingId = await insertProperty(owner.id);
    const url = `http://localhost/messages/nouveau?type=propriete&id=${listingId}`;
    const body = "Bonjour, le bien est-il toujours libre ?";

    const answer = await thrown(() => post(url, { annonce: `property:${listingId}`, body }));
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `/auth?from=${encodeURIComponent(`/messages/nouveau?type=propriete&id=${listingId}`)}`,
    );
    // The text travels in cookies only, never in the address.
    expect(response.headers.get("location")).not.toContain("libre");
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(";")[0] as string)
      .filter((pair) => !pair.endsWith("="))
      .join("; ");

    const page = await load(url, cookie);
    expect(page.draft).toEqual({ ref: `property:${listingId}`, body });
    // Another listing's page does not take it.
    const other = await insertProperty(owner.id);
    const otherPage = await load(
      `http://localhost/messages/nouveau?type=propriete&id=${other}`,
      cookie,
    );
    expect(otherPage.draft).toBeNull();
  });

  it("refuses an empty or too long message before sending a visitor to sign in", async () => {
    const owner = await insertAccount();
    const listingId = await insertProperty(owner.id);
    const url = `http://localhost/messages/nouveau?type=propriete&id=${listingId}`;
    for (const [body, message] of [
      ["   ", "Le message ne peut pas être vide."],
      ["a".repeat(2001), "Le message ne peut pas dépasser 2000 caractères."],
      // Past the size of any text form: the body is not even read.
      ["é".repeat(200_000), "Le message ne peut pas dépasser 2000 caractères."],
    ] as const) {
      const answer = (await post(url, { annonce: `property:${listingId}`, body })) as unknown as {
        data: { message: string; fieldErrors?: Record<string, string> };
        init: ResponseInit;
      };
      expect(answer.init.status).toBe(400);
      expect(answer.data.fieldErrors?.body).toBe(message);
    }
  });

  it("answers a French 404 for an unknown listing or seller", async () => {
    for (const url of [
      `http://localhost/messages/nouveau?type=propriete&id=${FORGED}`,
      "http://localhost/messages/nouveau?type=voiture&id=x",
      "http://localhost/messages/nouveau",
      "http://localhost/messages/nouveau?vendeur=personne",
      "http://localhost/messages/nouveau?vendeur=a%00b",
    ]) {
      const error = (await thrown(() => load(url))) as { init?: ResponseInit; data?: unknown };
      expect(error.init?.status, url).toBe(404);
      expect(String(error.data), url).toMatch(/n'existe pas/);
    }
  });

  it("offers a seller's listings on offer to choose from", async () => {
    const owner = await insertAccount();
    const listingId = await insertProperty(owner.id);
    const page = await load(`http://localhost/messages/nouveau?vendeur=${owner.id}`);
    expect(page.mode).toBe("seller");
    expect(page.listings.map((listing) => listing.id)).toContain(listingId);
  });
});
