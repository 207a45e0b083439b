import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { LoaderCircle, MapPin } from "~/components/ui/icons";
import { parseZone, type ZONE_OUTSIDE_TUNISIA_MESSAGE } from "~/lib/map-zone";
import type { TListingMapProps } from "./listing-map";

/*
 * What a list shows of its map (issue 23, decision 0032) before the map itself, which loads
 * only when opened (listing-map.tsx, its own chunk with Leaflet and supercluster): the 'Liste' |
 * 'Carte' switch, the notice of a zone, and the map's frame with what it says without JavaScript.
 */

/**
 * map-zone.ts's message, marked as a catalogue id (decision 0046): the notice shows it, and the
 * map (listing-map.tsx) translates by it the French its points' answer carries. Its type keeps
 * the two texts the same.
 */
export const ZONE_OUTSIDE_TUNISIA_TEXT: typeof ZONE_OUTSIDE_TUNISIA_MESSAGE =
  /*i18n*/ "Cette zone de la carte est hors de Tunisie.";

const switchLink =
  "inline-flex h-9 items-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

export function ListViewSwitch({
  map,
  listHref,
  mapHref,
}: {
  map: boolean;
  listHref: string;
  mapHref: string;
}) {
  const { t } = useLinguiMacro();
  const link = (current: boolean, href: string, text: ReactNode) => (
    <Link
      to={href}
      preventScrollReset
      aria-current={current ? "page" : undefined}
      className={`${switchLink} ${current ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground"}`}
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label={t`Affichage des résultats`} className="inline-flex rounded-lg bg-muted p-1">
      {link(!map, listHref, <Trans>Liste</Trans>)}
      {link(map, mapHref, <Trans>Carte</Trans>)}
    </nav>
  );
}

/** 'Zone de la carte' and the way back to the whole list; or why a zone finds nothing. */
export function ZoneNotice({ zone, removeHref }: { zone?: string; removeHref: string }) {
  const { i18n } = useLingui();
  const reading = parseZone(zone);
  if (!reading) return null;
  const outside = "outside" in reading;
  return (
    <div
      role="status"
      className={`mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-3 text-sm ${
        outside ? "border-amber-500/40 bg-amber-500/10" : "border-border bg-muted/50"
      }`}
    >
      <span className="inline-flex items-center gap-2 font-medium">
        <MapPin aria-hidden="true" className="size-4 text-primary" />
        {outside ? i18n._(ZONE_OUTSIDE_TUNISIA_TEXT) : <Trans>Zone de la carte</Trans>}
      </span>
      <Link
        to={removeHref}
        preventScrollReset
        className="font-semibold text-primary hover:underline"
      >
        <Trans>Retirer la zone</Trans>
      </Link>
    </div>
  );
}

/** Without JavaScript the map cannot show: the list below it does (see MapFallback). */
function noScript(text: string): string {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<style>[data-map-frame]{display:none!important}[data-map-fallback]{display:block!important}</style><p class="mb-4 rounded-lg border border-border bg-muted/50 p-3 text-sm">${escaped}</p>`;
}

/** The map, loaded when the view opens; a spinner meanwhile, a message if it fails. */
export function MapPanel(props: TListingMapProps) {
  const { t } = useLinguiMacro();
  const [ListingMap, setListingMap] = useState<ComponentType<TListingMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("./listing-map")
      .then((module) => {
        if (current) setListingMap(() => module.default);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);
  const fallback = noScript(t`La carte nécessite JavaScript : voici les résultats en liste.`);
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the catalogue's text, escaped, read only without JavaScript. */}
      <noscript dangerouslySetInnerHTML={{ __html: fallback }} />
      <div data-map-frame="">
        {ListingMap ? (
          <ListingMap {...props} />
        ) : (
          <div className="flex h-[28rem] w-full items-center justify-center rounded-lg border border-border bg-muted sm:h-[36rem]">
            {failed ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                <Trans>Impossible de charger la carte. Veuillez réessayer plus tard.</Trans>
              </p>
            ) : (
              <span role="status" className="inline-flex items-center gap-2 text-sm">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                <Trans>Chargement de la carte…</Trans>
              </span>
            )}
          </div>
        )}
      </div>
    </>
  );
}
