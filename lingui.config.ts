import { defineConfig } from "@lingui/cli";
import babel from "@lingui/cli/api/extractors/babel";
import { formatter } from "@lingui/format-po";
import { labelExtractor } from "./scripts/lingui-labels";

/**
 * The interface's texts (issue 25, decision 0046): French is the source, written in the code
 * through Lingui's macros; Arabic is its translation. `npm test` checks both catalogues
 * (app/lib/i18n/catalogue.test.ts).
 */
export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "ar"],
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/messages",
      include: ["<rootDir>/app"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**"],
    },
  ],
  extractors: [labelExtractor, babel],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
