import { useId } from "react";
import { Link } from "react-router";
import { CardBadge } from "~/components/listing/card-badge";
import { LISTING_KIND_LABELS, listingPath } from "~/kernel/kinds";
import { ANNOUNCEMENT_TYPES, propertyTypeLabel } from "~/lib/constants";
import { formatPrice } from "~/lib/format";
import type { TPropertyCardItem } from "../cards";
import type { TCatalogueCardItem, TCatalogueKind } from "../catalogue/catalogue-kind";
import { CATALOGUE_PAGES } from "../catalogue/catalogue-parts";
import { listingPlaceLabel } from "../listing-place";
import { propertyStatusBadge } from "../property-status";

/** Place then address, each once ('La Marsa, Tunis, Rue de Marseille'). */
function placeOf(place: string, address: string | null): string {
  return [place, address?.trim()]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(", ");
}

const LINK_CLASS =
  "whitespace-nowrap rounded-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

type TColumn = { label: string; className?: string };

/** A scrollable table: on a phone the columns keep their width and the table slides. */
function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: TColumn[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.className ?? ""}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}

function PropertyRow({ property }: { property: TPropertyCardItem }) {
  const titleId = useId();
  const statusBadge = propertyStatusBadge(property.status);
  const announcement =
    ANNOUNCEMENT_TYPES.find((option) => option.value === property.announcementType)?.label ?? "";
  return (
    <tr className="align-top">
      <th id={titleId} scope="row" className="px-4 py-3 font-medium">
        {property.title}
      </th>
      <td className="px-4 py-3">
        {propertyTypeLabel(property.type)}
        <span className="block text-muted-foreground text-xs">{announcement}</span>
        {statusBadge ? <CardBadge tone="status">{statusBadge}</CardBadge> : null}
      </td>
      <td className="whitespace-nowrap px-4 py-3 font-semibold text-primary">
        {formatPrice(property.price, property.announcementType)}
      </td>
      <td className="px-4 py-3 text-muted-foreground">
        {placeOf(
          listingPlaceLabel(property.governorate || property.location, property.delegationName),
          property.address,
        )}
      </td>
      <td className="px-4 py-3 text-end">
        {/* The row's title describes the link: the name stays the specification's text. */}
        <Link
          to={listingPath("property", property.id)}
          aria-describedby={titleId}
          className={LINK_CLASS}
        >
          Voir l'annonce
        </Link>
      </td>
    </tr>
  );
}

/** List view of the seller's properties. */
export function SellerPropertyTable({ items }: { items: TPropertyCardItem[] }) {
  return (
    <ListTable
      caption="Propriétés du vendeur"
      columns={[
        { label: "Titre" },
        { label: "Type" },
        { label: "Prix" },
        { label: "Emplacement" },
        { label: "Actions", className: "text-end" },
      ]}
    >
      {items.map((property) => (
        <PropertyRow key={property.id} property={property} />
      ))}
    </ListTable>
  );
}

function NamedRow({
  name,
  detail,
  place,
  href,
}: {
  name: string;
  detail: string;
  place: string;
  href: string;
}) {
  const nameId = useId();
  return (
    <tr className="align-top">
      <th id={nameId} scope="row" className="px-4 py-3 font-medium">
        {name}
      </th>
      <td className="px-4 py-3">{detail}</td>
      <td className="px-4 py-3 text-muted-foreground">{place}</td>
      <td className="px-4 py-3 text-end">
        <Link to={href} aria-describedby={nameId} className={LINK_CLASS}>
          Voir
        </Link>
      </td>
    </tr>
  );
}

/** A seller's services or stores as rows: name, profession or category, place, link. */
export function SellerCatalogueTable({
  kind,
  items,
}: {
  kind: TCatalogueKind;
  items: TCatalogueCardItem[];
}) {
  const card = CATALOGUE_PAGES[kind].card;
  return (
    <ListTable
      caption={`${LISTING_KIND_LABELS[kind].plural} du vendeur`}
      columns={[
        { label: "Nom" },
        { label: card.labelTitle },
        { label: "Emplacement" },
        { label: "Actions", className: "text-end" },
      ]}
    >
      {items.map((item) => (
        <NamedRow
          key={item.id}
          name={item.name}
          detail={card.labelOf(item.label)}
          place={placeOf(listingPlaceLabel(item.location, item.delegationName), item.address)}
          href={listingPath(kind, item.id)}
        />
      ))}
    </ListTable>
  );
}
