import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/*
 * The specification is not in the repository: a comment that points at one of its section
 * numbers tells a reader nothing, so comments state the rule they rely on instead. The section
 * sign is written as an escape so that this file does not flag itself.
 */
const sectionPointer = /\u00a7\s*\d/;

const root = path.resolve(import.meta.dirname, "../..");
const scanned = ["app", "scripts", "tests", "bench", "server.ts"];

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(entry, file))
    .filter((file) => /\.(?:[cm]?[jt]sx?|css|sql|json|md)$/.test(file))
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

it("no source file points at a section of a document that is not in the repository", () => {
  const pointers = scanned.flatMap(sourceFiles).flatMap((file) =>
    fs
      .readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, index) =>
        sectionPointer.test(line)
          ? [`${file.split(path.sep).join("/")}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  );
  expect(pointers).toEqual([]);
});
