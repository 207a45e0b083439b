import { isRouteErrorResponse, Link } from "react-router";
import { ErrorCode } from "~/components/request-id";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeft, SearchX, TriangleAlert } from "~/components/ui/icons";

type TSellerError = { title: string; message: string; missing: boolean };

/** The seller page's errors: a malformed id (400), an unknown user (404), anything else. */
export function sellerError(error: unknown): TSellerError {
  if (isRouteErrorResponse(error) && error.status === 400) {
    return {
      title: "ID d'utilisateur non valide",
      message: "L'adresse de cette page ne désigne aucun utilisateur.",
      missing: true,
    };
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return {
      title: "Utilisateur non trouvé",
      message: "Ce compte n'existe pas ou a été supprimé.",
      missing: true,
    };
  }
  return {
    title: "Impossible de charger les annonces",
    message: "Une erreur s'est produite",
    missing: false,
  };
}

/** The page's answer when it cannot show a seller, with the way back to the properties. */
export function SellerErrorPage({ error }: { error: unknown }) {
  const { title, message, missing } = sellerError(error);
  const Icon = missing ? SearchX : TriangleAlert;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <Icon
        aria-hidden="true"
        className={`mx-auto mb-4 size-12 ${missing ? "text-muted-foreground" : "text-destructive"}`}
      />
      <h1 className="mb-3 font-bold text-2xl">{title}</h1>
      <p className="mb-6 text-muted-foreground">{message}</p>
      {missing ? null : <ErrorCode className="-mt-3 mb-6 text-sm text-muted-foreground" />}
      <Link to="/proprietes" className={buttonClasses({ size: "lg" })}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        Retour aux propriétés
      </Link>
    </div>
  );
}
