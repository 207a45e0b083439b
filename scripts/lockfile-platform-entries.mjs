// The registry mirror this project installs from serves only the Linux (glibc) builds of native
// packages, so npm leaves the other platforms' optional packages out of package-lock.json and
// `npm ci` then refuses the lock file (npm/cli#4828, #8320). This adds the missing entries with
// their platform (os, cpu, libc), which `npm ci` accepts and skips on a Linux x64 machine.
// Run after `npm install` whenever a dependency with native builds changes.
import fs from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));
const packages = lock.packages;

function platformOf(name) {
  const id = name.split("/").pop();
  const os = [
    "android",
    "darwin",
    "freebsd",
    "linux",
    "win32",
    "openbsd",
    "netbsd",
    "sunos",
    "aix",
  ].find((candidate) => id.includes(candidate));
  const cpu = [
    "arm64",
    "x64",
    "ia32",
    "arm",
    "wasm32",
    "ppc64",
    "s390x",
    "riscv64",
    "loong64",
  ].find((candidate) => new RegExp(`(^|-)${candidate}(-|$)`).test(id));
  const entry = {};
  if (cpu) entry.cpu = [cpu];
  if (id.includes("musl")) entry.libc = ["musl"];
  if (id.includes("gnu") && os === "linux") entry.libc = ["glibc"];
  if (os) entry.os = [os];
  return entry;
}

let added = 0;
for (const [location, info] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(info.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = {
      version,
      ...(info.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} entrées de plateforme ajoutées à package-lock.json`);
