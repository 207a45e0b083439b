import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { TriangleAlert } from "~/components/ui/icons";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { ErrorCode } from "../request-id";
import { NotFoundContent } from "./not-found-content";

/** The route's own text (`detail`) is shown as it came; the others through the catalogue. */
function describeError(error: unknown): {
  title: MessageDescriptor;
  message: MessageDescriptor | string;
} {
  if (isRouteErrorResponse(error)) {
    // A route that throws data("Texte en français", { status }) gets its text shown; the
    // router's own errors (unknown action, method not allowed) carry English internals: never.
    const internal = "internal" in error && error.internal === true;
    const detail = !internal && typeof error.data === "string" && error.data ? error.data : null;
    if (error.status === 401 || error.status === 403) {
      return {
        title: msg`Accès refusé`,
        message: detail ?? msg`Vous n'avez pas l'autorisation d'afficher cette page.`,
      };
    }
    if (error.status >= 400 && error.status < 500) {
      return {
        title: msg`Requête invalide`,
        message:
          detail ?? msg`La demande n'a pas pu être traitée. Vérifiez l'adresse et réessayez.`,
      };
    }
  }
  return {
    title: msg`Une erreur est survenue`,
    message: msg`Un problème inattendu nous empêche d'afficher cette page. Veuillez réessayer dans quelques instants.`,
  };
}

/** What the root error boundary shows: the not-found page for a 404, a French message otherwise. */
export function ErrorContent({ error }: { error: unknown }) {
  const location = useLocation();
  const { i18n } = useLingui();
  const localePath = useLocalePath();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const described = describeError(error);
  const title = i18n._(described.title);
  const message =
    typeof described.message === "string" ? described.message : i18n._(described.message);
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-destructive" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <ErrorCode />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A full reload: the error may come from a stale page or a dropped connection. */}
        <a
          href={`${location.pathname}${location.search}`}
          className={buttonClasses({ variant: "outline", size: "lg" })}
        >
          <Trans>Réessayer</Trans>
        </a>
        <Link to={localePath("/")} reloadDocument className={buttonClasses({ size: "lg" })}>
          <Trans>Retour à l'accueil</Trans>
        </Link>
      </div>
      {stack && (
        <pre dir="ltr" className="mt-10 overflow-x-auto rounded-lg bg-muted p-4 text-left text-xs">
          {stack}
        </pre>
      )}
    </section>
  );
}
