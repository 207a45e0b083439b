import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { messages as ar } from "~/locales/ar/messages.po";
import { messages as fr } from "~/locales/fr/messages.po";
import { INTL_LOCALE, type TLocale, type TPageText } from "./locale";

/**
 * The compiled catalogues (Lingui's Vite plugin compiles the `.po` files at build time). The
 * server holds both; a page sends its own language's to the browser in the root loader's data, so
 * the client bundle carries message ids and no sentence.
 */
export const CATALOGUES: Record<TLocale, Messages> = { fr, ar };

/**
 * One instance per use: Lingui's global `i18n` is one per process, and two requests in two
 * languages must never share it (decision 0046).
 */
export function i18nFor(locale: TLocale): I18n {
  return setupI18n({
    locale,
    locales: INTL_LOCALE[locale],
    messages: { [locale]: CATALOGUES[locale] },
  });
}

/** The texts server code writes for a page in `locale` (see TPageText). */
export function pageText(locale: TLocale): TPageText {
  const i18n = i18nFor(locale);
  return { locale, translate: (id, values) => i18n._(id, values) };
}
