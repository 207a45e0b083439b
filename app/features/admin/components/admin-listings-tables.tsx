import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Eye, Star, Trash2 } from "~/components/ui/icons";
import { listingPlaceLabel } from "~/features/listings/listing-place";
import { listingPath, type TListingKind } from "~/kernel/kinds";
import { propertyTypeLabel, storeCategoryLabel } from "~/lib/constants";
import { formatShortDate } from "~/lib/dates";
import { formatPrice } from "~/lib/format";
import type { TAdminPropertyRow, TAdminServiceRow, TAdminStoreRow } from "../admin-content.server";
import { ADMIN_INTENTS } from "../admin-intents";
import type { TAdminPage, TAdminTab } from "../admin-query";
import { AdminConfirmAction } from "./admin-confirm-action";
import { AdminTableFrame, adminCell, adminRowNumber } from "./admin-table-frame";

const ratingFormat = new Intl.NumberFormat("fr-FR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Services' location falls back to 'Non spécifiée'. */
const NO_LOCATION = "Non spécifiée";

/** 'La Marsa, Tunis' as cards say it, the governorate alone before delegations. */
function placeLabel(row: { location: string | null; delegationName: string | null }): string {
  return row.location ? listingPlaceLabel(row.location, row.delegationName) : NO_LOCATION;
}

function Rating({ value }: { value: number }) {
  const label = ratingFormat.format(Math.min(Math.max(value, 0), 5));
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{`Note : ${label} sur 5`}</span>
    </span>
  );
}

/** 'Voir' and 'Supprimer' of a listing row. */
function ListingRowActions({
  kind,
  id,
  href,
  name,
}: {
  kind: TListingKind;
  id: string;
  href: string;
  name: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to={href}
        aria-label={`Voir « ${name} »`}
        title="Voir"
        className={buttonClasses({ variant: "outline", size: "sm" })}
      >
        <Eye aria-hidden="true" />
        Voir
      </Link>
      <AdminConfirmAction
        label="Supprimer"
        ariaLabel={`Supprimer « ${name} »`}
        icon={<Trash2 aria-hidden="true" />}
        variant="destructive"
        fields={{ intent: ADMIN_INTENTS.deleteListing, kind, id }}
        description={`« ${name} » sera définitivement supprimé(e), avec ses photos, ses avis et les favoris qui le désignent. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        pendingLabel="Suppression..."
      />
    </div>
  );
}

type TColumn = { label: string; className?: string };

/** The frame, then either the table or the tab's empty text. */
function ListingTable<T extends { id: string; createdAt: string }>({
  tab,
  kind,
  page,
  noun,
  searchPlaceholder,
  loadingText,
  emptyText,
  columns,
  renderCells,
  nameOf,
  placeOf,
}: {
  tab: TAdminTab;
  kind: TListingKind;
  page: TAdminPage<T>;
  noun: string;
  searchPlaceholder: string;
  loadingText: string;
  emptyText: string;
  /** The kind's own columns; Localisation, Date de création and Actions follow for all. */
  columns: TColumn[];
  renderCells: (row: T) => ReactNode;
  nameOf: (row: T) => string;
  placeOf: (row: T) => string;
}) {
  const allColumns = [
    "#",
    ...columns.map((column) => column.label),
    "Localisation",
    "Date de création",
    "Actions",
  ];
  return (
    <AdminTableFrame
      tab={tab}
      page={page}
      searchLabel={`Rechercher ${noun}`}
      searchPlaceholder={searchPlaceholder}
      countLabel={(total) => `${total} résultat(s)`}
      loadingText={loadingText}
      columns={allColumns}
      emptyText={emptyText}
      tableClassName="w-full min-w-[56rem]"
    >
      {page.rows.map((row, index) => (
        <tr key={row.id} className="hover:bg-muted/30">
          <td className={`${adminCell.body} text-muted-foreground`}>
            {adminRowNumber(page, index)}
          </td>
          {renderCells(row)}
          <td className={adminCell.body}>{placeOf(row)}</td>
          <td className={`${adminCell.body} whitespace-nowrap`}>
            {formatShortDate(row.createdAt)}
          </td>
          <td className={adminCell.body}>
            <ListingRowActions
              kind={kind}
              id={row.id}
              href={listingPath(kind, row.id)}
              name={nameOf(row)}
            />
          </td>
        </tr>
      ))}
    </AdminTableFrame>
  );
}

export function AdminPropertiesTable({ page }: { page: TAdminPage<TAdminPropertyRow> }) {
  return (
    <ListingTable
      tab="proprietes"
      kind="property"
      page={page}
      nameOf={(row) => row.title}
      placeOf={(row) => listingPlaceLabel(row.governorate || row.location, row.delegationName)}
      noun="une propriété"
      searchPlaceholder="Titre, gouvernorat ou adresse"
      loadingText="Chargement des propriétés..."
      emptyText="Aucune propriété disponible"
      columns={[{ label: "Titre" }, { label: "Type" }, { label: "Prix" }]}
      renderCells={(row) => (
        <>
          <td className={`${adminCell.body} max-w-72 font-medium`}>
            <span className="line-clamp-2">{row.title}</span>
          </td>
          <td className={adminCell.body}>
            <div className="flex flex-wrap gap-1">
              <Badge variant="outline">{propertyTypeLabel(row.type)}</Badge>
              <Badge variant={row.announcementType === "location" ? "accent" : "primary"}>
                {row.announcementType === "location" ? "Location" : "Vente"}
              </Badge>
            </div>
          </td>
          <td className={`${adminCell.body} whitespace-nowrap`}>
            {formatPrice(row.price, row.announcementType)}
          </td>
        </>
      )}
    />
  );
}

export function AdminServicesTable({ page }: { page: TAdminPage<TAdminServiceRow> }) {
  return (
    <ListingTable
      tab="services"
      kind="service"
      page={page}
      nameOf={(row) => row.name}
      placeOf={placeLabel}
      noun="un service"
      searchPlaceholder="Nom, profession ou localisation"
      loadingText="Chargement des services..."
      emptyText="Aucun service disponible"
      columns={[{ label: "Service" }, { label: "Profession" }, { label: "Note" }]}
      renderCells={(row) => (
        <>
          <td className={adminCell.body}>
            <span className="flex items-center gap-2 font-medium">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
              >
                {row.imageSrc ? (
                  <img
                    src={row.imageSrc}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  row.name.trim().charAt(0).toUpperCase() || "S"
                )}
              </span>
              {row.name}
            </span>
          </td>
          <td className={adminCell.body}>{row.profession}</td>
          <td className={adminCell.body}>
            <Rating value={row.avgRating} />
          </td>
        </>
      )}
    />
  );
}

export function AdminStoresTable({ page }: { page: TAdminPage<TAdminStoreRow> }) {
  return (
    <ListingTable
      tab="boutiques"
      kind="store"
      page={page}
      nameOf={(row) => row.name}
      placeOf={placeLabel}
      noun="une boutique"
      searchPlaceholder="Nom, catégorie ou localisation"
      loadingText="Chargement des boutiques..."
      emptyText="Aucune boutique disponible"
      columns={[{ label: "Boutique" }, { label: "Catégorie" }, { label: "Note" }]}
      renderCells={(row) => (
        <>
          <td className={`${adminCell.body} font-medium`}>{row.name}</td>
          <td className={adminCell.body}>
            <Badge variant="outline">{storeCategoryLabel(row.category)}</Badge>
          </td>
          <td className={adminCell.body}>
            <Rating value={row.avgRating} />
          </td>
        </>
      )}
    />
  );
}
