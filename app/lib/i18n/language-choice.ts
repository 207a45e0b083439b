import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "./locale";

/** The language switch's form (app/components/layout/language-switch.tsx). */
export const ZLanguageChoice = z.object({
  // A forged language is French, the site's default.
  langue: z.enum(LOCALES).catch(DEFAULT_LOCALE),
  // The page the switch was on, its query included; another site's address is the home page.
  vers: z.string().max(2000).catch("/"),
});
