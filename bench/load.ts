/**
 * `npm run bench:load`: throughput of the built server under concurrent load, measured with wrk
 * (Debian's `wrk`, installed on the machine) against raw node:http measured in the same run.
 * Requires `npm run build` first; builds nothing itself.
 *
 * Configurations: PostgreSQL (a throwaway database with the demo data, dropped at the end) with
 * one process and with WEB_CONCURRENCY=2, then PGlite with one process (the embedded database
 * opens in one process only). Pages: /healthz, /, /proprietes and a filtered list, anonymous
 * (served by the page cache, docs/decisions/0017), and /proprietes rendered for every request (a
 * cookie bypasses the cache); then, in the same run, signed in as the demo seller with the most
 * listings (through the real sign-in endpoint, issue 27): /proprietes with the session and
 * `darna-js=1` (a browser running JavaScript), /proprietes with the session alone, and that
 * seller's /mes-annonces. With `Accept-Encoding: gzip` like a browser, at 20 and 50 connections.
 * Reports req/s, p50/p99, errors (socket errors, timeouts, non-2xx), the ratio to raw node:http,
 * the CPU the server spent per request (its processes and, on PostgreSQL, its database's
 * backends: a figure other helpers' load on a shared machine barely moves), the number of
 * processes the server actually ran, and the HTML bytes of /proprietes.
 * Prints tables; never fails on a figure (the machine is shared and noisy).
 *
 * Options: --duration=SECONDS (default 10), --connections=20,50, --only=postgres|pglite,
 *          --postgres-url=postgres://… (or BENCH_POSTGRES_URL; the server database is created
 *          next to it), --build=DIR (another build to measure, e.g. a copy of an earlier
 *          `build/` kept as DIR/build with node_modules reachable from it; default ./build),
 *          --baseline=DIR (a second build measured on PostgreSQL in the same run, on the same
 *          database, page by page in turn with this one, its rows marked 'baseline': a change's
 *          effect on a shared, noisy machine).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../tests/fixtures/ports";
import { cleanups, spawnServer, startDarna, type TServer } from "./darna-server";

const root = path.resolve(import.meta.dirname, "..");

type TPage = { name: string; path: string; cookie?: string; signedIn?: "js" | "plain" };

const PAGES: TPage[] = [
  { name: "/healthz", path: "/healthz" },
  { name: "/", path: "/" },
  { name: "/proprietes", path: "/proprietes" },
  {
    name: "filtered list",
    path: "/proprietes?announcementType=vente&category=villa&location=nabeul",
  },
  // A session cookie that names no session, without `darna-js`, sends a visitor past the page
  // cache (docs/decisions/0017, 0040): what rendering the list costs, every request rendered.
  {
    name: "/proprietes rendered",
    path: "/proprietes",
    cookie: "better-auth.session_token=bench.none",
  },
  // A demo seller signed in through the real sign-in endpoint (issue 27). A browser that runs
  // JavaScript sends `darna-js=1` beside its session cookie, and may be given the visitors' page.
  { name: "/proprietes signed in (JS)", path: "/proprietes", signedIn: "js" },
  // Without `darna-js` (no JavaScript yet, or a build that ignores it): rendered for the person.
  { name: "/proprietes signed in", path: "/proprietes", signedIn: "plain" },
  { name: "/mes-annonces", path: "/mes-annonces", signedIn: "plain" },
];

/** The Cookie header a page is requested with, once `session` holds the seller's cookie. */
function cookieOf(page: TPage, session: string): string | undefined {
  if (page.signedIn === "js") return `${session}; darna-js=1`;
  if (page.signedIn === "plain") return session;
  return page.cookie;
}

function options() {
  const argv = process.argv.slice(2);
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    duration: Number(value("duration") ?? 10),
    connections: (value("connections") ?? "20,50").split(",").map(Number),
    only: value("only"),
    build: path.resolve(value("build") ?? path.join(root, "build")),
    baseline: value("baseline") ? path.resolve(value("baseline") as string) : undefined,
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

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const CLOCK_TICKS =
  Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** CPU time, ms, used so far by the processes `pids` (utime + stime; gone ones count 0). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // The command may hold spaces and parentheses: the fields start after the last ')'.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended.
    }
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * The processes that serve a page: the server and its workers, and the PostgreSQL backends of
 * its database. Their CPU per request holds on a shared machine where req/s does not: other
 * helpers' load slows the run down but barely changes what one request costs.
 */
async function serverPids(server: TServer, database?: { client: pg.Client; name: string }) {
  const pid = server.child.pid;
  const pids = pid ? [pid, ...childPids(pid)] : [];
  if (database) {
    const { rows } = await database.client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1",
      [database.name],
    );
    pids.push(...rows.map((row) => row.pid));
  }
  return pids;
}

function childPids(pid: number): number[] {
  try {
    return execFileSync("ps", ["--ppid", String(pid), "-o", "pid="], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    // ps exits 1 when there is no child.
    return [];
  }
}

type TRow = {
  config: string;
  page: string;
  connections: number;
  result: TResult;
  /** CPU the server's processes spent per request, ms (see serverCpu). */
  cpuPerRequest?: number;
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
    "server CPU/req",
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
      row.cpuPerRequest === undefined ? "" : `${row.cpuPerRequest.toFixed(1)} ms`,
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

type TSeller = { email: string; cookie: string; listings: number };

/** The demo accounts and their password, as the server printed them on its first start. */
function demoAccounts(startLog: string): { password: string; emails: string[] } | null {
  const password = /mot de passe: (\S+)\):/.exec(startLog)?.[1];
  if (!password) return null;
  const emails = [...startLog.matchAll(/^ {2}- (\S+@\S+) \(user\)$/gm)].map((match) => match[1]);
  return { password, emails: emails.filter((email): email is string => Boolean(email)) };
}

/** Signs in through Better Auth's JSON endpoint, as scripts do; returns the Cookie header. */
async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`connexion de ${email} refusée (${response.status})`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`connexion de ${email} : aucun cookie de session`);
  return cookie;
}

/**
 * The demo seller with the most listings, signed in: the heaviest 'Mes annonces' of the demo.
 * Counted from what the page says ('398 annonces'), which also proves the session works (wrk
 * would count a redirect to the sign-in page as a success).
 */
async function signInSeller(url: string, accounts: { password: string; emails: string[] }) {
  let best: TSeller | undefined;
  for (const email of accounts.emails) {
    const cookie = await signIn(url, email, accounts.password);
    const response = await fetch(`${url}/mes-annonces`, {
      headers: { cookie },
      redirect: "manual",
    });
    const html = await response.text();
    const count = />([\d\u202f\u00a0 ]+) annonces?</.exec(html)?.[1]?.replace(/\D/g, "");
    if (response.status !== 200 || count === undefined) {
      throw new Error(`Mes annonces de ${email} : ${response.status}, aucun nombre d'annonces`);
    }
    const listings = Number(count);
    if (!best || listings > best.listings) best = { email, cookie, listings };
  }
  if (!best) throw new Error("aucun compte vendeur de démonstration dans le journal du serveur");
  return best;
}

type TTarget = {
  config: string;
  server: TServer;
  seller: TSeller;
  database?: { client: pg.Client; name: string };
};

/**
 * Every page on every target, one after the other page by page: with a baseline build beside
 * this one, both meet the same moments of a shared machine's load.
 */
async function measure(targets: TTarget[], connections: number[], duration: number, rows: TRow[]) {
  // Warm the JIT, the connection pools and the caches before counting.
  for (const { server, seller } of targets) {
    for (const page of PAGES) {
      const cookie = cookieOf(page, seller.cookie);
      for (let i = 0; i < 30; i++) {
        const response = await fetch(`${server.url}${page.path}`, {
          headers: cookie ? { cookie } : {},
          redirect: "manual",
        });
        await response.arrayBuffer();
        if (response.status !== 200) {
          throw new Error(`${page.name} répond ${response.status} (attendu 200)`);
        }
      }
    }
  }
  for (const page of PAGES) {
    for (const count of connections) {
      for (const { config, server, seller, database } of targets) {
        const pids = await serverPids(server, database);
        const cpuBefore = cpuMs(pids);
        const result = wrk(
          `${server.url}${page.path}`,
          count,
          duration,
          cookieOf(page, seller.cookie),
        );
        const cpuPerRequest = (cpuMs(pids) - cpuBefore) / Math.max(1, result.requests);
        rows.push({ config, page: page.name, connections: count, result, cpuPerRequest });
        console.log(
          `  ${config} ${page.name} c=${count}: ${result.rps.toFixed(0)} req/s, p99 ${ms(result.p99)}, ${result.errors} errors, ${cpuPerRequest.toFixed(1)} ms CPU/req`,
        );
      }
    }
  }
}

/** Issue 27's figures for the signed-in rows, against the anonymous list of the same run. */
function signedInVerdict(rows: TRow[]): string[] {
  const config = rows.find((row) => row.config.startsWith("PostgreSQL WEB_CONCURRENCY=2"))?.config;
  const at = (page: string) =>
    rows.find((row) => row.config === config && row.page === page && row.connections === 50);
  const anonymous = at("/proprietes");
  const signedIn = at("/proprietes signed in (JS)");
  const mine = at("/mes-annonces");
  if (!config || !anonymous || !signedIn || !mine) return [];
  const floor = Math.min(400, anonymous.result.rps / 2);
  const pass = (ok: boolean) => (ok ? "met" : "NOT met");
  return [
    `Signed-in /proprietes (JS), 2 workers, 50 conn.: ${signedIn.result.rps.toFixed(0)} req/s, p99 ${ms(signedIn.result.p99)}; target ≥ ${floor.toFixed(0)} req/s (400, or half the anonymous ${anonymous.result.rps.toFixed(0)}) and p99 ≤ 250 ms: ${pass(signedIn.result.rps >= floor && signedIn.result.p99 <= 250)}`,
    `/mes-annonces, 2 workers, 50 conn.: ${mine.result.rps.toFixed(0)} req/s, p99 ${ms(mine.result.p99)}; target ≥ 200 req/s: ${pass(mine.result.rps >= 200)}`,
  ];
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
  // Printed once per new database: the PostgreSQL runs share theirs, PGlite seeds its own.
  let accounts: ReturnType<typeof demoAccounts> = null;
  const sellerOf = async (server: TServer) => {
    accounts = demoAccounts(server.startLog()) ?? accounts;
    if (!accounts) throw new Error(`mot de passe de démonstration introuvable\n${server.output()}`);
    const seller = await signInSeller(server.url, accounts);
    console.log(`  signed in as ${seller.email} (${seller.listings} listings)`);
    return seller;
  };
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
      const builds = [
        { label: "", build: opts.build },
        ...(opts.baseline ? [{ label: "baseline: ", build: opts.baseline }] : []),
      ];
      for (const workers of [1, 2]) {
        const targets: TTarget[] = [];
        const started: TServer[] = [];
        try {
          // One after the other: the first start loads the demo data the others find.
          for (const { label, build } of builds) {
            const server = await startDarna(build, {
              DATABASE_URL: databaseUrl.toString(),
              DATA_DIR: dataDir,
              WEB_CONCURRENCY: String(workers),
            });
            started.push(server);
            const serving = processCount(server.child.pid);
            const config = `${label}PostgreSQL WEB_CONCURRENCY=${workers} (${serving} proc.)`;
            targets.push({
              config,
              server,
              seller: await sellerOf(server),
              database: { client: admin, name: database },
            });
            if (serving !== workers) {
              notes.push(
                `${label}WEB_CONCURRENCY=${workers}: the server ran ${serving} serving process(es); this build does not fork workers.`,
              );
            }
            bytes ??= await pageBytes(server.url);
          }
          await measure(targets, opts.connections, opts.duration, rows);
        } finally {
          for (const server of started) await server.stop();
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
        const target = { config: "PGlite (1 proc.)", server, seller: await sellerOf(server) };
        await measure([target], opts.connections, opts.duration, rows);
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
  for (const line of signedInVerdict(rows)) console.log(line);
  for (const note of notes) console.log(`Note: ${note}`);
}

await main();
