/**
 * `npm run bench:properties`: the public property list (/proprietes) at scale.
 *   - PGlite with 100,000 listings: p95 ≤ 50 ms
 *   - PostgreSQL with 1,000,000 listings: p95 ≤ 20 ms (places, S+n and free ranges included)
 *   - place suggestions: p95 ≤ 5 ms
 * Each database is new (PGlite in a temporary folder, PostgreSQL as a throwaway database dropped
 * at the end), migrated with the app's migrations and seeded with generated listings; then the
 * real `listProperties` runs against it for typical filter combinations, every sort and the
 * full-text search. Prints p50/p95 per case; never fails on a figure (the machine is shared).
 *
 * `npm run bench` runs it after the Foundation measures (--skip-properties leaves it out).
 * Options: --only=pglite|postgres, --pglite-rows=N, --postgres-rows=N, --runs=N, --warmup=N,
 * --explain (prints EXPLAIN (ANALYZE, BUFFERS) of both statements of every case),
 * --postgres-url=URL (server to create the throwaway database on; BENCH_POSTGRES_URL too),
 * --filter=TEXT (only the cases whose name contains TEXT), --database=NAME (the throwaway database's name, darna_bench unless told),
 * --keep (leave the PostgreSQL database in place) and --reuse (measure a kept database again
 * after migrating it, without seeding: for trying indexes).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { and, eq, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import {
  similarProperties,
  similarPropertyStatements,
} from "~/features/listings/similar-listings.server";
import { suggestPlaces } from "~/features/places/places";
import {
  listProperties,
  propertyListStatements,
} from "~/features/properties/list-properties.server";
import { parsePropertyListQuery } from "~/features/properties/list-query-schema";
import { priceContextOf, refreshAllPriceStats } from "~/features/properties/price-context.server";
import { withSearchWordsRead } from "~/features/properties/search-words.server";
import {
  defaultMigrationsFolder,
  installDatabase,
  openPglite,
  openPostgres,
  type TDatabaseHandle,
} from "~/server/db/client.server";
import { migrateDatabase } from "~/server/db/migrate.server";
import { properties } from "~/server/db/schema";
import { seedProperties } from "./properties-seed";

const DEFAULT_BENCH_DATABASE = "darna_bench";

type TCase = { name: string; search: string };

const PRICE_CONTEXT_CASE = "price context (detail page)";
const SIMILAR_CASE = "similar listings (detail page)";

const CASES: TCase[] = [
  { name: "no filter, price ascending (default)", search: "" },
  { name: "no filter, price descending", search: "sort=price_desc" },
  { name: "no filter, newest first", search: "sort=date_desc" },
  { name: "no filter, surface ascending", search: "sort=surface_asc" },
  { name: "no filter, surface descending", search: "sort=surface_desc" },
  { name: "sale in Tunis", search: "announcementType=vente&location=tunis" },
  {
    name: "rent in Kebili (rare), newest",
    search: "announcementType=location&location=kebili&sort=date_desc",
  },
  { name: "sale 300k-500k", search: "announcementType=vente&price=300000-500000" },
  {
    name: "rent 500-1000, newest",
    search: "announcementType=location&price=500-1000&sort=date_desc",
  },
  {
    name: "rent 3000+, price descending",
    search: "announcementType=location&price=3000-&sort=price_desc",
  },
  { name: "category maison", search: "category=maison" },
  { name: "category local_commercial", search: "category=local_commercial" },
  { name: "category bureau, newest", search: "category=bureau&sort=date_desc" },
  { name: "3+ bedrooms", search: "bedrooms=3" },
  { name: "5+ bedrooms, surface descending", search: "bedrooms=5&sort=surface_desc" },
  { name: "surface 100-150", search: "surface=100-150" },
  {
    name: "sale, Sousse, maison, 3+ bedrooms",
    search: "announcementType=vente&location=sousse&category=maison&bedrooms=3",
  },
  {
    name: "rent, Ariana, appartement, 500-1000, 50-100 m²",
    search:
      "announcementType=location&location=ariana&category=appartement&price=500-1000&surface=50-100",
  },
  {
    name: "sale, villa, 1M+, price descending",
    search: "announcementType=vente&category=villa&price=1000000-&sort=price_desc",
  },
  {
    name: "sale, Tozeur, terrain, 200+ m², newest",
    search: "announcementType=vente&location=tozeur&category=terrain&surface=200-&sort=date_desc",
  },
  { name: "q=separe", search: "q=separe" },
  { name: "q=villa piscine", search: "q=villa%20piscine" },
  {
    name: "q=villa piscine, sale, Nabeul",
    search: "q=villa%20piscine&announcementType=vente&location=nabeul",
  },
  {
    name: "q=appartement, rent, newest",
    search: "q=appartement&announcementType=location&sort=date_desc",
  },
  { name: "q=oliveraie, price descending", search: "q=oliveraie&sort=price_desc" },
  // Arabic (issue 25): free text, words read as filters, and both scripts in one search.
  { name: "q=مسبح (Arabic text)", search: `q=${encodeURIComponent("مسبح")}` },
  {
    name: "q=مطبخ مجهز, rent, newest",
    search: `q=${encodeURIComponent("مطبخ مجهز")}&announcementType=location&sort=date_desc`,
  },
  {
    name: "q=شقة للكراء أريانة (read as filters)",
    search: `q=${encodeURIComponent("شقة للكراء أريانة")}`,
  },
  {
    name: "q=فيلا بالمرسى S+4 مسبح (filters and text)",
    search: `q=${encodeURIComponent("فيلا بالمرسى S+4 مسبح")}`,
  },
  { name: "q=piscine حديقة (both scripts)", search: `q=${encodeURIComponent("piscine حديقة")}` },
  { name: "sold and rented included", search: "includeClosed=1" },
  {
    name: "q=villa piscine, sold and rented included",
    search: "q=villa%20piscine&includeClosed=1",
  },
  { name: "page 50, no filter", search: "page=50" },
  {
    name: "page 50, sale, Tunis, newest",
    search: "page=50&announcementType=vente&location=tunis&sort=date_desc",
  },
  // Places (issue 23): delegations, Grand Tunis, several places, S+n, free ranges, with text.
  { name: "one delegation (La Marsa), newest", search: "location=la_marsa&sort=date_desc" },
  {
    name: "family: 3 delegations, rent ≤ 1500, S+2/S+3",
    search:
      "announcementType=location&location=la_marsa,ariana_ville,ezzahra&price=-1500&rooms=2,3",
  },
  {
    name: "Grand Tunis, sale 200k-400k",
    search: "announcementType=vente&location=grand_tunis&price=200000-400000",
  },
  {
    name: "2 delegations + rent ≤ 2000 + S+2/S+3 + q=meuble",
    search:
      "announcementType=location&location=la_marsa,ariana_ville&price=-2000&rooms=2,3&q=meuble",
  },
  {
    name: "3 governorates + q=villa piscine",
    search: "location=sousse,monastir,mahdia&q=villa%20piscine",
  },
];

/** Place suggestions (the place box's `/lieux`): in memory, p95 ≤ 5 ms (issue 23). */
function measurePlaceSuggestions(runs: number) {
  const queries = ["marsa", "La Marsa", "المرسى", "ariana", "ben a", "grand", "sidi", "hammam"];
  const timings: number[] = [];
  for (let run = 0; run < runs; run++) {
    for (const query of queries) {
      const started = performance.now();
      suggestPlaces(query);
      timings.push(performance.now() - started);
    }
  }
  console.log(
    `\nplace suggestions (${timings.length} calls): p50 ${percentile(timings, 50).toFixed(3)} ms, p95 ${percentile(timings, 95).toFixed(3)} ms (target ≤ 5 ms)`,
  );
}

type TOptions = {
  only: "pglite" | "postgres" | null;
  pgliteRows: number;
  postgresRows: number;
  runs: number;
  warmup: number;
  explain: boolean;
  keep: boolean;
  reuse: boolean;
  postgresUrl: string;
  database: string;
  filter: string | null;
};

function parseOptions(argv: string[]): TOptions {
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const number = (name: string, fallback: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw.replaceAll("_", ""));
    if (!Number.isInteger(parsed) || parsed < 1)
      throw new Error(`--${name}: entier positif attendu`);
    return parsed;
  };
  const only = value("only");
  if (only !== undefined && only !== "pglite" && only !== "postgres") {
    throw new Error("--only: pglite ou postgres");
  }
  return {
    only: only ?? null,
    pgliteRows: number("pglite-rows", 100_000),
    postgresRows: number("postgres-rows", 1_000_000),
    runs: number("runs", 30),
    warmup: number("warmup", 5),
    explain: argv.includes("--explain"),
    keep: argv.includes("--keep"),
    reuse: argv.includes("--reuse"),
    postgresUrl:
      value("postgres-url") ??
      process.env.BENCH_POSTGRES_URL ??
      "postgres://postgres@127.0.0.1:5432/postgres",
    database: database(value("database") ?? DEFAULT_BENCH_DATABASE),
    filter: value("filter") ?? null,
  };
}

/** The name goes into statements that cannot take parameters (create/drop database). */
function database(name: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error("--database: lettres minuscules, chiffres et _ (63 au plus)");
  }
  return name;
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

type TTarget = {
  label: string;
  rows: number;
  targetP95: number;
  /** Whether the database already holds the listings (--reuse). */
  seeded: boolean;
  open(): Promise<TDatabaseHandle>;
  dispose(): Promise<void>;
  maintenanceWorkMem: string;
};

function pgliteTarget(rows: number): TTarget {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "darna-bench-properties-"));
  return {
    label: "PGlite",
    rows,
    targetP95: 50,
    maintenanceWorkMem: "256MB",
    seeded: false,
    open: () => openPglite(path.join(folder, "db")),
    dispose: async () => fs.rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresTarget(rows: number, options: TOptions): Promise<TTarget> {
  const admin = async <T extends pg.QueryResultRow>(statement: string) => {
    const client = new pg.Client({ connectionString: options.postgresUrl });
    await client.connect();
    try {
      return (await client.query<T>(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const BENCH_DATABASE = options.database;
  const url = new URL(options.postgresUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const kept =
    options.reuse &&
    (await admin(`select 1 from pg_database where datname = '${BENCH_DATABASE}'`)).length > 0;
  return {
    label: "PostgreSQL",
    rows,
    targetP95: 20,
    maintenanceWorkMem: "1GB",
    seeded: kept,
    async open() {
      if (!kept) {
        await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
        await admin(`create database ${BENCH_DATABASE}`);
      }
      return openPostgres(url.toString());
    },
    async dispose() {
      if (options.keep) console.log(`kept database ${BENCH_DATABASE}`);
      else await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
    },
  };
}

async function explain(handle: TDatabaseHandle, statement: { getSQL(): SQL }) {
  const result = (await handle.db.execute(
    sql`explain (analyze, buffers) ${statement.getSQL()}`,
  )) as unknown as { rows: Record<string, string>[] };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

type TCaseResult = {
  name: string;
  total: string;
  p50: number;
  p95: number;
  max: number;
  /** CPU time of this process: for PGlite, which runs inside it, the query's own cost. */
  cpuP50: number;
  cpuP95: number;
};

async function measure(target: TTarget, options: TOptions) {
  console.log(`\n== ${target.label}: ${target.rows.toLocaleString("en")} listings ==`);
  const handle = await target.open();
  try {
    const migrateStarted = performance.now();
    await migrateDatabase(handle, defaultMigrationsFolder());
    const migrateMs = performance.now() - migrateStarted;
    if (target.seeded) {
      await handle.db.execute(sql`vacuum analyze properties`);
      console.log(`  migrations ${seconds(migrateMs)}; listings kept from an earlier run`);
    } else {
      const seeded = performance.now();
      const timings = await seedProperties(handle.db, target.rows, {
        maintenanceWorkMem: target.maintenanceWorkMem,
        parallel: target.label === "PostgreSQL" ? 2 : 1,
        onProgress: (done) => process.stdout.write(`\r  seeding… ${done.toLocaleString("en")}`),
      });
      const seedMs = performance.now() - seeded;
      process.stdout.write("\n");
      console.log(
        `  migrations ${seconds(migrateMs)}; seed ${seconds(seedMs)} (insert ${seconds(timings.insertMs)}, indexes ${seconds(timings.indexMs)}, vacuum analyze ${seconds(timings.analyzeMs)})`,
      );
    }

    installDatabase(handle);
    const results: TCaseResult[] = [];
    const all: number[] = [];
    const allCpu: number[] = [];
    const loadBefore = os.loadavg()[0] ?? 0;
    const cases = CASES.filter(
      (benchCase) => options.filter === null || benchCase.name.includes(options.filter),
    );
    const timeCase = async (name: string, total: string, run: () => Promise<unknown>) => {
      const samples: number[] = [];
      const cpuSamples: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        await run();
        samples.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        cpuSamples.push((used.user + used.system) / 1000);
      }
      all.push(...samples);
      allCpu.push(...cpuSamples);
      results.push({
        name,
        total,
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        max: Math.max(...samples),
        cpuP50: percentile(cpuSamples, 50),
        cpuP95: percentile(cpuSamples, 95),
      });
    };
    for (const benchCase of cases) {
      // As the list page reads it: the words of the search that name filters become them.
      const parsed = parsePropertyListQuery(new URLSearchParams(benchCase.search));
      const query = withSearchWordsRead(parsed) ?? parsed;
      let total = "";
      for (let i = 0; i < options.warmup; i++) {
        const result = await listProperties(query);
        total = `${result.totalIsCapped ? ">" : ""}${result.total}`;
      }
      await timeCase(benchCase.name, total, () => listProperties(query));
      if (options.explain) {
        const result = await listProperties(query);
        const statements = propertyListStatements(handle.db, query, result.page);
        console.log(`\n--- ${benchCase.name} (?${benchCase.search})`);
        console.log(`count:\n${await explain(handle, statements.count)}`);
        console.log(`page ${result.page}:\n${await explain(handle, statements.page)}`);
      }
    }
    // The detail page's price context (issue 15): the medians come from the price-stats job,
    // run here once over every listing; the page's own query reads one group.
    if (options.filter === null || PRICE_CONTEXT_CASE.includes(options.filter)) {
      const refreshStarted = performance.now();
      const groups = await refreshAllPriceStats();
      console.log(
        `  price statistics: ${groups} groups recomputed in ${seconds(performance.now() - refreshStarted)}`,
      );
      const [subject] = await handle.db
        .select()
        .from(properties)
        .where(eq(properties.location, "tunis"))
        .limit(1);
      if (subject) {
        const context = await priceContextOf(subject);
        await timeCase(PRICE_CONTEXT_CASE, context?.median ? "median" : "alone", () =>
          priceContextOf(subject),
        );
      }
    }
    // The detail page's similar listings (decision 0025): two short walks of one index.
    if (options.filter === null || SIMILAR_CASE.includes(options.filter)) {
      for (const [location, type] of [
        ["tunis", "appartement"],
        ["kebili", "bureau"],
      ] as const) {
        const [subject] = await handle.db
          .select()
          .from(properties)
          .where(and(eq(properties.location, location), eq(properties.type, type)))
          .limit(1);
        if (!subject) continue;
        const found = await similarProperties(subject);
        await timeCase(`${SIMILAR_CASE}, ${location} ${type}`, String(found.length), () =>
          similarProperties(subject),
        );
        if (options.explain) {
          const statements = similarPropertyStatements(handle.db, subject);
          console.log(`similar, above:\n${await explain(handle, statements.above)}`);
          console.log(`similar, below:\n${await explain(handle, statements.below)}`);
        }
      }
    }
    printTable(target, results, all, allCpu, [loadBefore, os.loadavg()[0] ?? 0], options.runs);
  } finally {
    await handle.close();
    await target.dispose();
  }
}

function printTable(
  target: TTarget,
  results: TCaseResult[],
  all: number[],
  allCpu: number[],
  load: [number, number],
  runs: number,
) {
  // PGlite runs in this process: its CPU time is the query's cost whatever else the shared
  // machine is doing. PostgreSQL works in its own processes, so only the elapsed time is shown.
  const cpu = target.label === "PGlite";
  const width = Math.max(...results.map((result) => result.name.length), 10);
  const row = (cells: string[]) =>
    [cells[0]?.padEnd(width), ...cells.slice(1).map((cell) => cell.padStart(9))].join("  ");
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const header = ["case", "total", "p50", "p95", "max"];
  console.log(
    `\n${target.label}, ${target.rows.toLocaleString("en")} listings, ${runs} runs per case (load average ${load[0].toFixed(1)} → ${load[1].toFixed(1)})`,
  );
  console.log(row(cpu ? [...header, "cpu p50", "cpu p95"] : header));
  for (const result of results) {
    const cells = [result.name, result.total, ms(result.p50), ms(result.p95), ms(result.max)];
    console.log(row(cpu ? [...cells, ms(result.cpuP50), ms(result.cpuP95)] : cells));
  }
  const p95 = percentile(all, 95);
  const overall = ["all cases", "", ms(percentile(all, 50)), ms(p95), ms(Math.max(...all))];
  console.log(
    row(cpu ? [...overall, ms(percentile(allCpu, 50)), ms(percentile(allCpu, 95))] : overall),
  );
  // The target holds for every case, not for the cases pooled together.
  const worst = Math.max(...results.map((result) => result.p95));
  const missed = results.filter((result) => result.p95 > target.targetP95);
  console.log(
    `target p95 ≤ ${target.targetP95} ms for every case: ${missed.length === 0 ? "met" : `missed by ${missed.length} (${missed.map((result) => result.name).join("; ")})`}; all cases pooled p95 ${ms(p95)}; worst case p95 ${ms(worst)}`,
  );
}

async function postgresReachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs the benchmark with command-line style options (also called by bench/run.ts). */
export async function runPropertiesBench(argv: string[]) {
  const options = parseOptions(argv);
  const targets: TTarget[] = [];
  if (options.only !== "postgres") targets.push(pgliteTarget(options.pgliteRows));
  if (options.only !== "pglite") {
    const problem = await postgresReachable(options.postgresUrl);
    if (problem) {
      console.log(
        `\nPostgreSQL skipped: ${options.postgresUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")} unreachable (${problem}); set --postgres-url or BENCH_POSTGRES_URL.`,
      );
    } else {
      targets.push(await postgresTarget(options.postgresRows, options));
    }
  }
  for (const target of targets) await measure(target, options);
  measurePlaceSuggestions(Math.max(options.runs, 50));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runPropertiesBench(process.argv.slice(2));
}
