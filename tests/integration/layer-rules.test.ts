import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The layers of decision 0042 (routes/edge → features → components → kernel/server → lib) as
 * the linter holds them: the project's own biome.json lints small files placed in each layer,
 * in a scratch folder so that the tree itself never carries an import that goes up.
 */

const repo = resolve(import.meta.dirname, "../..");

type TCase = { file: string; imports: string[] };

const UPWARD: TCase[] = [
  { file: "app/lib/upward.ts", imports: ["~/kernel/kinds"] },
  { file: "app/lib/upward-server.ts", imports: ["~/server/env.server"] },
  { file: "app/kernel/upward.ts", imports: ["~/features/account/schemas"] },
  { file: "app/kernel/upward-server.ts", imports: ["~/server/auth.server"] },
  { file: "app/server/upward.server.ts", imports: ["~/features/listings/expiry"] },
  { file: "app/server/upward-edge.server.ts", imports: ["~/edge/guards.server"] },
  { file: "app/server/jobs/upward.server.ts", imports: ["~/edge/job-registry.server"] },
  { file: "app/components/layout/upward.tsx", imports: ["~/features/favorites/schemas"] },
  { file: "app/components/ui/upward.tsx", imports: ["~/edge/flash.server"] },
  { file: "app/features/ratings/upward.server.ts", imports: ["~/edge/read-form.server"] },
  { file: "app/features/seo/upward.ts", imports: ["~/routes/home"] },
  { file: "app/features/ratings/sideways.ts", imports: ["~/features/comments/schemas"] },
  { file: "app/features/ratings/components.server.ts", imports: ["~/components/ui/button"] },
  { file: "app/edge/upward.server.ts", imports: ["~/routes/home"] },
];

const DOWNWARD: TCase[] = [
  {
    file: "app/edge/downward.server.ts",
    imports: [
      "~/features/ratings/rate-item.server",
      "~/kernel/failures",
      "~/server/env.server",
      "~/lib/text",
    ],
  },
  {
    file: "app/features/ratings/downward.server.ts",
    imports: [
      "~/features/listings/visibility.server",
      "~/kernel/policy",
      "~/server/db/client.server",
    ],
  },
  {
    file: "app/features/ratings/components/downward.tsx",
    imports: ["~/components/ui/button", "~/kernel/kinds", "~/lib/format"],
  },
  { file: "app/components/layout/downward.tsx", imports: ["~/kernel/policy", "~/lib/format"] },
  { file: "app/server/downward.server.ts", imports: ["~/kernel/actor", "~/lib/ids"] },
  { file: "app/kernel/downward.ts", imports: ["~/lib/forms"] },
];

type TDiagnostic = { category: string; location: { path: string } };

let scratch: string;
let diagnostics: TDiagnostic[];

function sourceOf({ imports }: TCase): string {
  const lines = imports.map((from, index) => `import * as m${index} from "${from}";`);
  return `${lines.join("\n")}\n\nexport const all = [${imports.map((_, index) => `m${index}`).join(", ")}];\n`;
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "darna-layers-"));
  const config = JSON.parse(readFileSync(join(repo, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, "biome.json"), JSON.stringify(config));
  for (const fixture of [...UPWARD, ...DOWNWARD]) {
    mkdirSync(dirname(join(scratch, fixture.file)), { recursive: true });
    writeFileSync(join(scratch, fixture.file), sourceOf(fixture));
  }
  let output: string;
  try {
    output = execFileSync(join(repo, "node_modules/.bin/biome"), ["lint", "--reporter=json", "."], {
      cwd: scratch,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    // Biome exits 1 when it finds errors, which is what the upward files are for.
    output = (error as { stdout: string }).stdout;
  }
  diagnostics = JSON.parse(output).diagnostics;
});

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

const restrictedIn = (file: string) =>
  diagnostics.filter(
    (diagnostic) =>
      diagnostic.category === "lint/style/noRestrictedImports" && diagnostic.location.path === file,
  );

describe("the layer rules", () => {
  it.each(UPWARD)("refuse $file importing $imports", (fixture) => {
    expect(restrictedIn(fixture.file)).toHaveLength(fixture.imports.length);
  });

  it.each(DOWNWARD)("accept $file importing $imports", (fixture) => {
    expect(restrictedIn(fixture.file)).toEqual([]);
  });
});
