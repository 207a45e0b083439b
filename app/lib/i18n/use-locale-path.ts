import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { pathInLocale, type TLocale, type TPageText } from "./locale";

/** The page's language, from the catalogue its root loader sent. */
export function usePageLocale(): TLocale {
  return useLingui().i18n.locale as TLocale;
}

/** Site paths in the page's language: an Arabic page links to the Arabic pages that exist. */
export function useLocalePath(): (to: string) => string {
  const locale = usePageLocale();
  return (to) => pathInLocale(to, locale);
}

/** The page's catalogue lookup, for texts written as catalogue ids (decision 0047). */
export function usePageTranslate(): TPageText["translate"] {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}
