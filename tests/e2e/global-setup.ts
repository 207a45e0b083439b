import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../fixtures/ports";

/**
 * Starts the production build twice on free ports, each with its own temporary DATA_DIR:
 * one with the demo data (E2E_BASE_URL) and one empty (E2E_EMPTY_BASE_URL) for empty states.
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, "../..");
  if (!fs.existsSync(serverBundle(root))) {
    throw new Error("Construisez l'application d'abord : npm run build");
  }
  const servers = await Promise.all([
    startServer(root, { SEED_DEMO: "true" }),
    startServer(root, { SEED_DEMO: "false" }),
  ]);
  process.env.E2E_BASE_URL = servers[0].url;
  process.env.E2E_DATA_DIR = servers[0].dataDir;
  // Drawn for each new database and printed at start-up (see app/server/seed/demo.server.ts).
  const demoPassword = /mot de passe: (\S+)\)/.exec(servers[0].output())?.[1];
  if (!demoPassword)
    throw new Error("Le mot de passe des comptes de démonstration est introuvable");
  process.env.E2E_DEMO_PASSWORD = demoPassword;
  process.env.E2E_EMPTY_BASE_URL = servers[1].url;
  return async () => {
    for (const server of servers) await server.stop();
  };
}

/** `npm run build` output, or another build folder named by DARNA_BUILD_DIR. */
function serverBundle(root: string) {
  return path.resolve(root, process.env.DARNA_BUILD_DIR ?? "build", "server.js");
}

async function startServer(root: string, extraEnv: Record<string, string>) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "darna-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [serverBundle(root)], {
    cwd: root,
    env: {
      ...process.env,
      ...extraEnv,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DARNA_ROOT: root,
      LOG_LEVEL: "warn",
      // Tests play a proxy (X-Forwarded-For) to come from client addresses of their own: the
      // suite makes more accounts than one address may in an hour (fixtures/accounts.ts), and
      // tests of per-address limits must not use up 127.0.0.1's. Without the header nothing
      // changes: the client is the socket's address.
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  // A first start draws the demo photos; on a shared two-core machine under load it has taken
  // more than a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Le serveur de test s'est arrêté :\n${output}`);
    const healthy = await fetch(`${url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`Le serveur de test ne répond pas :\n${output}`);
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
