import type { ServerBuild } from "react-router";

/**
 * Starts this process's job runner from the application build, which exports it (entry.server.tsx):
 * the jobs run the build's own modules instead of a second copy bundled into the process entry.
 */
export async function startJobsFromBuild(build: ServerBuild) {
  const entry = build.entry.module as unknown as { startJobRunner?: () => Promise<void> };
  if (!entry.startJobRunner) throw new Error("la build ne fournit pas le lanceur de tâches");
  await entry.startJobRunner();
}
