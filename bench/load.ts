/**
 * `npm run bench:load`: throughput of the built server under concurrent load, measured with wrk
 * (Debian's `wrk`, installed on the machine) against raw node:http measured in the same run.
 * Requires `npm run build` first; builds nothing itself.
 *
 * Configurations: PostgreSQL (a throwaway database with the demo data, dropped at the end) with
 * one process and with WEB_CONCURRENCY=2, then PGlite with one process (the embedded database
 * opens in one process only). Pages: /healthz, /, /proprietes and a filtered list, anonymous
 * (served by the page cache, docs/decisions/0017), and /proprietes rendered for every request (a
 * cookie bypasses the cache), with `Accept-Encoding: gzip` like a browser, at 20 and 50
 * connections.
 * Reports req/s, p50/p99, errors (socket errors, timeouts, non-2xx), the ratio to raw node:http,
 * the number of processes the server actually ran, and the HTML bytes of /proprietes.
 * Prints tables; never fails on a figure (the machine is shared and noisy).
 *
 * Options: --duration=SECONDS (default 10), --connections=20,50, --only=postgres|pglite,
 *          --postgres-url=postgres://… (or BENCH_POSTGRES_URL; the server database is created
 *          next to it), --build=DIR (another build to measure, e.g. a copy of an earlier
 *          `build/` kept as DIR/build with node_modules reachable from it; default ./build).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../tests/fixtures/ports";
import { cleanups, spawnServer, startDarna, type TServer } from "./darna-server";

const root = path.resolve(import.meta.dirname, "..");

const PAGES = [
  { name: "/healthz", path: "/healthz" },
  { name: "/", path: "/" },
  { name: "/proprietes", path: "/proprietes" },
  {
    name: "filtered list",
    path: "/proprietes?announcementType=vente&category=villa&location=nabeul",
  },
  // Any cookie but the theme sends a visitor past the anonymous page cache (docs/decisions/0017):
  // what a signed-in user's list costs, every request rendered.
  { name: "/proprietes rendered", path: "/proprietes", cookie: "darna-bench=1" },
] as const satisfies { name: string; path: string; cookie?: string }[];

function options() {
  const argv = process.argv.slice(2);
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    duration: Number(value("duration") ?? 10),
    connections: (value("connections") ?? "20,50").split(",").map(Number),
    only: value("only"),
    build: path.resolve(value("build") ?? path.join(root, "build")),
    postgresUrl:
      value("postgres-url") ??
      process.env.BENCH_POSTGRES_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
  };
}

const RAW_SERVER = `require("node:http").createServer((req, res) => {
  res.writeHead(200, { "content-type": "text/plain" });
  res.end("hello world");
}).listen(Number(process.env.PORT), "127.0.0.1");`;

async function startRaw(): Promise<TServer> {
  const port = await freePort();
  const server = spawnServer(["-e", RAW_SERVER], {}, port);
  for (;;) {
    const ok = await fetch(server.url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Processes serving: the server itself, or its workers when it forks (node:cluster). */
function processCount(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const children = execFileSync("ps", ["--ppid", String(pid), "-o", "comm="], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((line) => line.trim() === "node" || line.trim().startsWith("node"));
    return children.length > 0 ? children.length : 1;
  } catch {
    // ps exits 1 when there is no child.
    return 1;
  }
}

type TResult = { rps: number; p50: number; p99: number; errors: number; requests: number };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function parseLatency(text: string, label: string): number {
  const match = text.match(new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m"));
  return match ? Number(match[1]) * (UNIT_MS[match[2] ?? "ms"] ?? 1) : Number.NaN;
}

function wrk(url: string, connections: number, duration: number, cookie?: string): TResult {
  const output = execFileSync(
    "wrk",
    [
      "-t2",
      `-c${connections}`,
      `-d${duration}s`,
      "--timeout",
      "5s",
      "--latency",
      "-H",
      "Accept-Encoding: gzip",
      ...(cookie ? ["-H", `Cookie: ${cookie}`] : []),
      url,
    ],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  const socket = output.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  const non2xx = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return {
    rps: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN),
    p50: parseLatency(output, "50"),
    p99: parseLatency(output, "99"),
    errors: non2xx + socketErrors,
    requests: Number(output.match(/(\d+) requests in/)?.[1] ?? 0),
  };
}

const ms = (value: number) =>
  Number.isNaN(value) ? "—" : value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(0)} ms`;

type TRow = {
  config: string;
  page: string;
  connections: number;
  result: TResult;
};

function printRows(rows: TRow[], baseline: Map<number, number>) {
  const header = [
    "configuration",
    "page",
    "conn",
    "req/s",
    "p50",
    "p99",
    "errors",
    "vs raw node:http",
  ];
  const lines = rows.map((row) => {
    const raw = baseline.get(row.connections) ?? Number.NaN;
    return [
      row.config,
      row.page,
      String(row.connections),
      row.result.rps.toFixed(0),
      ms(row.result.p50),
      ms(row.result.p99),
      `${row.result.errors}/${row.result.requests}`,
      `${((row.result.rps / raw) * 100).toFixed(2)} %`,
    ];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...lines.map((line) => (line[index] ?? "").length)),
  );
  const format = (line: string[]) =>
    line.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join("  ");
  console.log(format(header));
  for (const line of lines) console.log(format(line));
}

async function pageBytes(url: string) {
  const identity = await fetch(`${url}/proprietes`, {
    headers: { "accept-encoding": "identity" },
  });
  const html = await identity.text();
  const cards = (html.match(/<article/g) ?? []).length;
  const gzipped = execFileSync("gzip", ["-c", "-6"], { input: html }).length;
  return { bytes: Buffer.byteLength(html), gzipped, cards };
}

async function measure(
  config: string,
  server: TServer,
  connections: number[],
  duration: number,
  rows: TRow[],
) {
  // Warm the JIT, the connection pools and the caches before counting.
  for (const page of PAGES) {
    for (let i = 0; i < 30; i++) await (await fetch(`${server.url}${page.path}`)).arrayBuffer();
  }
  for (const page of PAGES) {
    for (const count of connections) {
      const result = wrk(
        `${server.url}${page.path}`,
        count,
        duration,
        "cookie" in page ? page.cookie : undefined,
      );
      rows.push({ config, page: page.name, connections: count, result });
      console.log(
        `  ${config} ${page.name} c=${count}: ${result.rps.toFixed(0)} req/s, p99 ${ms(result.p99)}, ${result.errors} errors`,
      );
    }
  }
}

async function main() {
  const opts = options();
  if (!fs.existsSync(path.join(opts.build, "server.js"))) {
    throw new Error(
      `Construisez d'abord : npm run build (${opts.build}/server.js est introuvable)`,
    );
  }
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    // wrk --version exits 1 after printing its version; only a missing binary matters.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error("wrk est introuvable : apt-get install wrk");
    }
  }
  console.log(
    `${opts.build}\nwrk, ${opts.duration} s per measure, connections ${opts.connections.join(", ")}, ${os.cpus().length} CPU\n`,
  );

  const rows: TRow[] = [];
  const baseline = new Map<number, number>();
  const raw = await startRaw();
  for (const count of opts.connections) {
    const result = wrk(raw.url, count, opts.duration);
    baseline.set(count, result.rps);
    rows.push({ config: "raw node:http", page: "hello world", connections: count, result });
    console.log(`  raw node:http c=${count}: ${result.rps.toFixed(0)} req/s`);
  }
  await raw.stop();

  const notes: string[] = [];
  let bytes: Awaited<ReturnType<typeof pageBytes>> | undefined;

  if (opts.only !== "pglite") {
    const adminUrl = new URL(opts.postgresUrl);
    const database = `darna_load_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${database}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-load-pg-"));
    try {
      await admin.query(`create database ${database}`);
      cleanups.push(async () => {
        await admin.query(`drop database if exists ${database} with (force)`);
      });
      for (const workers of [1, 2]) {
        const server = await startDarna(opts.build, {
          DATABASE_URL: databaseUrl.toString(),
          DATA_DIR: dataDir,
          WEB_CONCURRENCY: String(workers),
        });
        try {
          const serving = processCount(server.child.pid);
          const config = `PostgreSQL WEB_CONCURRENCY=${workers} (${serving} proc.)`;
          if (serving !== workers) {
            notes.push(
              `WEB_CONCURRENCY=${workers}: the server ran ${serving} serving process(es); this build does not fork workers.`,
            );
          }
          bytes ??= await pageBytes(server.url);
          await measure(config, server, opts.connections, opts.duration, rows);
        } finally {
          await server.stop();
        }
      }
    } finally {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (opts.only !== "postgres") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-load-pglite-"));
    try {
      const server = await startDarna(opts.build, { DATA_DIR: dataDir, WEB_CONCURRENCY: "1" });
      try {
        bytes ??= await pageBytes(server.url);
        await measure("PGlite (1 proc.)", server, opts.connections, opts.duration, rows);
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.log("");
  printRows(rows, baseline);
  if (bytes) {
    console.log(
      `\n/proprietes HTML: ${(bytes.bytes / 1024).toFixed(1)} KB (${bytes.bytes} bytes, ${bytes.cards} cards), gzip -6 ${(bytes.gzipped / 1024).toFixed(1)} KB; target ≤ 100 KB with 24 cards`,
    );
  }
  console.log(
    "Targets: /proprietes on PostgreSQL ≥ 350 req/s with 2 workers, p99 ≤ 150 ms at 50 connections, 0 errors; ≥ 2× 88 req/s with one process.",
  );
  for (const note of notes) console.log(`Note: ${note}`);
}

await main();
