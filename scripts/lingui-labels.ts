import type { ExtractorType } from "@lingui/conf";

/**
 * The business labels of app/lib/constants.ts (governorates, property types, announcement types,
 * store categories, price bands), the service professions and the property list's own choices
 * (amenities, surface bands, sorts, furnished) stay French strings there: the server, the demo data and the
 * search read them. The interface shows them through the page's catalogue, `i18n._(label)`, with
 * the French label as the message id (decision 0046); this extractor puts every one of them in
 * the catalogues, where the catalogue check requires their Arabic.
 */
const LABEL_FILES =
  /[\\/]app[\\/](?:lib[\\/]constants|features[\\/]listings[\\/]catalogue[\\/]service[\\/]professions|features[\\/]properties[\\/](?:amenities|filter-options|furnished|property-sorts))\.ts$/;

/** The arrays of plain labels: governorates, professions. */
const LABEL_ARRAYS = /(?:GOVERNORATES|SERVICE_PROFESSIONS) = \[([^\]]*)\]/g;

export const labelExtractor: ExtractorType = {
  match: (filename) => LABEL_FILES.test(filename),
  extract(filename, code, onMessageExtracted) {
    const lines = code.split("\n");
    const found = new Set<string>();
    for (const [, list = ""] of code.matchAll(LABEL_ARRAYS)) {
      for (const [, label] of list.matchAll(/"([^"]+)"/g)) found.add(label as string);
    }
    for (const [, label] of code.matchAll(/\blabel: "([^"]+)"/g)) found.add(label as string);
    for (const label of found) {
      const line = lines.findIndex((text) => text.includes(`"${label}"`)) + 1;
      onMessageExtracted({ id: label, message: label, origin: [filename, line] });
    }
  },
};
