import { lazy, Suspense } from "react";
import { usePageLocale } from "~/lib/i18n/use-locale-path";

const FOOTER_CLASS = "mt-16 border-t border-border bg-muted/50";

// Without a Suspense boundary on the server, which waits for it and sends it in the page.
const Footer = lazy(() => import("./footer").then((module) => ({ default: module.Footer })));

/** The language the browser's page came in; its footer is the server's HTML. */
let documentLocale: string | null = null;
let rendersItself = false;

/**
 * The footer changes with nothing but the language. The server renders it; the browser keeps that
 * HTML and does not hydrate it (an empty `dangerouslySetInnerHTML`), so its code and texts stay off
 * the pages' script. Only a client navigation into the other language (an Arabic page's link to a
 * page not yet in Arabic) renders it in the browser, its code loaded then, and from then on.
 */
export function SiteFooter() {
  const locale = usePageLocale();
  if (import.meta.env.SSR) return <Footer className={FOOTER_CLASS} />;
  documentLocale ??= locale;
  if (locale !== documentLocale) rendersItself = true;
  if (rendersItself) {
    return (
      <Suspense fallback={<footer className={FOOTER_CLASS} />}>
        <Footer className={FOOTER_CLASS} />
      </Suspense>
    );
  }
  return (
    <footer
      className={FOOTER_CLASS}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, hydration keeps the server's
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
