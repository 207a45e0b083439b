import { lingui } from "@lingui/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { linguiMacros } from "./scripts/lingui-macros";

/*
 * Client chunks. Left to itself, Rolldown makes one chunk per set of routes that share a module,
 * so the home page loaded some twenty small files, each paying its own imports and gzip overhead.
 * Two groups instead:
 * - vendor: React, React DOM, React Router, Lingui's runtime (decision 0046) and Vite's preload
 *   helper. They change only with a dependency upgrade, so browsers keep this chunk across
 *   deployments.
 * - app: the root route and the home page with everything they import statically (layout, UI
 *   primitives, icons, listing cards, constants, formatting). The home page, the landing page,
 *   runs it all; the other pages use most of it too and add their own route chunk.
 * Modules loaded with import() or lazy() (toasts, account menu, install card, error pages) stay
 * out of both: a group only takes static imports.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@lingui)[\\/]|^\0vite\/preload-helper/;
const APP = /[\\/]app[\\/](root|routes[\\/]home)\.tsx(\?|$)/;

export default defineConfig({
  plugins: [linguiMacros(), lingui(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  // Server-only packages with native or CommonJS internals: the development server's dependency
  // scan reaches them through route modules' server imports and must not try to bundle them.
  optimizeDeps: { exclude: ["sharp", "sharp-phash", "pg-boss"] },
  ssr: {
    external: [
      "@electric-sql/pglite",
      "pg",
      "pg-boss",
      "sharp",
      "sharp-phash",
      "better-auth",
      "nodemailer",
      "pino",
      "prom-client",
      "@sentry/node",
    ],
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // The higher priority takes React first; the app group takes the rest of the
                // static dependencies of the root and home routes.
                { name: "vendor", test: VENDOR, priority: 2 },
                { name: "app", test: APP, priority: 1 },
                // The error code (request-id.tsx) travels with the not-found page, which the
                // site's error page already loads: the pages' own error panels (lists, listings,
                // sellers) load that small chunk, and the home page's list of lazy chunks does
                // not gain one of its own.
                {
                  name: "not-found-content",
                  test: /[\\/]app[\\/]components[\\/](request-id|layout[\\/]not-found-content)\.tsx/,
                  priority: 0,
                },
              ],
            },
          },
        },
      },
    },
  },
});
