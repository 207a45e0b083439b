import { Trans } from "@lingui/react/macro";
import { CalendarX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft } from "~/components/ui/icons";
import type { TPropertyCardItem } from "~/features/listings/cards";
import { SimilarListings } from "~/features/listings/components/similar-listings";
import { useLocalePath } from "~/lib/i18n/use-locale-path";

/** What the 410 of an expired property carries (property-detail loader). */
export type TExpiredPropertyBody = {
  expired: true;
  title: string;
  similar: TPropertyCardItem[];
};

export function isExpiredPropertyBody(value: unknown): value is TExpiredPropertyBody {
  return typeof value === "object" && value !== null && (value as TExpiredPropertyBody).expired;
}

/** An expired property's page for everyone but its owner and administrators (HTTP 410). */
export function ExpiredPropertyPage({ title, similar }: TExpiredPropertyBody) {
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <div className="mx-auto max-w-xl text-center">
        <CalendarX aria-hidden="true" className="mx-auto mb-4 size-12 text-muted-foreground" />
        <h1 className="mb-3 font-bold text-2xl">
          <Trans>Cette annonce a expiré</Trans>
        </h1>
        <p className="mb-6 text-muted-foreground">
          {/* The owner's title, in its own direction inside the page's. */}
          <Trans>
            « <bdi>{title}</bdi> » n'est plus en ligne : son propriétaire ne l'a pas renouvelée.
          </Trans>
        </p>
        <Link to={localePath("/proprietes")} className={buttonClasses({ size: "lg" })}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Retour aux propriétés</Trans>
        </Link>
      </div>
      <SimilarListings similar={{ kind: "property", items: similar }} />
    </div>
  );
}
