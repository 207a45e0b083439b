// Adds up the JSON reports of Vitest and Playwright into the closing "N passed, N failed" line.
import fs from "node:fs";
import path from "node:path";

const folder = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of fs.readdirSync(folder)) {
  const report = JSON.parse(fs.readFileSync(path.join(folder, file), "utf8"));
  if (file.startsWith("vitest")) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
