/**
 * `npm run bench:reset`: how long the 'Mot de passe oublié' form takes to answer for an address
 * that has an account and for one that has none. The answer must not tell them apart (issue 21):
 * the two columns should match within the noise.
 *
 * The built server (`npm run build`) on an empty embedded database, behind a pretend proxy
 * (TRUST_PROXY=1) so that every request comes from its own client address: the per-address
 * limits stay out of the way. Each e-mail is asked about at most 3 times (the per-e-mail
 * limit), existing and unknown addresses taken in turns so that drift hits both alike.
 * Prints medians and p95; never fails on a figure (the machine is shared and noisy).
 *
 *   npm run bench:reset [-- --rounds 40]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../tests/fixtures/ports";
import { spawnServer } from "./darna-server";

const root = path.resolve(import.meta.dirname, "..");
const PASSWORD = "secret123";
const ASKS_PER_EMAIL = 3;

function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

let clientCounter = 0;
/** A documentation address (RFC 5737) of its own for each request. */
function nextClient() {
  clientCounter += 1;
  return `198.18.${Math.floor(clientCounter / 250)}.${(clientCounter % 250) + 1}`;
}

async function post(url: string, origin: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: "POST",
    headers: { origin, "x-forwarded-for": nextClient() },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

async function main() {
  const rounds = option("rounds", 40);
  if (!fs.existsSync(path.join(root, "build/server.js"))) {
    throw new Error("Construisez d'abord : npm run build");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-bench-reset-"));
  const port = await freePort();
  const server = spawnServer(
    ["build/server.js"],
    {
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY: "1",
    },
    port,
  );
  try {
    const deadline = Date.now() + 120_000;
    while (
      !(await fetch(`${server.url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (server.child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`le serveur ne répond pas\n${server.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const accounts = Math.ceil(rounds / ASKS_PER_EMAIL);
    const tag = Date.now().toString(36);
    const existing = Array.from({ length: accounts }, (_, i) => `bench-${tag}-${i}@example.com`);
    for (const email of existing) {
      const status = await post(`${server.url}/auth/inscription.data`, server.url, {
        firstName: "Banc",
        lastName: "Essai",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      if (status !== 200) throw new Error(`inscription de ${email} : HTTP ${status}`);
    }
    const unknown = existing.map((email) => email.replace("bench-", "personne-"));

    const forgot = `${server.url}/auth/reinitialiser-mot-de-passe.data`;
    const ask = async (email: string) => {
      const started = performance.now();
      const status = await post(forgot, server.url, { email });
      const ms = performance.now() - started;
      if (status !== 200) throw new Error(`demande pour ${email} : HTTP ${status}`);
      return ms;
    };
    // Warm-up on addresses of neither list.
    for (let i = 0; i < 5; i++) await ask(`echauffement-${tag}-${i}@example.com`);

    const times = { existing: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      const index = round % accounts;
      // Alternate which comes first, so neither always follows the other's queued work.
      const order =
        round % 2 === 0 ? (["existing", "unknown"] as const) : (["unknown", "existing"] as const);
      for (const kind of order) {
        const email = kind === "existing" ? existing[index] : unknown[index];
        times[kind].push(await ask(email as string));
      }
    }

    const row = (label: string, a: string, b: string) =>
      console.log(`${label.padEnd(28)}${a.padStart(14)}${b.padStart(14)}`);
    console.log(`\nPassword reset answer, ${rounds} requests each (bench/reset-timing.ts)`);
    row("", "existing", "unknown");
    row(
      "median",
      `${percentile(times.existing, 50).toFixed(1)} ms`,
      `${percentile(times.unknown, 50).toFixed(1)} ms`,
    );
    row(
      "p95",
      `${percentile(times.existing, 95).toFixed(1)} ms`,
      `${percentile(times.unknown, 95).toFixed(1)} ms`,
    );
    row(
      "mean",
      `${(times.existing.reduce((a, b) => a + b, 0) / rounds).toFixed(1)} ms`,
      `${(times.unknown.reduce((a, b) => a + b, 0) / rounds).toFixed(1)} ms`,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
