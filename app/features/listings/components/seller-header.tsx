import { MessageSquare, Settings } from "lucide-react";
import { Link } from "react-router";
import { UserAvatar } from "~/components/layout/user-avatar";
import { VerifiedBadge } from "~/components/listing/verified-badge";
import { VERIFIED_SELLER_TITLE } from "~/components/listing/verified-seller-title";
import { Badge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { formatNumber } from "~/lib/format";
import { composeToSellerPath } from "../contact";

type TProps = {
  name: string;
  roleLabel: string;
  seller: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    avatarUrl: string | null;
    verified?: boolean;
  };
  total: number;
  /** The seller looking at their own page manages their listings from /mes-annonces. */
  isOwnPage: boolean;
};

/** Who the seller is, how many listings, and how to write to them. */
export function SellerHeader({ name, roleLabel, seller, total, isOwnPage }: TProps) {
  return (
    <section
      aria-labelledby="seller-page-title"
      // On a phone the avatar sits beside the name only: the role and the count take the whole width.
      className="mb-6 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 rounded-xl border border-border bg-card p-3 text-card-foreground shadow-sm sm:mb-8 sm:flex sm:gap-5 sm:p-6"
    >
      <UserAvatar user={seller} className="size-10 text-base! sm:size-20 sm:text-2xl!" />
      <div className="contents sm:block sm:min-w-0 sm:flex-1">
        <h1
          id="seller-page-title"
          className="break-words text-lg leading-6 font-bold tracking-tight sm:text-3xl sm:leading-9"
        >
          Annonces de {name}
        </h1>
        <div className="col-span-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground sm:mt-2 sm:gap-x-3 sm:text-base">
          <Badge variant="secondary">{roleLabel}</Badge>
          {seller.verified ? <VerifiedBadge title={VERIFIED_SELLER_TITLE} /> : null}
          <p>{`${formatNumber(total)} annonce(s) publiée(s)`}</p>
        </div>
      </div>
      <div className="col-span-2 flex flex-col gap-2 sm:items-stretch">
        {isOwnPage ? (
          <Link to="/mes-annonces" className={buttonClasses({ variant: "ghost" })}>
            <Settings aria-hidden="true" />
            Gérer mes annonces
          </Link>
        ) : (
          // Decision 0029: no e-mail or phone published; the compose page asks which listing.
          <Link to={composeToSellerPath(seller.id)} className={buttonClasses()}>
            <MessageSquare aria-hidden="true" />
            Envoyer un message
          </Link>
        )}
      </div>
    </section>
  );
}
