import { MapPin } from "~/components/ui/icons";
import { propertyStatusBadge, type TPropertyStatus } from "~/features/listings/property-status";
import { ANNOUNCEMENT_TYPES, propertyTypeLabel } from "~/lib/constants";
import { formatPrice } from "~/lib/format";
import { priceContextText, type TPriceContext } from "../price-context";

type TProps = {
  title: string;
  address: string;
  governorate: string;
  /** 'La Marsa, Tunis' (the delegation, if any, and the governorate). */
  placeLabel: string;
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
  placeLabel,
  price,
  announcementType,
  type,
  status,
  priceContext,
}: TProps) {
  const statusBadge = propertyStatusBadge(status);
  const announcementLabel =
    ANNOUNCEMENT_TYPES.find((option) => option.value === announcementType)?.label ?? "";
  const place = [address, placeLabel].filter(Boolean).join(", ");
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
          {propertyTypeLabel(type)}
        </span>
        {statusBadge ? (
          <span className="rounded-full bg-foreground px-3 py-1 font-semibold text-background text-xs">
            {statusBadge}
          </span>
        ) : null}
      </div>
      <h1 dir="auto" className="font-bold text-2xl leading-tight sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 flex items-start gap-1.5 text-muted-foreground">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{place}</span>
      </p>
      <p className="mt-4 font-bold text-3xl text-primary">{formatPrice(price, announcementType)}</p>
      {priceContext ? (
        <p className="mt-1 text-muted-foreground text-sm" data-testid="price-context">
          {priceContextText(priceContext, governorate)}
        </p>
      ) : null}
    </div>
  );
}
