import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { TPropertyCardItem } from "../cards";
import type { TCatalogueCardItem, TCatalogueCardPart } from "../catalogue/catalogue-kind";
import { CatalogueCard } from "../catalogue/components/catalogue-card";
import { PropertyCard } from "./property-card";

export type TSimilarListings =
  | { kind: "property"; items: TPropertyCardItem[] }
  | { kind: "catalogue"; card: TCatalogueCardPart; items: TCatalogueCardItem[] };

/**
 * 'Annonces similaires' under a listing's page and on the 410 of an expired property: up to four
 * cards (similar-listings.server.ts); nothing at all when there is none.
 */
export function SimilarListings({ similar }: { similar: TSimilarListings }) {
  const headingId = useId();
  if (similar.items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="mb-4 font-semibold text-xl">
        <Trans>Annonces similaires</Trans>
      </h2>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {similar.kind === "property"
          ? similar.items.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} variant="list" />
              </li>
            ))
          : similar.items.map((item) => (
              <li key={item.id}>
                <CatalogueCard kind={similar.card} item={item} />
              </li>
            ))}
      </ul>
    </section>
  );
}
