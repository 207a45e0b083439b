import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate folder lets a benchmark or a second checkout build without touching build/.
  buildDirectory: process.env.DARNA_BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
