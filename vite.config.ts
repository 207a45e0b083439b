import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  server: { port: 3000 },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "better-auth", "nodemailer", "pino"],
  },
});
