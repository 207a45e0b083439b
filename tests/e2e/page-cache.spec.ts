import type { APIRequestContext, APIResponse } from "@playwright/test";
import { freshUser, publishProperty, readCards, uniqueWord } from "../fixtures/properties";
import { expect, hydrated, test } from "../fixtures/test";

/*
 * Public pages are kept a few seconds for anonymous visitors (docs/decisions/0017). What a
 * visitor must be able to rely on: each response has its own CSP nonce and runs its scripts,
 * a signed-in visitor never gets someone else's page, and what was just published shows at once.
 * Other tests write at the same time (each write empties the cache): "served from memory" is
 * asserted on two requests in a row, retried until no write fell between them.
 */

const nonceOf = (response: APIResponse) =>
  /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];

/** Two requests in a row until the second came from memory; both responses are returned. */
async function servedTwice(api: APIRequestContext, path: string) {
  let pair: APIResponse[] = [];
  await expect(async () => {
    pair = [await api.get(path), await api.get(path)];
    expect(pair[1]?.headers()["x-cache"]).toBe("HIT");
  }).toPass({ timeout: 20_000 });
  return pair as [APIResponse, APIResponse];
}

test("a page from memory carries the nonce of its own request in every inline script", async ({
  request,
}) => {
  const [first, second] = await servedTwice(request, `/proprietes?q=${uniqueWord()}`);
  const nonces = [nonceOf(first), nonceOf(second)];
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  const html = await second.text();
  const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? "")
    .filter((attributes) => !/\bsrc=/.test(attributes));
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonces[1]}"`);
  expect(html).not.toContain(nonces[0] as string);
  // The same page otherwise, byte for byte.
  const withoutNonces = (text: string) => text.replace(/nonce="[^"]*"/g, "");
  expect(withoutNonces(html)).toBe(withoutNonces(await first.text()));
});

// A browser that has run the pages' script gets the visitor's page, its person's parts read after
// (decision 0040, tests/e2e/personal-parts.spec.ts); one that has not, like this API client, never.
test("a signed-in visitor whose browser has not run the script is never served from memory", async () => {
  const user = await freshUser("cache");
  try {
    for (const path of ["/", "/proprietes", "/services"]) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await user.api.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()["x-cache"]).toBeUndefined();
      }
    }
  } finally {
    await user.api.dispose();
  }
});

test("a listing just published shows at once to a visitor whose list was in memory", async ({
  request,
}) => {
  const word = uniqueWord();
  const path = `/proprietes?q=${word}`;
  const [, before] = await servedTwice(request, path);
  expect(await before.text()).not.toContain(`Villa ${word}`);

  const user = await freshUser("cache-publish");
  try {
    const published = await publishProperty(user.api, { title: `Villa ${word}` });
    const after = await request.get(path);
    expect(await after.text()).toContain(`Villa ${word}`);

    await user.api.delete(`/api/proprietes/${published.id}`);
    expect(await (await request.get(path)).text()).not.toContain(`Villa ${word}`);
  } finally {
    await user.api.dispose();
  }
});

test("a list page served from memory comes alive in the browser", async ({
  page,
  request,
  consoleErrors,
}) => {
  const path = `/proprietes?location=tunis&q=${uniqueWord()}`;
  await expect(async () => {
    await servedTwice(request, path);
    const response = await page.goto(path);
    expect(response?.headers()["x-cache"]).toBe("HIT");
  }).toPass({ timeout: 30_000 });
  const sort = page.getByLabel("Trier par");
  await hydrated(page, "select");
  await sort.selectOption("price_desc");
  await expect(page).toHaveURL(/sort=price_desc/);
  expect(await readCards(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
