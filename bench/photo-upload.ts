/**
 * `npm run bench:upload`: publishing a property with three 5 MB phone photos from a phone's link
 * (3 Mbit/s up, 40 ms latency, through a throttling proxy), end to end — from the click on
 * 'Publier l'annonce' to 'Votre annonce a été publiée avec succès !'. Issue 24's target: ≤ 8 s.
 *
 * Measured side by side in the same run on the same build: with the photos shrinking in the
 * browser (today), and in a page without OffscreenCanvas, which cannot shrink them: the files then
 * travel as they were chosen (as before issue 24). Prints the figures and their ratio; never fails on a figure.
 * Needs a build (`npm run build`) and Debian's Chromium (CHROMIUM_PATH to use another).
 * Options: --runs=N (2 by default).
 */
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { cookieHeader, linkIn, readOutbox } from "../tests/fixtures/mail";
import { fillTerrainForm, phonePhoto } from "../tests/fixtures/photos";
import { hydrated } from "../tests/fixtures/test";
import { startDarna } from "./darna-server";

const UPLOAD_BITS_PER_SECOND = 3_000_000;
const TARGET_SECONDS = 8;
const LATENCY_MS = 40;
const runs = Number(process.argv.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 2);

const phoneLinks: net.Server[] = [];

/**
 * A phone's link in front of the server: what the browser sends goes out at
 * UPLOAD_BITS_PER_SECOND (after LATENCY_MS), answers come back at once. Chromium's own network
 * emulation (Network.emulateNetworkConditions) leaves request bodies unthrottled here.
 */
async function phoneLink(): Promise<{ url: string; target: URL | null }> {
  const link: { url: string; target: URL | null } = { url: "", target: null };
  const bytesPerMs = UPLOAD_BITS_PER_SECOND / 8 / 1000;
  const proxy = net.createServer((client) => {
    const target = link.target as URL;
    const upstream = net.connect(Number(target.port), target.hostname);
    upstream.pipe(client);
    let clock = Date.now() + LATENCY_MS;
    client.on("data", (chunk: Buffer) => {
      // Each chunk leaves when the link has carried the ones before it.
      clock = Math.max(clock, Date.now()) + chunk.length / bytesPerMs;
      const wait = clock - Date.now();
      if (wait > 0) {
        client.pause();
        setTimeout(() => {
          upstream.write(chunk);
          client.resume();
        }, wait);
      } else {
        upstream.write(chunk);
      }
    });
    client.on("end", () => upstream.end());
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close);
    upstream.on("error", close);
  });
  phoneLinks.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const address = proxy.address() as net.AddressInfo;
  link.url = `http://127.0.0.1:${address.port}`;
  return link;
}

async function confirmedSession(origin: string, dataDir: string): Promise<string> {
  const email = `photos-${Date.now()}@exemple.tn`;
  const password = "Mdp-bench-Darna-2026";
  const headers = { "content-type": "application/json", origin };
  const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password, name: "Banc Photos" }),
  });
  if (!signUp.ok) throw new Error(`inscription refusée : HTTP ${signUp.status}`);
  for (let tries = 0; ; tries++) {
    const mail = readOutbox(dataDir).find((message) => message.to === email);
    if (mail) {
      await fetch(linkIn(mail, "/auth/confirmer"), { redirect: "manual" });
      break;
    }
    if (tries > 100) throw new Error("pas de mail de confirmation");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (!signIn.ok) throw new Error(`connexion refusée : HTTP ${signIn.status}`);
  return cookieHeader(signIn.headers);
}

async function publishOnce(page: Page, origin: string, shrinking: boolean, photoFiles: string[]) {
  await page.goto(`${origin}/publier/propriete`);
  await hydrated(page, "main form button[type=submit]");
  const form = page.getByRole("main");
  await fillTerrainForm(form, `Terrain ${shrinking ? "réduit" : "brut"}`);
  const started = performance.now();
  await form.getByLabel("Ajouter des photos").setInputFiles(photoFiles);
  await form.locator("button[type=submit]").click();
  await page
    .getByText("Votre annonce a été publiée avec succès !")
    .waitFor({ state: "visible", timeout: 180_000 });
  return (performance.now() - started) / 1000;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-upload-"));
  const photosDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-phone-photos-"));
  // The browser reaches Darna through the link: the server's public address is the link's.
  const link = await phoneLink();
  const server = await startDarna(path.resolve("build"), {
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    PUBLIC_URL: link.url,
  });
  link.target = new URL(server.url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const photoFiles: string[] = [];
    for (const name of ["salon", "cuisine", "terrasse"]) {
      const photo = await phonePhoto(`${name}.jpg`);
      const file = path.join(photosDir, photo.name);
      fs.writeFileSync(file, photo.buffer);
      photoFiles.push(file);
    }
    const megabytes = photoFiles.reduce((sum, file) => sum + fs.statSync(file).size, 0) / 1e6;
    const cookie = await confirmedSession(link.url, dataDir);
    const timings: Record<"shrunk" | "asChosen", number[]> = { shrunk: [], asChosen: [] };
    for (let run = 0; run < runs; run++) {
      for (const shrinking of [true, false]) {
        const context = await browser.newContext({ locale: "fr-FR" });
        await context.setExtraHTTPHeaders({ cookie });
        const page = await context.newPage();
        // Without OffscreenCanvas the page cannot shrink: the files travel as they were chosen.
        if (!shrinking) {
          await page.addInitScript(() => {
            Reflect.deleteProperty(window, "OffscreenCanvas");
          });
        }
        const seconds = await publishOnce(page, link.url, shrinking, photoFiles);
        timings[shrinking ? "shrunk" : "asChosen"].push(seconds);
        await context.close();
      }
    }
    const best = (values: number[]) => Math.min(...values);
    console.log(
      `\nthree phone photos (${megabytes.toFixed(1)} MB in all), 3 Mbit/s up, ${runs} runs each`,
    );
    console.log(
      `shrunk in the browser:  ${timings.shrunk.map((s) => `${s.toFixed(1)} s`).join(", ")} (target ≤ ${TARGET_SECONDS} s)`,
    );
    console.log(
      `sent as chosen:         ${timings.asChosen.map((s) => `${s.toFixed(1)} s`).join(", ")}`,
    );
    console.log(
      `ratio (best of each): ${(best(timings.asChosen) / best(timings.shrunk)).toFixed(1)}× faster`,
    );
  } finally {
    await browser.close();
    await server.stop();
    for (const proxy of phoneLinks) proxy.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(photosDir, { recursive: true, force: true });
  }
}

await main();
