import { MapPin, UserRound } from "lucide-react";
import { data } from "react-router";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { DetailImage } from "~/components/detail/detail-image";
import {
  DetailAboutSection,
  DetailHeaderCard,
  DetailPageGrid,
  OfferedServicesSection,
} from "~/components/detail/detail-layout";
import { DetailRating } from "~/components/detail/detail-rating";
import { whatsappContact } from "~/features/listings/whatsapp-contact";
import { ServiceDetailContact } from "~/features/services/components/service-detail-contact";
import { getServiceDetail } from "~/features/services/get-service.server";
import { absoluteUrl, detailErrorMeta, detailPageMeta, metaDescription } from "~/lib/seo";
import { serviceWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/service-detail";

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
  return {
    service,
    ...whatsappContact(whatsapp, viewer !== null, path),
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(service.description),
      image: service.imageSrc ? absoluteUrl(origin, service.imageSrc) : null,
    },
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return detailErrorMeta(error, "Service non trouvé");
  const { service, seo } = loaderData;
  return detailPageMeta({
    name: service.name,
    description: seo.description,
    canonical: seo.canonical,
    image: seo.image,
  });
}

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, whatsappHref, whatsappNeedsLogin } = loaderData;
  return (
    <DetailPageGrid
      header={
        <DetailHeaderCard
          image={
            <DetailImage
              src={service.imageSrc}
              alt={service.name}
              placeholder={<UserRound aria-hidden="true" className="size-1/2" />}
              priority
            />
          }
          badge={service.profession}
          name={service.name}
          rating={<DetailRating value={service.avgRating} unratedLabel="Pas encore évalué" />}
          place={
            <p className="flex items-center gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {service.locationLabel || "Non spécifiée"}
            </p>
          }
        />
      }
      aside={
        <ServiceDetailContact
          phone={service.phone}
          whatsappHref={whatsappHref}
          whatsappNeedsLogin={whatsappNeedsLogin}
          address={service.address}
          locationLabel={service.locationLabel}
          owner={service.owner}
          showOtherListings={service.showOtherListings}
        />
      }
    >
      <DetailAboutSection headingId="service-about" text={service.description} />
      <OfferedServicesSection headingId="service-offers" offers={service.offeredServices} />
    </DetailPageGrid>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle="Service non trouvé"
      notFoundMessage="Ce service n'existe pas ou a été supprimé."
      failureMessage="Impossible de charger les détails du service."
      backTo="/services"
      backLabel="Retour aux services"
    />
  );
}
