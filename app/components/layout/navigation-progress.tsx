import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { LoaderCircle } from "~/components/ui/icons";

// Pages the server only renders for a signed-in user.
const PROTECTED =
  /^\/(profil|mes-annonces|mes-favoris|mes-alertes(\/.*)?|publier(\/.*)?|admin)\/?$/;

// A seller's public page: 'Chargement des annonces...' while it loads.
const SELLER_PAGE = /^\/utilisateur\/[^/]+\/annonces\/?$/;

export function isProtectedPath(pathname: string) {
  return PROTECTED.test(pathname);
}

/**
 * While a client-side navigation loads: a thin bar on top for every page, and for protected
 * pages and seller pages the 'Chargement...' spinner in place of the page being left (the server decides who
 * gets in, so nothing of the protected page shows before that).
 */
export function NavigationProgress({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  const target = navigation.location?.pathname ?? "";
  const sellerPage = SELLER_PAGE.test(target);
  // Within one page (the admin tabs, a seller's pages, a search) the page stays and shows its
  // own loading text. Only read while loading, which never happens on the server, hence the
  // browser's `location`.
  const guarded =
    loading && target !== location.pathname && (isProtectedPath(target) || sellerPage);
  return (
    <>
      {loading ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-accent"
        />
      ) : null}
      {guarded ? (
        <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
          <p className="text-muted-foreground">
            {/* The publish forms name what they load. */}
            {target.startsWith("/publier") ? (
              <Trans>Chargement des données...</Trans>
            ) : sellerPage ? (
              <Trans>Chargement des annonces...</Trans>
            ) : (
              <Trans>Chargement...</Trans>
            )}
          </p>
        </div>
      ) : (
        children
      )}
    </>
  );
}
