import { Trans, useLingui } from "@lingui/react/macro";
import { ListChecks } from "lucide-react";
import { Link } from "react-router";
import { ListingContactButtons } from "~/components/detail/detail-contact";
import { VerifiedBadge } from "~/components/listing/verified-badge";
import { VERIFIED_SELLER_TITLE } from "~/components/listing/verified-seller-title";
import { buttonClasses } from "~/components/ui/button";
import type { TListingContact } from "~/features/listings/contact";
import { sellerRoleLabel } from "~/features/listings/seller-role";
import { useLocalePath } from "~/lib/i18n/use-locale-path";

type TProps = {
  seller: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    role: string | null;
    verified?: boolean;
  };
  /** What the loader decided this viewer may have (decision 0029): never the seller's e-mail. */
  contact: TListingContact;
};
export function sellerDisplayName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter((part) => part?.trim()).join(" ") || "Utilisateur";
}

function initials(firstName: string | null, lastName: string | null): string {
  const letters = `${firstName?.trim()[0] ?? ""}${lastName?.trim()[0] ?? ""}`.toUpperCase();
  return letters || "U";
}

export function PropertyDetailSeller({ seller, contact }: TProps) {
  const { t, i18n } = useLingui();
  const localePath = useLocalePath();
  const named = [seller.firstName, seller.lastName].some((part) => part?.trim());
  const name = named ? sellerDisplayName(seller.firstName, seller.lastName) : t`Utilisateur`;

  return (
    <section
      aria-labelledby="seller-heading"
      className="rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="seller-heading" className="mb-4 font-semibold text-lg">
        <Trans>Contacter le vendeur</Trans>
      </h2>
      <div className="mb-5 flex items-center gap-3">
        {seller.avatarUrl ? (
          <img
            src={seller.avatarUrl}
            alt=""
            className="size-12 rounded-full bg-muted object-cover"
            loading="lazy"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-12 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
          >
            {initials(seller.firstName, seller.lastName)}
          </span>
        )}
        <div className="min-w-0">
          <p dir="auto" className="truncate font-medium">
            {name}
          </p>
          {seller.verified ? <VerifiedBadge title={i18n._(VERIFIED_SELLER_TITLE)} /> : null}
          <p className="text-muted-foreground text-sm">
            {i18n._(sellerRoleLabel(seller.role, "property"))}
          </p>
        </div>
      </div>

      <ListingContactButtons contact={contact} />
      <div className="mt-2">
        <Link
          to={localePath(`/utilisateur/${encodeURIComponent(seller.id)}/annonces`)}
          className={buttonClasses({
            variant: "ghost",
            size: "lg",
            className: "w-full text-primary",
          })}
        >
          <ListChecks aria-hidden="true" className="size-5" />
          <Trans>Voir les autres annonces</Trans>
        </Link>
      </div>
    </section>
  );
}
