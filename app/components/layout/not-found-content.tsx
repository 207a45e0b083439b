import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { ErrorCode } from "~/components/request-id";
import { buttonClasses } from "~/components/ui/button";
import { useLocalePath } from "~/lib/i18n/use-locale-path";

/** The not-found page body: the catch-all route and 404 route errors both render it. */
export function NotFoundContent() {
  const localePath = useLocalePath();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-primary">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>La page que vous cherchez n'existe pas ou a été déplacée.</Trans>
      </p>
      <ErrorCode />
      <Link to={localePath("/")} className={buttonClasses({ size: "lg", className: "mt-8" })}>
        <Trans>Retour à l'accueil</Trans>
      </Link>
    </section>
  );
}
