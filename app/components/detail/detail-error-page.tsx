import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ErrorCode } from "~/components/request-id";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft, SearchX, TriangleAlert } from "~/components/ui/icons";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { isNotFoundError } from "~/lib/seo";

type TProps = {
  error: unknown;
  notFoundTitle: string;
  notFoundMessage: string;
  failureMessage: string;
  backTo: string;
  backLabel: string;
};

/** What a listing page shows when it is missing (404) or failed to load, with a way back to its list. */
export function DetailErrorPage({
  error,
  notFoundTitle,
  notFoundMessage,
  failureMessage,
  backTo,
  backLabel,
}: TProps) {
  const notFound = isNotFoundError(error);
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {notFound ? (
        <SearchX aria-hidden="true" className="mx-auto mb-4 size-12 text-muted-foreground" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-12 text-destructive" />
      )}
      <h1 className="mb-3 font-bold text-2xl">
        {notFound ? notFoundTitle : <Trans>Erreur</Trans>}
      </h1>
      <p className="mb-6 text-muted-foreground">{notFound ? notFoundMessage : failureMessage}</p>
      {notFound ? null : <ErrorCode className="-mt-3 mb-6 text-sm text-muted-foreground" />}
      <Link to={localePath(backTo)} className={buttonClasses({ size: "lg" })}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {backLabel}
      </Link>
    </div>
  );
}
