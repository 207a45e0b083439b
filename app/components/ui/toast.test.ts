import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/*
 * The toast outlet (and sonner, ~10 KB gz) is mounted only when ~/components/ui/toast asks for
 * it: a module importing "sonner" itself would raise toasts nobody shows.
 */
it("only the toast module and its outlet import sonner", () => {
  const app = path.resolve(import.meta.dirname, "../..");
  const importers = fs
    .readdirSync(app, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /^import (?!type )[^;]*from "sonner";/m.test(fs.readFileSync(path.join(app, file), "utf8")),
    )
    .map((file) => file.split(path.sep).join("/"));
  expect(importers).toEqual(["components/ui/toaster.tsx"]);
});
