import { ExternalLink, MapPin } from "lucide-react";
import { buttonClasses } from "~/components/ui/button";

/** No map tiles are embedded (no third-party scripts or keys): a box that opens Google Maps. */
export function ShopDetailMap({ place, mapsUrl }: { place: string; mapsUrl: string }) {
  return (
    <section aria-labelledby="shop-map">
      <h2 id="shop-map" className="mb-3 font-semibold text-xl">
        Localisation
      </h2>
      <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-border border-dashed bg-muted px-4 py-10 text-center">
        <MapPin aria-hidden="true" className="size-10 text-primary" />
        <p className="max-w-md text-muted-foreground">{place || "Adresse non spécifiée"}</p>
        <a
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ size: "lg" })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          Ouvrir dans Google Maps
        </a>
      </div>
    </section>
  );
}
