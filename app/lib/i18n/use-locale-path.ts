import { useLingui } from "@lingui/react";
import { pathInLocale, type TLocale } from "./locale";

/** The page's language, from the catalogue its root loader sent. */
export function usePageLocale(): TLocale {
  return useLingui().i18n.locale as TLocale;
}

/** Site paths in the page's language: an Arabic page links to the Arabic pages that exist. */
export function useLocalePath(): (to: string) => string {
  const locale = usePageLocale();
  return (to) => pathInLocale(to, locale);
}
