/**
 * `npm run bench:crash`: crash safety of publishing (issue "Scale out").
 * On the embedded database and on PostgreSQL: the built server receives 20 concurrent
 * publications with photos and is killed with SIGKILL while they are under way; it is started
 * again on the same data, and then
 *   - it starts cleanly (healthy, nothing logged at error level),
 *   - every publication that was answered 201 is there with all its photos,
 *   - every photo of every listing it shows (answered or not) is whole: served, and it decodes.
 * Several rounds per database, each killed after a different number of answers.
 * Prints a table and exits 1 when a check fails: a crash that loses data is a bug, not noise.
 * Requires `npm run build`. Options: --only=pglite|postgres, --rounds=N,
 * --postgres-url=URL (server to create the throwaway database on; BENCH_POSTGRES_URL too).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { freePort } from "../tests/fixtures/ports";

const root = path.resolve(import.meta.dirname, "..");
const PUBLICATIONS = 20;
const PHOTOS_PER_PUBLICATION = 3;
const PASSWORD = "Crash-Safety-2026";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key ?? "", value ?? "true"] as const;
  }),
);
const rounds = Number(args.get("rounds") ?? 3);
const postgresUrl =
  args.get("postgres-url") ??
  process.env.BENCH_POSTGRES_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

type TServer = { child: ChildProcess; url: string; errors: string[] };

async function startServer(dataDir: string, port: number, databaseUrl: string): Promise<TServer> {
  const url = `http://127.0.0.1:${port}`;
  const errors: string[] = [];
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // pino writes JSON lines: level 50 and above is an error; stderr is the start-up failure line.
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    for (const line of chunk.split("\n")) if (/"level":(5|6)\d/.test(line)) errors.push(line);
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    if (chunk.trim()) errors.push(chunk.trim());
  });
  // Generous: a loaded two-core machine takes seconds to compile the database engine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, url, errors };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`le serveur n'a pas redémarré : ${errors.join(" | ") || "sans message"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function killHard(server: TServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGKILL");
  });
}

function stopGently(server: TServer): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once("exit", () => resolve());
    server.child.kill("SIGTERM");
  });
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A confirmed account signed in through the sign-in form: its session cookie. */
async function signedInAccount(server: TServer, dataDir: string): Promise<string> {
  const email = `crash-${Date.now()}@example.com`;
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, name: "Crash Test", password: PASSWORD }),
  });
  if (!signUp.ok) throw new Error(`inscription refusée (HTTP ${signUp.status})`);
  const outbox = path.join(dataDir, "mail");
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    for (const file of files.filter((name) => name.endsWith(".json"))) {
      const mail = JSON.parse(fs.readFileSync(path.join(outbox, file), "utf8")) as {
        to: string;
        text: string;
      };
      if (mail.to === email) link = mail.text.match(/https?:\/\/\S*\/auth\/confirmer\S*/)?.[0];
    }
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error("pas de mail de confirmation");
  await fetch(link, { redirect: "manual" });
  const signIn = await fetch(`${server.url}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  const cookie = cookiesOf(signIn);
  if (!/session_token/.test(cookie)) throw new Error(`connexion refusée (HTTP ${signIn.status})`);
  return cookie;
}

/** Camera-sized JPEGs with grain, so that decoding and resizing take real time. */
async function photos(): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: PHOTOS_PER_PUBLICATION }, async (_, index) => {
      const width = 2400;
      const height = 1800;
      const pixels = Buffer.alloc(width * height * 3);
      let state = (index + 1) * 2_654_435_761;
      for (let i = 0; i < pixels.length; i++) {
        state = (state * 1_103_515_245 + 12_345) >>> 0;
        pixels[i] = ((i / 3) % width) / 12 + ((state >>> 16) & 0x3f);
      }
      return sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer();
    }),
  );
}

function publicationForm(round: number, index: number, images: Buffer[]): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    announcement_type: "vente",
    type: "appartement",
    title: `Appartement témoin ${round}-${index}`,
    description: "Publication envoyée pendant l'arrêt brutal du serveur.",
    price: String(200_000 + index),
    surface: "100",
    governorate: "tunis",
    address: "Rue de Marseille",
    whatsapp: "+216 98 765 432",
    rooms: "3",
    bathrooms: "1",
    furnished: "no",
    construction_year: "2015",
    available_date: "",
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const image of images) {
    form.append("photos", new File([new Uint8Array(image)], "photo.jpg", { type: "image/jpeg" }));
  }
  return form;
}

type TRound = {
  answered: string[];
  interrupted: number;
  missing: string[];
  incomplete: string[];
  brokenPhotos: string[];
  listed: number;
  restartMs: number;
  startErrors: string[];
};

const MEDIA_URL = /\/media\/property_images\/[A-Za-z0-9_./-]+?\.webp/g;

/** The photo URLs the detail page of a listing shows (full size, not the thumbnails). */
async function photosShown(server: TServer, id: string): Promise<string[] | null> {
  const response = await fetch(`${server.url}/proprietes/${id}`);
  if (response.status !== 200) return null;
  const html = await response.text();
  return [...new Set(html.match(MEDIA_URL) ?? [])].filter((url) => !url.endsWith(".thumb.webp"));
}

async function isWholeImage(server: TServer, url: string): Promise<boolean> {
  const response = await fetch(`${server.url}${url}`);
  if (!response.ok) return false;
  const bytes = Buffer.from(await response.arrayBuffer());
  // Decoding every pixel fails on a truncated file, where reading the header alone would not.
  return sharp(bytes, { failOn: "truncated" })
    .stats()
    .then(() => true)
    .catch(() => false);
}

async function runRound(
  server: TServer,
  cookie: string,
  round: number,
  killAfter: number,
  images: Buffer[],
): Promise<{ answered: string[]; interrupted: number }> {
  const answered: string[] = [];
  let interrupted = 0;
  let killing: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: PUBLICATIONS }, async (_, index) => {
      try {
        const response = await fetch(`${server.url}/api/proprietes`, {
          method: "POST",
          headers: { cookie, origin: server.url },
          body: publicationForm(round, index, images),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { id: string };
          answered.push(body.id);
          if (answered.length >= killAfter) killing ??= killHard(server);
        } else {
          interrupted++;
        }
      } catch {
        interrupted++;
      }
    }),
  );
  // Everything answered before the kill point: kill anyway, the check is about a restart.
  await (killing ?? killHard(server));
  return { answered, interrupted };
}

async function listedIds(server: TServer, userId: string): Promise<string[]> {
  const ids = new Set<string>();
  for (let page = 1; page < 20; page++) {
    const html = await (
      await fetch(`${server.url}/utilisateur/${userId}/annonces?page=${page}`)
    ).text();
    const found = [...html.matchAll(/\/proprietes\/([0-9a-f-]{36})/g)].map((match) => match[1]);
    const before = ids.size;
    for (const id of found) if (id) ids.add(id);
    if (ids.size === before) break;
  }
  return [...ids];
}

async function sessionUserId(server: TServer, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie } });
  const body = (await response.json()) as { user?: { id: string } } | null;
  if (!body?.user) throw new Error("session perdue au redémarrage");
  return body.user.id;
}

async function checkDriver(driver: "pglite" | "postgres") {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `darna-crash-${driver}-`));
  const database = `darna_crash_${process.pid}`;
  let databaseUrl = "";
  if (driver === "postgres") {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(postgresUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const port = await freePort();
  const images = await photos();
  const results: TRound[] = [];
  let server = await startServer(dataDir, port, databaseUrl);
  try {
    const cookie = await signedInAccount(server, dataDir);
    const userId = await sessionUserId(server, cookie);
    const allAnswered: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      // Killed after 2, 6, 10… answers: early, in the middle and late in the batch.
      const killAfter = Math.min(PUBLICATIONS, 2 + (round - 1) * 4);
      const { answered, interrupted } = await runRound(server, cookie, round, killAfter, images);
      allAnswered.push(...answered);
      const restartedAt = performance.now();
      server = await startServer(dataDir, port, databaseUrl);
      const restartMs = performance.now() - restartedAt;
      // Give a late error line the time to arrive before reading them.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const missing: string[] = [];
      const incomplete: string[] = [];
      for (const id of allAnswered) {
        const shown = await photosShown(server, id);
        if (shown === null) missing.push(id);
        else if (shown.length !== PHOTOS_PER_PUBLICATION) incomplete.push(id);
      }
      const brokenPhotos: string[] = [];
      const listed = await listedIds(server, userId);
      for (const id of listed) {
        for (const url of (await photosShown(server, id)) ?? []) {
          if (!(await isWholeImage(server, url))) brokenPhotos.push(url);
        }
      }
      results.push({
        answered,
        interrupted,
        missing,
        incomplete,
        brokenPhotos,
        listed: listed.length,
        restartMs,
        startErrors: [...server.errors],
      });
    }
  } finally {
    await stopGently(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (driver === "postgres") {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  }
  return results;
}

async function main() {
  if (!fs.existsSync(path.join(root, "build/server.js"))) {
    throw new Error("Construisez d'abord : npm run build");
  }
  const only = args.get("only");
  const drivers = (["pglite", "postgres"] as const).filter((driver) => !only || only === driver);
  let failed = false;
  console.log(
    `${PUBLICATIONS} publications of ${PHOTOS_PER_PUBLICATION} photos at once, SIGKILL, restart\n`,
  );
  console.log(
    "database  round  answered  cut  listed  missing  incomplete  broken photos  restart  errors",
  );
  for (const driver of drivers) {
    const results = await checkDriver(driver);
    results.forEach((result, index) => {
      const bad =
        result.missing.length +
        result.incomplete.length +
        result.brokenPhotos.length +
        result.startErrors.length;
      if (bad > 0) failed = true;
      console.log(
        [
          driver.padEnd(8),
          String(index + 1).padStart(5),
          String(result.answered.length).padStart(8),
          String(result.interrupted).padStart(4),
          String(result.listed).padStart(6),
          String(result.missing.length).padStart(7),
          String(result.incomplete.length).padStart(10),
          String(result.brokenPhotos.length).padStart(13),
          `${result.restartMs.toFixed(0)} ms`.padStart(8),
          String(result.startErrors.length).padStart(6),
        ].join("  "),
      );
      for (const line of [
        ...result.missing.map((id) => `  missing after restart: ${id}`),
        ...result.incomplete.map((id) => `  photos missing: ${id}`),
        ...result.brokenPhotos.map((url) => `  broken photo served: ${url}`),
        ...result.startErrors.map((error) => `  error at restart: ${error}`),
      ]) {
        console.log(line);
      }
    });
  }
  console.log(failed ? "\nFAILED" : "\nOK: nothing answered was lost, nothing broken was served");
  process.exit(failed ? 1 : 0);
}

await main();
