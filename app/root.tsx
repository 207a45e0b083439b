import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { BackButton } from "./components/layout/back-button";
import { Header } from "./components/layout/header";
import { InstallPrompt } from "./components/layout/install-prompt";
import {
  EmbeddedCatalogue,
  LanguageProvider,
  useFallbackLanguage,
} from "./components/layout/language-provider";
import { NavigationProgress } from "./components/layout/navigation-progress";
import {
  HYDRATE_PERSONAL_PARTS,
  viewerUnshown,
  withPersonalParts,
} from "./components/layout/personal-parts";
import { ScrollToTop } from "./components/layout/scroll-to-top";
import { SiteFooter } from "./components/layout/site-footer";
import { BOOT_SCRIPT, ThemeContext, useThemeState } from "./components/layout/theme";
import { ToastOutlet } from "./components/layout/toast-outlet";
import { useNonce } from "./components/nonce";
import { cn } from "./components/ui/cn";
import { CONTAINER_CLASS } from "./components/ui/container";
import { toast } from "./components/ui/toast";
import { readFlashToast } from "./edge/flash.server";
import { privateWhenSignedIn } from "./edge/private-responses.server";
import { unreadCounts } from "./edge/unread-counts.server";
import { CATALOGUES } from "./lib/i18n/catalogues.server";
import { directionOf, localeOfPath } from "./lib/i18n/locale";
import { i18nOf, type TPageLanguage } from "./lib/i18n/page-i18n";
import { readThemeCookie, type TTheme } from "./lib/theme-cookie";
import { getSessionUser } from "./server/auth.server";
import { env } from "./server/env.server";

export const middleware: Route.MiddlewareFunction[] = [privateWhenSignedIn];

export async function loader({ request }: Route.LoaderArgs) {
  const [user, flash] = await Promise.all([getSessionUser(request), readFlashToast(request)]);
  const { unreadNotifications, unreadConversations } = await unreadCounts(user);
  const locale = localeOfPath(new URL(request.url).pathname);
  const language: TPageLanguage = { locale, messages: CATALOGUES[locale] };
  // The Set-Cookie that consumes the flash toast reaches the browser from the root loader too.
  return data(
    {
      language,
      // Pages' language links (app/lib/i18n/language-links.ts) are absolute.
      origin: env().PUBLIC_URL,
      user,
      theme: readThemeCookie(request.headers.get("cookie")),
      flashToast: flash.toast,
      // The bell's badge (app/features/notifications/components/notification-bell.tsx, in the account controls'
      // lazy chunk, which reads it from here).
      unreadNotifications,
      // The 'Messages' badge (app/components/layout/messages-link.tsx, same chunk as the bell).
      unreadConversations,
    },
    { headers: flash.headers },
  );
}

/**
 * A page served as the visitor's to a signed-in person (decision 0040) gets its person's menu and
 * counts here, once hydrated; every other load is the server's.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPersonalParts(
    serverLoader,
    () => ({}),
    // The user and their unread counts; the hearts are the routes'.
    (data, { favoriteIds, ...own }) => ({ ...data, ...own }),
  );
}
clientLoader.hydrate = HYDRATE_PERSONAL_PARTS;

/**
 * The user only changes through a form submission (sign-in, sign-out, profile) or an explicit
 * revalidate(); skipping the other cases saves a session lookup on every filter change.
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  // A navigation that overtook the page's personal read (decision 0040) throws that read's data
  // away: without a new one the header would stay the visitor's, its parts hidden.
  if (viewerUnshown()) return true;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  // The other language's catalogue.
  if (localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)) return true;
  // A guard's redirect to sign in may carry its toast ('Connexion requise') in the flash cookie,
  // which only this loader reads.
  return nextUrl.pathname === "/auth";
}

const TITLE = msg`Darna — Immobilier, services et boutiques en Tunisie`;
const DESCRIPTION = msg`Darna, la place de marché immobilière de la Tunisie : propriétés à vendre ou à louer, professionnels de l'immobilier (plombiers, électriciens, peintres) et boutiques spécialisées.`;

const NOT_FOUND_TITLE = msg`Page introuvable | Darna`;
const ERROR_TITLE = msg`Erreur | Darna`;

export function meta({ error, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const title = notFound ? NOT_FOUND_TITLE : ERROR_TITLE;
    // Without the root loader's data (its own failure) there is no catalogue to read: French.
    return [
      {
        title: loaderData
          ? i18nOf(loaderData.language as TPageLanguage)._(title)
          : "Erreur | Darna",
      },
    ];
  }
  if (!loaderData) return [];
  const i18n = i18nOf(loaderData.language as TPageLanguage);
  return [
    { title: i18n._(TITLE) },
    { name: "description", content: i18n._(DESCRIPTION) },
    { property: "og:site_name", content: "Darna" },
    { property: "og:locale", content: loaderData.language.locale === "ar" ? "ar_TN" : "fr_TN" },
  ];
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

const THEME_COLORS = { light: "#fdfcf9", dark: "#0c1016" } as const;

function ThemeColorMeta({ theme }: { theme: TTheme }) {
  if (theme !== "system") return <meta name="theme-color" content={THEME_COLORS[theme]} />;
  return (
    <>
      <meta name="theme-color" content={THEME_COLORS.light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={THEME_COLORS.dark} media="(prefers-color-scheme: dark)" />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Undefined when the root loader itself failed: the error page then renders signed out.
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const themeState = useThemeState(rootData?.theme ?? "system");
  const flashToast = rootData?.flashToast;
  const fallbackLanguage = useFallbackLanguage(!rootData);
  const language = (rootData?.language as TPageLanguage | undefined) ??
    fallbackLanguage ?? { locale: "fr", messages: {} };

  useEffect(() => {
    // Outside development so the dev server's modules are never served from a worker's cache.
    // Its code loads once the page runs, off the home page's first load.
    if (import.meta.env.PROD) {
      void import("./components/layout/service-worker").then((module) =>
        module.registerServiceWorker(),
      );
    }
  }, []);

  // The person's parts are on the page once their data is rendered: show them (decision 0040),
  // where the reader was (after the scroll restoration's own effect, a child's, put them on top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new root data is the trigger
  useLayoutEffect(() => {
    const { dataset } = document.documentElement;
    if (dataset.viewer !== "read") return;
    const y = Number(dataset.viewerScroll);
    delete dataset.viewer;
    delete dataset.viewerScroll;
    if (y && !window.scrollY) window.scrollTo(0, y);
  }, [rootData]);

  // Each loader run that consumed a flash cookie brings a new object; the ref shows it only once
  // even when effects run twice (React's development mode).
  const shownFlash = useRef<typeof flashToast>(undefined);
  useEffect(() => {
    if (!flashToast || shownFlash.current === flashToast) return;
    shownFlash.current = flashToast;
    void toast[flashToast.type](flashToast.title, { description: flashToast.description });
  }, [flashToast]);

  return (
    // BOOT_SCRIPT may add the dark class before hydration (theme 'system'): expected, not a bug.
    <html
      lang={language.locale}
      dir={directionOf(language.locale)}
      className={themeState.isDark ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The script only matters in the server's HTML; the browser keeps it as it came (so
            hydration leaves it alone) and the client bundle does without its text. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user data
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? BOOT_SCRIPT : "" }}
        />
        <ThemeColorMeta theme={themeState.theme} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col">
        {rootData ? null : <EmbeddedCatalogue language={language} nonce={nonce} />}
        <LanguageProvider language={language}>
          <ThemeContext value={themeState}>
            <a
              href="#contenu"
              className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
            >
              <Trans>Aller au contenu</Trans>
            </a>
            <Header user={rootData?.user ?? null} />
            <main id="contenu" tabIndex={-1} className="flex-1 outline-none">
              <div className={cn(CONTAINER_CLASS, "pt-4 empty:hidden")}>
                <BackButton />
              </div>
              <NavigationProgress>{children}</NavigationProgress>
            </main>
            <SiteFooter />
            <ToastOutlet theme={themeState.theme} />
            <InstallPrompt />
            <Suspense fallback={null}>
              <SessionFeedback userId={rootData?.user?.id ?? null} />
            </Suspense>
          </ThemeContext>
        </LanguageProvider>
        <ScrollToTop />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// The session's toasts ('Connexion réussie', the auth links' landings) and the script cookie
// (decision 0040) come after the page has hydrated: they are not on the home page's first load.
const SessionFeedback = lazy(() =>
  import("./features/account/components/session-feedback").then((module) => ({
    default: module.SessionFeedback,
  })),
);

// Error pages are rare: their code loads only when one is shown (the server waits for it).
const ErrorContent = lazy(() =>
  import("./components/layout/error-content").then((module) => ({ default: module.ErrorContent })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
