// Bundles the browser's error tracking (app/lib/error-tracking-script.ts) into a script of its
// own beside the client build: pages name it only when SENTRY_DSN is set (decision 0037), so it
// never joins the chunks every page loads.
import path from "node:path";
import { build } from "esbuild";

const outDir = process.env.DARNA_BUILD_DIR ?? "build";

await build({
  entryPoints: ["app/lib/error-tracking-script.ts"],
  outfile: path.join(outDir, "client", "error-tracking.js"),
  bundle: true,
  platform: "browser",
  format: "iife",
  target: "es2022",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
});
