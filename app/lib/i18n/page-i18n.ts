import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { INTL_LOCALE, type TLocale } from "./locale";

/** A page's language and its catalogue, as the root loader sends them (app/root.tsx). */
export type TPageLanguage = { locale: TLocale; messages: Messages };

const instances = new WeakMap<Messages, I18n>();

/**
 * An i18n instance for a page's catalogue, for code outside React's tree (route `meta`
 * functions). One per catalogue object: never Lingui's process-wide `i18n` (decision 0046).
 */
export function i18nOf(language: TPageLanguage): I18n {
  let i18n = instances.get(language.messages);
  if (!i18n) {
    i18n = setupI18n({
      locale: language.locale,
      // The numbers of plurals' `#`: Western digits in Arabic (INTL_LOCALE).
      locales: INTL_LOCALE[language.locale],
      messages: { [language.locale]: language.messages },
    });
    instances.set(language.messages, i18n);
  }
  return i18n;
}
