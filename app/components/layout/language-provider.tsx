import { I18nProvider, useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import type { TLocale } from "~/lib/i18n/locale";
import { i18nOf, type TPageLanguage } from "~/lib/i18n/page-i18n";

const EMBEDDED_CATALOGUE_ID = "darna-catalogue";

/** The page's language and its catalogue for everything below (the root loader's data). */
export function LanguageProvider({
  language,
  children,
}: {
  language: TPageLanguage;
  children: ReactNode;
}) {
  return <I18nProvider i18n={i18nOf(language)}>{children}</I18nProvider>;
}

/**
 * The language of a page whose root loader failed (an error page): the server renders it with
 * the request's language (app/entry.server.tsx) and embeds that catalogue, which the browser
 * reads back to hydrate.
 */
export function useFallbackLanguage(needed: boolean): TPageLanguage | null {
  if (import.meta.env.SSR) {
    // biome-ignore lint/correctness/useHookAtTopLevel: SSR is a build-time constant
    const { i18n } = useLingui();
    return needed ? { locale: i18n.locale as TLocale, messages: i18n.messages } : null;
  }
  if (!needed) return null;
  const embedded = document.getElementById(EMBEDDED_CATALOGUE_ID)?.textContent;
  return embedded ? (JSON.parse(embedded) as TPageLanguage) : { locale: "fr", messages: {} };
}

/** The catalogue of an error page, for the browser to hydrate with (see above). */
export function EmbeddedCatalogue({
  language,
  nonce,
}: {
  language: TPageLanguage;
  nonce?: string;
}) {
  return (
    <script
      id={EMBEDDED_CATALOGUE_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own catalogue, '<' escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(language).replace(/</g, "\\u003c") }}
    />
  );
}
