import { Trans } from "@lingui/react/macro";
import { useLocation } from "react-router";
import { ErrorCode } from "~/components/request-id";
import { RefreshCw, TriangleAlert } from "~/components/ui/icons";

/** A list that failed to load: the specification's message and a way to try again. */
export function ListError({ message }: { message: string }) {
  const location = useLocation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16">
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-xl border border-destructive/40 bg-destructive/5 px-6 py-10 text-center"
      >
        <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
        <p className="font-medium">{message}</p>
        {/* A full reload: the failure may have left the client router without data. */}
        <a
          href={`${location.pathname}${location.search}`}
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-card px-4 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Réessayer</Trans>
        </a>
        <ErrorCode className="text-sm text-muted-foreground" />
      </div>
    </div>
  );
}
