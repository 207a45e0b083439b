// Bundles server.ts for `npm start`: starting through tsx costs seconds and memory.
import fs from "node:fs";
import path from "node:path";
import { transformAsync } from "@babel/core";
import { build } from "esbuild";

/**
 * Lingui's macros in the app's modules the server reaches outside Vite (mails, jobs): the same
 * Babel pass as the Vite build's (scripts/lingui-macros.ts, decision 0046).
 */
const linguiMacros = {
  name: "lingui-macros",
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]app[\\/].*\.tsx?$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, "utf8");
      if (!/@lingui\/(?:core|react)\/macro/.test(source)) return undefined;
      const result = await transformAsync(source, {
        filename: args.path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ["typescript", "jsx"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return { contents: result?.code ?? source, loader: args.path.endsWith("x") ? "tsx" : "ts" };
    });
  },
};

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
  plugins: [linguiMacros],
});

// Imports are evaluated before any statement of a module: the production default must be set
// in a module of its own, before React and the rest are loaded.
fs.writeFileSync(
  path.join(outDir, "server.js"),
  `process.env.NODE_ENV ??= "production";\nawait import("./server-main.js");\n`,
);
