import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { freePort } from "../tests/fixtures/ports";

/*
 * The built server started by a benchmark (bench:load, bench:lighthouse), and what an interrupted
 * run (Ctrl+C) must not leave behind.
 */

const root = path.resolve(import.meta.dirname, "..");

export type TServer = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** The first lines the server printed (the demo accounts and their password come early). */
  startLog: () => string;
  stop: () => Promise<void>;
};

const running = new Set<ChildProcess>();
/** Run on Ctrl+C after the servers are killed (a throwaway database to drop, …). */
export const cleanups: (() => Promise<void>)[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill("SIGKILL");
    Promise.allSettled(cleanups.map((cleanup) => cleanup())).finally(() => process.exit(130));
  });
}

async function waitHealthy(server: TServer) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${server.url}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`le serveur ne répond pas sur ${server.url}/healthz\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `node …args` in production mode on `port`; stop() sends SIGTERM (SIGKILL after 15 s). */
export function spawnServer(args: string[], env: Record<string, string>, port: number): TServer {
  let output = "";
  let startLog = "";
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stdout?.on("data", (chunk) => {
    output = (output + chunk).slice(-4000);
    if (startLog.length < 16_000) startLog += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk).slice(-4000);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    startLog: () => startLog,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Darna from `build` (a folder holding server.js) with the demo data, once it answers /healthz. */
export async function startDarna(build: string, env: Record<string, string>): Promise<TServer> {
  const port = await freePort();
  const server = spawnServer(
    [path.join(build, "server.js")],
    {
      LOG_LEVEL: "warn",
      SEED_DEMO: "true",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DARNA_BUILD_DIR: build,
      DARNA_MIGRATIONS_DIR: path.join(root, "app/server/db/migrations"),
      ...env,
    },
    port,
  );
  try {
    await waitHealthy(server);
  } catch (error) {
    // A server that never answered is not left running (nor writing in its data directory).
    await server.stop();
    throw error;
  }
  return server;
}
