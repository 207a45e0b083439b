/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score of the built server's pages
 * (target ≥ 95 on / and /proprietes, issues 12 and 13; on /ar and /ar/proprietes with
 * accessibility and SEO at 100, issue 25), with the demo data on PGlite.
 * Lighthouse's default run: a mid-range phone emulated, 4× CPU slowdown and a slow 4G link
 * simulated from the page's trace. Debian's Chromium (CHROMIUM_PATH), headless, no download.
 * Each page is measured --runs times (default 3); the median run by score is reported with its
 * First/Largest Contentful Paint, Total Blocking Time and layout shift. Visitors without cookies
 * get pages from the anonymous page cache (docs/decisions/0017) after the first one.
 * Requires `npm run build` first. Prints a table; never fails on a figure (the machine is shared
 * and noisy: the simulated times scale with how busy the CPU is, run it on a quiet machine).
 *
 * Options: --runs=N, --pages=/,/proprietes (paths; `detail` names the first property's page),
 * --baseline=DIR: a second built app (a folder holding server.js, e.g. another checkout's build/)
 * started beside this one on its own data directory. Each page's runs are interleaved (baseline,
 * new, baseline, new…) so the machine's noise hits both alike; both rows are printed with the
 * ratio of the medians' Total Blocking Time, new/baseline, per page. The median is taken by score
 * for the row and separately for the ratio's TBT.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { freePort } from "../tests/fixtures/ports";
import { startDarna, type TServer } from "./darna-server";

const root = path.resolve(import.meta.dirname, "..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function options() {
  const value = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    runs: Number(value("runs") ?? 3),
    baseline: value("baseline"),
    pages: (value("pages") ?? "/,/proprietes,detail,/services").split(","),
  };
}

type TRun = {
  score: number;
  accessibility: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART…): that run is redone. */
async function measure(url: string, port: number): Promise<TRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (${url}: ${error instanceof Error ? error.message : error}; run redone)`);
    }
  }
}

async function measureOnce(url: string, port: number): Promise<TRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "seo"],
  });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    score: category("performance"),
    accessibility: category("accessibility"),
    seo: category("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

async function firstPropertyPath(base: string) {
  const html = await (await fetch(`${base}/proprietes`)).text();
  const found = /href="(\/proprietes\/[0-9a-f-]{36})"/.exec(html)?.[1];
  if (!found) throw new Error("aucune annonce dans /proprietes");
  return found;
}

type TBuild = { name: string; dir: string; server?: TServer; dataDir?: string };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function row(name: string, page: string, runs: TRun[]) {
  const scores = runs.map((run) => run.score);
  const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)] as TRun;
  console.log(
    `  ${name} ${page}: score ${scores.join(", ")}; TBT ${runs.map((run) => Math.round(run.tbt)).join(", ")} ms`,
  );
  return [
    page,
    name,
    String(byScore.score),
    scores.join(" "),
    `${Math.round(byScore.fcp)} ms`,
    `${Math.round(byScore.lcp)} ms`,
    `${Math.round(byScore.tbt)} ms`,
    `${Math.round(median(runs.map((run) => run.tbt)))} ms`,
    byScore.cls.toFixed(3),
    String(Math.min(...runs.map((run) => run.accessibility))),
    String(Math.min(...runs.map((run) => run.seo))),
  ];
}

async function main() {
  const opts = options();
  const builds: TBuild[] = [];
  if (opts.baseline) builds.push({ name: "baseline", dir: path.resolve(opts.baseline) });
  builds.push({ name: opts.baseline ? "new" : "", dir: path.join(root, "build") });
  for (const build of builds) {
    if (!fs.existsSync(path.join(build.dir, "server.js"))) {
      throw new Error(`Construisez d'abord : npm run build (${build.dir})`);
    }
  }
  const port = await freePort();
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    // One after the other: two first starts seeding the demo at once would slow both.
    for (const build of builds) {
      build.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-lighthouse-"));
      build.server = await startDarna(build.dir, { DATA_DIR: build.dataDir, DATABASE_URL: "" });
    }
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        `--remote-debugging-port=${port}`,
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
    console.log(`Lighthouse (mobile), ${opts.runs} runs per page, ${os.cpus().length} CPU\n`);
    const rows: string[][] = [];
    const ratios: string[] = [];
    for (const page of opts.pages) {
      const runs = new Map<TBuild, TRun[]>(builds.map((build) => [build, []]));
      const paths = new Map<TBuild, string>();
      for (const build of builds) {
        const server = build.server as TServer;
        paths.set(build, page === "detail" ? await firstPropertyPath(server.url) : page);
      }
      for (let run = 0; run < opts.runs; run++) {
        for (const build of builds) {
          const server = build.server as TServer;
          runs.get(build)?.push(await measure(server.url + paths.get(build), port));
        }
      }
      for (const build of builds) rows.push(row(build.name, page, runs.get(build) ?? []));
      if (builds.length === 2) {
        const [before, after] = builds.map((build) =>
          median((runs.get(build) ?? []).map((run) => run.tbt)),
        ) as [number, number];
        ratios.push(
          `  ${page}: ${Math.round(after)} / ${Math.round(before)} ms = ${before > 0 ? (after / before).toFixed(2) : "n/a"}`,
        );
      }
    }
    // Accessibility and SEO: the lowest of the runs.
    const header = [
      "page",
      "build",
      "score",
      "runs",
      "FCP",
      "LCP",
      "TBT",
      "TBT med",
      "CLS",
      "a11y",
      "SEO",
    ];
    const keep = builds.length === 2 ? header.map(() => true) : header.map((h) => h !== "build");
    const pick = (cells: string[]) => cells.filter((_, i) => keep[i]);
    const widths = pick(header).map((title, column) =>
      Math.max(title.length, ...rows.map((row) => (pick(row)[column] ?? "").length)),
    );
    const line = (cells: string[]) =>
      pick(cells)
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join("  ");
    console.log(`\n${line(header)}`);
    for (const row of rows) console.log(line(row));
    if (ratios.length) {
      console.log("\nTotal Blocking Time, new / baseline (medians of the runs):");
      for (const ratio of ratios) console.log(ratio);
    }
    console.log("\nTarget: performance ≥ 95 on / and /proprietes (median of the runs).");
  } finally {
    await browser?.close();
    for (const build of builds) {
      await build.server?.stop();
      // A leftover folder in /tmp must not hide the error that ended the run.
      if (build.dataDir) {
        fs.rmSync(build.dataDir, { recursive: true, force: true, maxRetries: 5 });
      }
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
