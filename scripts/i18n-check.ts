/**
 * The catalogue check (issue 25, decision 0046), run by `npm test` through i18n-check.test.ts:
 * - every message of the code is in the catalogues, and every one has its Arabic;
 * - an Arabic plural names the six categories Arabic has;
 * - a module whose page exists in Arabic holds no sentence outside the catalogue.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "..");

export type TPoEntry = { id: string; translation: string };

/** The entries of a `.po` catalogue (Lingui writes every string on one line). */
export function readPo(text: string): TPoEntry[] {
  const entries: TPoEntry[] = [];
  const lines = text.split("\n");
  for (let index = 0; index < lines.length; index++) {
    const id = lines[index]?.match(/^msgid (".*")$/)?.[1];
    const translation = lines[index + 1]?.match(/^msgstr (".*")$/)?.[1];
    if (id === undefined || translation === undefined) continue;
    const entry = { id: JSON.parse(id) as string, translation: JSON.parse(translation) as string };
    if (entry.id !== "") entries.push(entry);
  }
  return entries;
}

const ARABIC_PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"];

/** What is wrong with a translated catalogue: missing translations, incomplete plurals. */
export function catalogueProblems(entries: TPoEntry[], pluralCategories: string[]): string[] {
  const problems: string[] = [];
  for (const { id, translation } of entries) {
    if (translation.trim() === "") {
      problems.push(`sans traduction : ${id}`);
      continue;
    }
    if (!/\{\s*\w+\s*,\s*plural\s*,/.test(translation)) continue;
    const missing = pluralCategories.filter(
      (category) => !new RegExp(`(?:^|[\\s,}])${category}\\s*\\{`).test(translation),
    );
    if (missing.length > 0) problems.push(`pluriel sans ${missing.join(", ")} : ${id}`);
  }
  return problems;
}

export function arabicCatalogueProblems(poText: string): string[] {
  return catalogueProblems(readPo(poText), ARABIC_PLURAL_CATEGORIES);
}

/** The message ids the code holds today, extracted into a scratch directory. */
export function extractedIds(): string[] {
  // Inside the project, where the configuration's imports resolve.
  const cache = path.join(ROOT, "node_modules/.cache");
  fs.mkdirSync(cache, { recursive: true });
  const scratch = fs.mkdtempSync(path.join(cache, "darna-i18n-"));
  const config = path.join(scratch, "lingui.config.ts");
  fs.writeFileSync(
    config,
    fs
      .readFileSync(path.join(ROOT, "lingui.config.ts"), "utf8")
      .replace("<rootDir>/app/locales/{locale}/messages", `${scratch}/{locale}/messages`)
      .replaceAll("<rootDir>", ROOT)
      .replace("./scripts/", `${ROOT}/scripts/`)
      .replace(
        "export default defineConfig({",
        `export default defineConfig({\n  rootDir: "${ROOT}",`,
      ),
  );
  try {
    execFileSync(path.join(ROOT, "node_modules/.bin/lingui"), ["extract", "--config", config], {
      cwd: ROOT,
      stdio: "pipe",
    });
    return readPo(fs.readFileSync(path.join(scratch, "fr/messages.po"), "utf8")).map(
      (entry) => entry.id,
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Words that are the same in every language: the brand, a trade name, the languages' own names. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Darna", "WhatsApp", "Français", "العربية"]);

/** Attributes whose value a person reads or hears. */
const READ_ATTRIBUTES = new Set([
  "aria-label",
  "title",
  "placeholder",
  "alt",
  "label",
  "description",
  "emptyText",
  "message",
]);

const MACRO_ELEMENTS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);

function isSentence(text: string): boolean {
  const trimmed = text.replace(/\s+/g, " ").trim();
  return /\p{L}{2,}/u.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.has(trimmed);
}

function insideMacro(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && MACRO_ELEMENTS.has(parent.openingElement.tagName.getText())) {
      return true;
    }
  }
  return false;
}

/** The sentences of a `.tsx` module written outside the catalogue, with their line numbers. */
export function hardCodedTexts(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${fileName}:${line + 1} « ${text.replace(/\s+/g, " ").trim()} »`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isSentence(node.text) && !insideMacro(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression
            ? value.expression
            : undefined;
      if (
        literal &&
        (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) &&
        isSentence(literal.text)
      ) {
        report(node, literal.text);
      }
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      isSentence(node.expression.text) &&
      !insideMacro(node)
    ) {
      report(node, node.expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
