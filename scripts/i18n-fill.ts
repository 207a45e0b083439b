/**
 * `npx tsx scripts/i18n-fill.ts <translations.json>…`: writes translations into the Arabic
 * catalogue, for messages it has and still lacks. Each file maps a French source sentence, as
 * the catalogue writes it (`msgid`), to its Arabic. Run `npx lingui extract` first; what is left
 * untranslated is listed.
 */
import fs from "node:fs";
import path from "node:path";

const catalogue = path.resolve(import.meta.dirname, "../app/locales/ar/messages.po");

function poString(value: string): string {
  return JSON.stringify(value);
}

function readPoString(literal: string): string {
  return JSON.parse(literal) as string;
}

const translations = new Map<string, string>();
for (const file of process.argv.slice(2)) {
  for (const [french, arabic] of Object.entries(
    JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>,
  )) {
    translations.set(french, arabic);
  }
}

const lines = fs.readFileSync(catalogue, "utf8").split("\n");
const missing: string[] = [];
for (let index = 0; index < lines.length; index++) {
  const id = lines[index]?.match(/^msgid (".*")$/)?.[1];
  const next = lines[index + 1];
  if (!id || next === undefined || !next.startsWith("msgstr ")) continue;
  const french = readPoString(id);
  if (french === "") continue;
  const current = readPoString(next.slice("msgstr ".length));
  const arabic = translations.get(french);
  if (arabic !== undefined && current === "") lines[index + 1] = `msgstr ${poString(arabic)}`;
  else if (current === "" && arabic === undefined) missing.push(french);
}
fs.writeFileSync(catalogue, lines.join("\n"));
if (missing.length > 0) console.log(`Sans traduction (${missing.length}) :\n${missing.join("\n")}`);
