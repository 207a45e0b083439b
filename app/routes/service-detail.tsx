import { ArrowLeft, Check, MapPin, SearchX, TriangleAlert } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";
import { ServiceDetailContact } from "~/features/services/components/service-detail-contact";
import { ServiceDetailPhoto } from "~/features/services/components/service-detail-photo";
import { ServiceDetailRating } from "~/features/services/components/service-detail-rating";
import { getServiceDetail } from "~/features/services/get-service.server";
import { serviceWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/service-detail";

const META_DESCRIPTION_LENGTH = 155;

function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= META_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 100 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const service = await getServiceDetail(params.id, viewer);
  if (!service) throw data(null, { status: 404 });

  const origin = env().PUBLIC_URL;
  const path = `/services/${service.id}`;
  const whatsapp = whatsappLink(
    service.whatsapp,
    serviceWhatsappMessage(service.name, service.locationLabel),
  );
  // 001 §5: the messaging link needs a signed-in user; visitors are sent to log in first.
  const whatsappNeedsLogin = whatsapp !== null && viewer === null;
  const image = service.imageSrc;
  return {
    service,
    whatsappHref: whatsappNeedsLogin ? `/auth/login?from=${encodeURIComponent(path)}` : whatsapp,
    whatsappNeedsLogin,
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(service.description),
      image: image?.startsWith("/")
        ? `${origin}${image}`
        : image?.startsWith("http")
          ? image
          : null,
    },
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? "Service non trouvé" : "Erreur"} | Darna` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { service, seo } = loaderData;
  const title = `${service.name} | Darna`;
  return [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Darna" },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    ...(seo.image ? [{ property: "og:image", content: seo.image }] : []),
  ];
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, whatsappHref, whatsappNeedsLogin } = loaderData;
  return (
    <div className={cn(CONTAINER_CLASS, "pt-2 pb-12 lg:pt-4")}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-center lg:col-start-1 lg:row-start-1">
          <div className="h-56 w-full shrink-0 overflow-hidden rounded-xl bg-muted sm:size-40">
            <ServiceDetailPhoto src={service.imageSrc} alt={service.name} />
          </div>
          <div className="min-w-0 space-y-2">
            <span className="inline-block rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
              {service.profession}
            </span>
            <h1 className="font-bold text-2xl leading-tight sm:text-3xl">{service.name}</h1>
            <ServiceDetailRating value={service.avgRating} />
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {service.locationLabel || "Non spécifiée"}
            </p>
          </div>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <ServiceDetailContact
              phone={service.phone}
              whatsappHref={whatsappHref}
              whatsappNeedsLogin={whatsappNeedsLogin}
              address={service.address}
              locationLabel={service.locationLabel}
              owner={service.owner}
              showOtherListings={service.showOtherListings}
            />
          </div>
        </div>

        <div className="space-y-8 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="service-about">
            <h2 id="service-about" className="mb-3 font-semibold text-xl">
              À propos
            </h2>
            <p className="whitespace-pre-line text-foreground/90 leading-relaxed">
              {service.description}
            </p>
          </section>
          <section aria-labelledby="service-offers">
            <h2 id="service-offers" className="mb-3 font-semibold text-xl">
              Services proposés
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {service.offeredServices.map((offer) => (
                <li
                  key={offer}
                  className="flex items-center gap-2 rounded-lg border border-border bg-card px-3 py-2.5"
                >
                  <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                  {offer}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      {notFound ? (
        <SearchX aria-hidden="true" className="mx-auto mb-4 size-12 text-muted-foreground" />
      ) : (
        <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-12 text-destructive" />
      )}
      <h1 className="mb-3 font-bold text-2xl">{notFound ? "Service non trouvé" : "Erreur"}</h1>
      <p className="mb-6 text-muted-foreground">
        {notFound
          ? "Ce service n'existe pas ou a été supprimé."
          : "Impossible de charger les détails du service."}
      </p>
      <Link to="/services" className={buttonClasses({ size: "lg" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour aux services
      </Link>
    </div>
  );
}
