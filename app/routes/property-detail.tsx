import { ArrowLeft, SearchX, TriangleAlert } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";
import { PropertyDetailFacts } from "~/features/properties/components/property-detail-facts";
import {
  JsonLdScript,
  propertyJsonLd,
} from "~/features/properties/components/property-detail-json-ld";
import { PropertyDetailSeller } from "~/features/properties/components/property-detail-seller";
import { PropertyDetailSummary } from "~/features/properties/components/property-detail-summary";
import { PropertyGallery } from "~/features/properties/components/property-gallery";
import { getPropertyDetail } from "~/features/properties/get-property.server";
import { governorateLabel } from "~/lib/constants";
import { propertyWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/property-detail";

const META_DESCRIPTION_LENGTH = 155;

function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= META_DESCRIPTION_LENGTH) return flat;
  const cut = flat.slice(0, META_DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 100 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Crawlers and link previews need absolute URLs; inline data: images cannot be shared. */
function absoluteUrl(origin: string, url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("/")) return `${origin}${url}`;
  return null;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const property = await getPropertyDetail(params.id, viewer);
  if (!property) throw data(null, { status: 404 });

  const origin = env().PUBLIC_URL;
  const images = property.photoUrls
    .map((url) => absoluteUrl(origin, url))
    .filter((url): url is string => url !== null);
  const contact =
    property.whatsapp === undefined
      ? null
      : {
          whatsappHref: whatsappLink(property.whatsapp, propertyWhatsappMessage(property.title)),
          phone: property.whatsapp.trim() || property.seller.phone?.trim() || null,
        };

  return {
    property,
    contact,
    seo: {
      canonical: `${origin}/proprietes/${property.id}`,
      description: metaDescription(property.description),
      images,
    },
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? "Propriété non trouvée" : "Erreur"} | Darna` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { property, seo } = loaderData;
  const title = `${property.title} | Darna`;
  const cover = seo.images[0];
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
    ...(cover
      ? [
          { property: "og:image", content: cover },
          { name: "twitter:card", content: "summary_large_image" },
        ]
      : [{ name: "twitter:card", content: "summary" }]),
  ];
}

export default function PropertyDetailPage({ loaderData }: Route.ComponentProps) {
  const { property, contact, seo } = loaderData;
  return (
    <div className={cn(CONTAINER_CLASS, "pt-2 pb-12 lg:pt-4")}>
      {/* Phone: photos, summary and contact, then the details. Desktop: two columns. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <PropertyGallery
            photos={property.photoUrls}
            title={property.title}
            // The favourite button (a later issue) goes in this corner.
            firstPhotoSlot={null}
          />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="space-y-6 lg:sticky lg:top-6">
            <PropertyDetailSummary
              title={property.title}
              address={property.address}
              governorate={property.governorate}
              price={property.price}
              announcementType={property.announcementType}
              type={property.type}
            />
            <PropertyDetailSeller
              propertyTitle={property.title}
              seller={property.seller}
              contact={contact}
            />
          </div>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <PropertyDetailFacts
            type={property.type}
            surface={property.surface}
            rooms={property.rooms}
            bathrooms={property.bathrooms}
            year={property.year}
            description={property.description}
            characteristics={property.characteristics}
            furnished={property.furnished}
            availableDate={property.availableDate}
            createdAt={property.createdAt}
          />
        </div>
      </div>
      <JsonLdScript
        data={propertyJsonLd(
          {
            title: property.title,
            description: property.description,
            price: property.price,
            announcementType: property.announcementType,
            address: property.address,
            governorateLabel: governorateLabel(property.governorate),
            createdAt: property.createdAt,
          },
          { canonical: seo.canonical, images: seo.images },
        )}
      />
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
      <h1 className="mb-3 font-bold text-2xl">{notFound ? "Propriété non trouvée" : "Erreur"}</h1>
      <p className="mb-6 text-muted-foreground">
        {notFound
          ? "Cette annonce n'existe pas ou a été supprimée."
          : "Impossible de charger les détails de la propriété."}
      </p>
      <Link to="/proprietes" className={buttonClasses({ size: "lg" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour aux propriétés
      </Link>
    </div>
  );
}
