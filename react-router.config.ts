import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate folder lets a benchmark or a second checkout build without touching build/.
  buildDirectory: process.env.DARNA_BUILD_DIR ?? "build",
  future: {
    // Vite scans every route for dependencies before the first page: without it a dependency
    // found later re-optimises and the browser's modules answer 504 (Outdated Optimize Dep).
    unstable_optimizeDeps: true,
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
