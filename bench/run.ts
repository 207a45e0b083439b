/**
 * `npm run bench`: measures the production build against the Foundation targets.
 *   - JavaScript the home page loads (gzip) ≤ 120 KB
 *   - server-rendered HTML of / : median ≤ 30 ms with demo data
 *   - cold start of the built server to a healthy /healthz on PGlite ≤ 3 s
 * Then the property list at scale (bench/properties-list.ts, its options pass through; leave it
 * out with --skip-properties).
 * Prints a table; never fails on a figure (the machine is shared and noisy).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../tests/fixtures/ports";
import { benchPhotoPublish } from "./photo-publish";
import { runPropertiesBench } from "./properties-list";

const root = path.resolve(import.meta.dirname, "..");

async function startServer(dataDir: string) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  for (;;) {
    const ok = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error("le serveur s'est arrêté");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function homeJavaScriptGzipKb(url: string) {
  const html = await (await fetch(`${url}/`)).text();
  const scripts = new Set<string>();
  for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g))
    scripts.add(match[1] ?? "");
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g))
    scripts.add(match[1] ?? "");
  let total = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(`${url}${script}`)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { kb: total / 1024, files: scripts.size };
}

async function main() {
  if (!fs.existsSync(path.join(root, "build/server.js"))) {
    throw new Error("Construisez d'abord : npm run build");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-bench-"));
  const rows: [string, string, string][] = [];

  const first = await startServer(dataDir);
  rows.push([
    "first start (migrations + demo data) → /healthz",
    `${first.startMs.toFixed(0)} ms`,
    "—",
  ]);
  const js = await homeJavaScriptGzipKb(first.url);
  rows.push([
    `home page JavaScript (${js.files} files, gzip)`,
    `${js.kb.toFixed(1)} KB`,
    "≤ 120 KB",
  ]);

  for (let i = 0; i < 20; i++) await (await fetch(`${first.url}/`)).text();
  const timings: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await (await fetch(`${first.url}/`, { headers: { "accept-encoding": "identity" } })).text();
    timings.push(performance.now() - started);
  }
  rows.push([
    "SSR of / (200 requests) median",
    `${percentile(timings, 50).toFixed(1)} ms`,
    "≤ 30 ms",
  ]);
  rows.push(["SSR of / p95", `${percentile(timings, 95).toFixed(1)} ms`, "—"]);
  await first.stop();

  const starts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const server = await startServer(dataDir);
    starts.push(server.startMs);
    await server.stop();
  }
  rows.push([
    "cold start after build → /healthz (median of 3)",
    `${percentile(starts, 50).toFixed(0)} ms`,
    "≤ 3000 ms",
  ]);

  fs.rmSync(dataDir, { recursive: true, force: true });
  const width = Math.max(...rows.map((row) => row[0].length));
  console.log(`\n${"measure".padEnd(width)}  value       target`);
  for (const [name, value, target] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(10)}  ${target}`);
}

await main();
console.log("\nPublishing a property with 5 camera photos (bench/photo-publish.ts)");
for (const row of await benchPhotoPublish()) {
  console.log(`${row.name.padEnd(40)}  ${row.value.padEnd(16)}  ${row.target}`);
}
if (!process.argv.includes("--skip-properties")) {
  await runPropertiesBench(process.argv.slice(2).filter((arg) => arg !== "--skip-properties"));
}
