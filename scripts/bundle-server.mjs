// Bundles server.ts for `npm start`: starting through tsx costs seconds and memory.
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// A build into another folder (DARNA_BUILD_DIR) keeps its server bundle beside it.
const outDir = process.env.DARNA_BUILD_DIR ?? "build";

await build({
  entryPoints: ["server.ts"],
  outfile: path.join(outDir, "server-main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  define: { "process.env.DARNA_BUNDLED": '"1"' },
  logLevel: "warning",
});

// Imports are evaluated before any statement of a module: the production default must be set
// in a module of its own, before React and the rest are loaded.
fs.writeFileSync(
  path.join(outDir, "server.js"),
  `process.env.NODE_ENV ??= "production";\nawait import("./server-main.js");\n`,
);
