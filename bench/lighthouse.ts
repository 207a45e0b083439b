/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance score of the built server's pages
 * (target ≥ 95 on / and /proprietes, issues 12 and 13), with the demo data on PGlite.
 * Lighthouse's default run: a mid-range phone emulated, 4× CPU slowdown and a slow 4G link
 * simulated from the page's trace. Debian's Chromium (CHROMIUM_PATH), headless, no download.
 * Each page is measured --runs times (default 3); the median run by score is reported with its
 * First/Largest Contentful Paint, Total Blocking Time and layout shift. Visitors without cookies
 * get pages from the anonymous page cache (docs/decisions/0017) after the first one.
 * Requires `npm run build` first. Prints a table; never fails on a figure (the machine is shared
 * and noisy: the simulated times scale with how busy the CPU is, run it on a quiet machine).
 *
 * Options: --runs=N, --pages=/,/proprietes (paths; `detail` names the first property's page).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { freePort } from "../tests/fixtures/ports";
import { startDarna } from "./darna-server";

const root = path.resolve(import.meta.dirname, "..");
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function options() {
  const value = (name: string) =>
    process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  return {
    runs: Number(value("runs") ?? 3),
    pages: (value("pages") ?? "/,/proprietes,detail,/services").split(","),
  };
}

type TRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

async function measure(url: string, port: number): Promise<TRun> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
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

async function main() {
  const opts = options();
  const build = path.join(root, "build");
  if (!fs.existsSync(path.join(build, "server.js"))) {
    throw new Error("Construisez d'abord : npm run build");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-lighthouse-"));
  const server = await startDarna(build, { DATA_DIR: dataDir, DATABASE_URL: "" });
  const port = await freePort();
  const browser = await chromium.launch({
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
  try {
    console.log(`Lighthouse (mobile), ${opts.runs} runs per page, ${os.cpus().length} CPU\n`);
    const rows: string[][] = [];
    for (const page of opts.pages) {
      const pagePath = page === "detail" ? await firstPropertyPath(server.url) : page;
      const runs: TRun[] = [];
      for (let run = 0; run < opts.runs; run++)
        runs.push(await measure(server.url + pagePath, port));
      const scores = runs.map((run) => run.score);
      const median = [...runs].sort((a, b) => a.score - b.score)[
        Math.floor(runs.length / 2)
      ] as TRun;
      console.log(`  ${page}: ${scores.join(", ")}`);
      rows.push([
        page,
        String(median.score),
        scores.join(" "),
        `${Math.round(median.fcp)} ms`,
        `${Math.round(median.lcp)} ms`,
        `${Math.round(median.tbt)} ms`,
        median.cls.toFixed(3),
      ]);
    }
    const header = ["page", "score", "runs", "FCP", "LCP", "TBT", "CLS"];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
    );
    const line = (cells: string[]) =>
      cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  ");
    console.log(`\n${line(header)}`);
    for (const row of rows) console.log(line(row));
    console.log("\nTarget: performance ≥ 95 on / and /proprietes (median of the runs).");
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
