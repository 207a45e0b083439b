import { useLingui } from "@lingui/react";
import { MapPin } from "~/components/ui/icons";
import { listingPlaceLabel } from "~/features/listings/listing-place";
import type { TPropertyStatus } from "~/features/listings/property-status";
import { propertyStatusBadgeMessage } from "~/features/listings/property-status-messages";
import { ANNOUNCEMENT_TYPES, propertyTypeLabel } from "~/lib/constants";
import { LIST_SEPARATOR, type TLocale } from "~/lib/i18n/locale";
import { priceMessage } from "~/lib/price-message";
import { priceGapPercent, type TPriceContext } from "../price-context";
import { usePriceContextLine } from "./card-price-context";

type TProps = {
  title: string;
  address: string;
  governorate: string;
  /** Its delegation, in the page's language; null when it has none. */
  delegationName: string | null;
  location: string;
  price: number;
  announcementType: string;
  type: string;
  status: TPropertyStatus;
  /** Price per m², and its place against comparable listings when there are enough. */
  priceContext: TPriceContext | null;
};

/** Title, place, badges and price: what a visitor reads first, next to the photos on desktop. */
export function PropertyDetailSummary({
  title,
  address,
  governorate,
  delegationName,
  location,
  price,
  announcementType,
  type,
  status,
  priceContext,
}: TProps) {
  const { i18n } = useLingui();
  // The labels of app/lib/constants.ts (types, governorates) are their own French ids.
  const translate = (label: string) => (label ? i18n._(label) : label);
  const priceContextLine = usePriceContextLine();
  const statusBadge = propertyStatusBadgeMessage(status);
  const announcementLabel = translate(
    ANNOUNCEMENT_TYPES.find((option) => option.value === announcementType)?.label ?? "",
  );
  const separator = LIST_SEPARATOR[i18n.locale as TLocale];
  const placeLabel = listingPlaceLabel(
    governorate || location,
    delegationName,
    translate,
    separator,
  );
  return (
    <div className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm">
      <div className="mb-3 flex flex-wrap gap-2">
        {announcementLabel ? (
          <span
            className={`rounded-full px-3 py-1 font-semibold text-xs ${
              announcementType === "location"
                ? "bg-accent text-accent-foreground"
                : "bg-primary text-primary-foreground"
            }`}
          >
            {announcementLabel}
          </span>
        ) : null}
        <span className="rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
          {translate(propertyTypeLabel(type))}
        </span>
        {statusBadge ? (
          <span className="rounded-full bg-foreground px-3 py-1 font-semibold text-background text-xs">
            {i18n._(statusBadge)}
          </span>
        ) : null}
      </div>
      <h1 dir="auto" className="font-bold text-2xl leading-tight sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 flex items-start gap-1.5 text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {/* The owner's own text, in its own direction inside the page's. */}
          {address ? <bdi>{address}</bdi> : null}
          {address && placeLabel ? separator : null}
          {placeLabel}
        </span>
      </p>
      <p className="mt-4 font-bold text-3xl text-primary">
        {i18n._(priceMessage(price, announcementType))}
      </p>
      {priceContext ? (
        <p className="mt-1 text-muted-foreground text-sm" data-testid="price-context">
          {priceContextLine(
            priceContext.pricePerM2,
            priceGapPercent(priceContext.pricePerM2, priceContext.median),
            governorate,
          )}
        </p>
      ) : null}
    </div>
  );
}
