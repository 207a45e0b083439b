import type { TestProject } from "vitest/node";
import { dropBaseDatabase, prepareBaseDatabase } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    baseDatabase: { pgliteDump?: string; template?: string };
  }
}

export default async function setup(project: TestProject) {
  const base = await prepareBaseDatabase();
  project.provide("baseDatabase", base);
  return () => dropBaseDatabase(base);
}
