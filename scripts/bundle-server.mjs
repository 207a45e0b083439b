// Bundles server.ts for `npm start`: starting through tsx costs seconds and memory.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  // A build into another folder (DARNA_BUILD_DIR) keeps its server bundle beside it.
  outfile: `${process.env.DARNA_BUILD_DIR ?? "build"}/server.js`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  define: { "process.env.DARNA_BUNDLED": '"1"' },
  // The built server runs React and the rest in production mode unless told otherwise.
  banner: { js: 'process.env.NODE_ENV ??= "production";' },
  logLevel: "warning",
});
