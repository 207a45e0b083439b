import { Link } from "react-router";
import { ErrorCode } from "~/components/request-id";
import { buttonClasses } from "~/components/ui/button";

/** The not-found page body: the catch-all route and 404 route errors both render it. */
export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p aria-hidden="true" className="text-7xl font-extrabold tracking-tight text-primary">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Oops! Page not found</h1>
      <p className="mt-3 text-muted-foreground">
        La page que vous cherchez n'existe pas ou a été déplacée.
      </p>
      <ErrorCode />
      <Link to="/" className={buttonClasses({ size: "lg", className: "mt-8" })}>
        Retour à l'accueil
      </Link>
    </section>
  );
}
