import { type ComponentType, useEffect, useState } from "react";
import { Link } from "react-router";
import { LoaderCircle, MapPin } from "~/components/ui/icons";
import { parseZone, ZONE_OUTSIDE_TUNISIA_MESSAGE } from "~/lib/map-zone";
import type { TListingMapProps } from "./listing-map";

/*
 * What a list shows of its map (issue 23, decision 0032) before the map itself, which loads
 * only when opened (listing-map.tsx, its own chunk with Leaflet and supercluster): the 'Liste' |
 * 'Carte' switch, the notice of a zone, and the map's frame with what it says without JavaScript.
 */

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
  const link = (current: boolean, href: string, text: string) => (
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
    <nav aria-label="Affichage des résultats" className="inline-flex rounded-lg bg-muted p-1">
      {link(!map, listHref, "Liste")}
      {link(map, mapHref, "Carte")}
    </nav>
  );
}

/** 'Zone de la carte' and the way back to the whole list; or why a zone finds nothing. */
export function ZoneNotice({ zone, removeHref }: { zone?: string; removeHref: string }) {
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
        {outside ? ZONE_OUTSIDE_TUNISIA_MESSAGE : "Zone de la carte"}
      </span>
      <Link
        to={removeHref}
        preventScrollReset
        className="font-semibold text-primary hover:underline"
      >
        Retirer la zone
      </Link>
    </div>
  );
}

/** Without JavaScript the map cannot show: the list below it does (see MapFallback). */
const NO_SCRIPT = `<style>[data-map-frame]{display:none!important}[data-map-fallback]{display:block!important}</style><p class="mb-4 rounded-lg border border-border bg-muted/50 p-3 text-sm">La carte nécessite JavaScript : voici les résultats en liste.</p>`;

/** The map, loaded when the view opens; a spinner meanwhile, a French message if it fails. */
export function MapPanel(props: TListingMapProps) {
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
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, read only without JavaScript. */}
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT }} />
      <div data-map-frame="">
        {ListingMap ? (
          <ListingMap {...props} />
        ) : (
          <div className="flex h-[28rem] w-full items-center justify-center rounded-lg border border-border bg-muted sm:h-[36rem]">
            {failed ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                Impossible de charger la carte. Veuillez réessayer plus tard.
              </p>
            ) : (
              <span role="status" className="inline-flex items-center gap-2 text-sm">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                Chargement de la carte…
              </span>
            )}
          </div>
        )}
      </div>
    </>
  );
}
