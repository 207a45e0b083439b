import { MapPin, Store } from "lucide-react";
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
import { ShopDetailContact } from "~/features/shops/components/shop-detail-contact";
import { ShopDetailMap } from "~/features/shops/components/shop-detail-map";
import { getStoreDetail } from "~/features/shops/get-store.server";
import { absoluteUrl, detailErrorMeta, detailPageMeta, metaDescription } from "~/lib/seo";
import { shopWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/shop-detail";

export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request);
  const store = await getStoreDetail(params.id, viewer);
  if (!store) throw data(null, { status: 404 });

  const origin = env().PUBLIC_URL;
  const path = `/boutiques/${store.id}`;
  const whatsapp = whatsappLink(store.whatsapp, shopWhatsappMessage(store.name));
  return {
    store,
    ...whatsappContact(whatsapp, viewer !== null, path),
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(store.description),
      image: store.imageSrc ? absoluteUrl(origin, store.imageSrc) : null,
    },
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return detailErrorMeta(error, "Boutique non trouvée");
  const { store, seo } = loaderData;
  return detailPageMeta({
    name: store.name,
    description: seo.description,
    canonical: seo.canonical,
    image: seo.image,
  });
}

function ShopPlaceholderIcon() {
  return <Store aria-hidden="true" className="size-1/3 max-h-24 max-w-24" />;
}

export default function ShopDetailPage({ loaderData }: Route.ComponentProps) {
  const { store, whatsappHref, whatsappNeedsLogin } = loaderData;
  const place = [store.address, store.locationLabel]
    .map((part) => part.trim())
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(", ");
  return (
    <DetailPageGrid
      header={
        <DetailHeaderCard
          image={
            <DetailImage
              src={store.imageSrc}
              alt={store.name}
              placeholder={<ShopPlaceholderIcon />}
              priority
            />
          }
          badge={store.categoryLabel}
          name={store.name}
          rating={<DetailRating value={store.avgRating} unratedLabel="Pas encore évaluée" />}
          place={
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>{place || "Non spécifiée"}</span>
            </p>
          }
        />
      }
      aside={
        <ShopDetailContact
          whatsappHref={whatsappHref}
          whatsappNeedsLogin={whatsappNeedsLogin}
          place={place}
          owner={store.owner}
          showOtherListings={store.showOtherListings}
        />
      }
    >
      <DetailAboutSection headingId="shop-about" text={store.description} />

      {store.imageSrc ? (
        <section aria-labelledby="shop-gallery">
          <h2 id="shop-gallery" className="mb-3 font-semibold text-xl">
            Galerie
          </h2>
          <div className="aspect-[16/9] overflow-hidden rounded-xl bg-muted">
            <DetailImage
              src={store.imageSrc}
              alt={`Boutique ${store.name}`}
              placeholder={<ShopPlaceholderIcon />}
            />
          </div>
        </section>
      ) : null}

      <OfferedServicesSection headingId="shop-offers" offers={store.offeredServices} />

      <ShopDetailMap place={place} mapsUrl={store.mapsUrl} />
    </DetailPageGrid>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle="Boutique non trouvée"
      notFoundMessage="Cette boutique n'existe pas ou a été supprimée."
      failureMessage="Impossible de charger les détails de la boutique."
      backTo="/boutiques"
      backLabel="Retour aux boutiques"
    />
  );
}
