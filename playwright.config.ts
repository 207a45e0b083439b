import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium: Playwright never downloads a browser here.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (two sign-ins, a password change, photos) on a shared two-core machine running
  // two browsers and the servers. A test asserts what happens, not how fast (speed is measured
  // under bench/): on a day this machine ran three to four times slower than usual, the password
  // reset journey took 59.5 s and a client navigation that loads two route modules more than 7 s.
  // So two minutes a journey and 15 s for a single state to come.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // CI adds a JSON report (PLAYWRIGHT_JSON_OUTPUT_NAME) to count the tests of every run.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "fr-FR",
    timezoneId: "Africa/Tunis",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
});
