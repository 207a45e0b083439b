// No page here, so not ../fixtures/test: its console check would start a browser for nothing.
import { expect, test } from "@playwright/test";
import {
  openEventStream,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * Live streams per client (issue 21, decision 0005): one client used to hold every stream of the
 * process (1,000) and every other page, the bell included, got 503. A built server behind one
 * trusted proxy (TRUST_PROXY=1): this test plays the proxy and names each client's address.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** The per-address figure of decision 0005. */
const STREAMS_PER_ADDRESS = 30;
const CHANNEL = "rating:service:6f1c1e6e-2f0b-4c55-9d53-0b8f3f1e9a10";

let server: TServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startServerProcess({ TRUST_PROXY: "1" });
});

test.afterAll(async () => {
  await server?.dispose();
});

test("one client address is refused with 429 past its streams; other clients and the bell still connect", async () => {
  const S = server as TServerProcess;
  const from = (address: string) => ({ "x-forwarded-for": address });
  const greedy = "203.0.113.66";
  const held: Awaited<ReturnType<typeof openEventStream>>[] = [];
  try {
    for (let index = 0; index < STREAMS_PER_ADDRESS; index++) {
      const stream = await openEventStream(S.url, CHANNEL, undefined, from(greedy));
      held.push(stream);
      expect(stream.response.status, `flux ${index + 1}`).toBe(200);
    }
    await held.at(-1)?.ready();

    const refused = await openEventStream(S.url, CHANNEL, undefined, from(greedy));
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBe("10");
    expect(await refused.response.json()).toEqual({
      error:
        "Trop de connexions en temps réel depuis votre adresse. Fermez des onglets ou réessayez dans quelques secondes.",
    });
    // Naming another address in front does not help: the trusted proxy appended the real one.
    const forged = await openEventStream(S.url, CHANNEL, undefined, from(`192.0.2.1, ${greedy}`));
    expect(forged.response.status).toBe(429);

    // Another client behind the same proxy has its own count.
    const other = await openEventStream(S.url, CHANNEL, undefined, from("198.51.100.20"));
    held.push(other);
    expect(other.response.status).toBe(200);
    await other.ready();

    // A signed-in user's bell, even from the greedy client's address (a shared connection).
    const user = await signUpAndSignIn(S, "flux-limites");
    const bell = await openEventStream(S.url, "notifications", user.cookie, from(greedy));
    held.push(bell);
    expect(bell.response.status).toBe(200);
    await bell.ready();

    // A stream given back frees its slot.
    held.shift()?.close();
    await expect
      .poll(async () => {
        const again = await openEventStream(S.url, CHANNEL, undefined, from(greedy));
        if (again.response.ok) held.push(again);
        return again.response.status;
      })
      .toBe(200);
  } finally {
    for (const stream of held) stream.close();
  }
});
