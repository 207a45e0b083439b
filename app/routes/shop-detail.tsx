import { ArrowLeft, Check, MapPin, SearchX, TriangleAlert } from "lucide-react";
import { data, isRouteErrorResponse, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";
import { ShopDetailContact } from "~/features/shops/components/shop-detail-contact";
import { ShopDetailImage } from "~/features/shops/components/shop-detail-image";
import { ShopDetailMap } from "~/features/shops/components/shop-detail-map";
import { ShopDetailRating } from "~/features/shops/components/shop-detail-rating";
import { getStoreDetail } from "~/features/shops/get-store.server";
import { shopWhatsappMessage, whatsappLink } from "~/lib/whatsapp";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/shop-detail";

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
  const store = await getStoreDetail(params.id, viewer);
  if (!store) throw data(null, { status: 404 });

  const origin = env().PUBLIC_URL;
  const path = `/boutiques/${store.id}`;
  const whatsapp = whatsappLink(store.whatsapp, shopWhatsappMessage(store.name));
  // 001 §5: the messaging link needs a signed-in user; visitors are sent to log in first.
  const whatsappNeedsLogin = whatsapp !== null && viewer === null;
  const image = store.imageSrc;
  return {
    store,
    whatsappHref: whatsappNeedsLogin ? `/auth/login?from=${encodeURIComponent(path)}` : whatsapp,
    whatsappNeedsLogin,
    seo: {
      canonical: `${origin}${path}`,
      description: metaDescription(store.description),
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
      { title: `${notFound ? "Boutique non trouvée" : "Erreur"} | Darna` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { store, seo } = loaderData;
  const title = `${store.name} | Darna`;
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

export default function ShopDetailPage({ loaderData }: Route.ComponentProps) {
  const { store, whatsappHref, whatsappNeedsLogin } = loaderData;
  const place = [store.address, store.locationLabel]
    .map((part) => part.trim())
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(", ");
  return (
    <div className={cn(CONTAINER_CLASS, "pt-2 pb-12 lg:pt-4")}>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="flex flex-col gap-5 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:flex-row sm:items-center lg:col-start-1 lg:row-start-1">
          <div className="h-56 w-full shrink-0 overflow-hidden rounded-xl bg-muted sm:size-40">
            <ShopDetailImage src={store.imageSrc} alt={store.name} priority />
          </div>
          <div className="min-w-0 space-y-2">
            <span className="inline-block rounded-full bg-secondary px-3 py-1 font-medium text-secondary-foreground text-xs">
              {store.categoryLabel}
            </span>
            <h1 className="font-bold text-2xl leading-tight sm:text-3xl">{store.name}</h1>
            <ShopDetailRating value={store.avgRating} />
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>{place || "Non spécifiée"}</span>
            </p>
          </div>
        </div>

        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            <ShopDetailContact
              whatsappHref={whatsappHref}
              whatsappNeedsLogin={whatsappNeedsLogin}
              address={store.address}
              locationLabel={store.locationLabel}
              owner={store.owner}
              showOtherListings={store.showOtherListings}
            />
          </div>
        </div>

        <div className="space-y-8 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="shop-about">
            <h2 id="shop-about" className="mb-3 font-semibold text-xl">
              À propos
            </h2>
            <p className="whitespace-pre-line text-foreground/90 leading-relaxed">
              {store.description}
            </p>
          </section>

          {store.imageSrc ? (
            <section aria-labelledby="shop-gallery">
              <h2 id="shop-gallery" className="mb-3 font-semibold text-xl">
                Galerie
              </h2>
              <div className="aspect-[16/9] overflow-hidden rounded-xl bg-muted">
                <ShopDetailImage src={store.imageSrc} alt={`Boutique ${store.name}`} />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="shop-offers">
            <h2 id="shop-offers" className="mb-3 font-semibold text-xl">
              Services proposés
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2">
              {store.offeredServices.map((offer) => (
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

          <ShopDetailMap place={place} mapsUrl={store.mapsUrl} />
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
      <h1 className="mb-3 font-bold text-2xl">{notFound ? "Boutique non trouvée" : "Erreur"}</h1>
      <p className="mb-6 text-muted-foreground">
        {notFound
          ? "Cette boutique n'existe pas ou a été supprimée."
          : "Impossible de charger les détails de la boutique."}
      </p>
      <Link to="/boutiques" className={buttonClasses({ size: "lg" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Retour aux boutiques
      </Link>
    </div>
  );
}
