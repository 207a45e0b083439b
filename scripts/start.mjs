// `npm start`: build when the build is missing or older than the sources, then serve.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const stamp = path.join(root, "build", "server.js");

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = [
  "app",
  "public",
  "server.ts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const builtAt = fs.statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));

if (builtAt === 0 || sourcesAt > builtAt) {
  console.log(
    builtAt === 0 ? "Première construction de Darna…" : "Sources modifiées : reconstruction…",
  );
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(stamp);
