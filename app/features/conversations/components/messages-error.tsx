import { isRouteErrorResponse, Link } from "react-router";
import { ErrorContent } from "~/components/layout/error-content";
import { buttonClasses } from "~/components/ui/button";

/**
 * The messages pages' error panel: what a 404 names in French ('Cette conversation n'existe
 * pas.', 'Cette annonce n'existe pas…'), with the way back to the inbox; anything else as the
 * site shows it.
 */
export function MessagesError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404 && typeof error.data === "string") {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">Introuvable</h1>
        <p className="text-muted-foreground">{error.data}</p>
        <Link to="/messages" className={buttonClasses()}>
          Retour à la messagerie
        </Link>
      </div>
    );
  }
  return <ErrorContent error={error} />;
}
