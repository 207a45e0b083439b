// Bundles server.ts for `npm start`: starting through tsx costs seconds and memory.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  define: { "process.env.DARNA_BUNDLED": '"1"' },
  logLevel: "warning",
});
