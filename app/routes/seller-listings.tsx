import { Loader2 } from "lucide-react";
import { type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { Pagination } from "~/components/listing/pagination";
import { LISTING_VIEW_PARAM, parseListingView, ViewToggle } from "~/components/listing/view-toggle";
import { throwPageFailure } from "~/edge/failures.server";
import { CATALOGUE_PAGES } from "~/features/listings/catalogue/catalogue-parts";
import { CatalogueCard } from "~/features/listings/catalogue/components/catalogue-card";
import { PropertyCard } from "~/features/listings/components/property-card";
import { SellerErrorPage, sellerError } from "~/features/listings/components/seller-error-page";
import { SellerHeader } from "~/features/listings/components/seller-header";
import { SELLER_GRID_CLASS, SellerSection } from "~/features/listings/components/seller-section";
import {
  SellerCatalogueTable,
  SellerPropertyTable,
} from "~/features/listings/components/seller-tables";
import {
  getSellerListings,
  parseSellerListingsQuery,
} from "~/features/listings/seller-listings.server";
import { sellerRoleLabel } from "~/features/listings/seller-role";
import { sellerDisplayName } from "~/features/properties/components/property-detail-seller";
import { LISTING_KIND_LABELS } from "~/kernel/kinds";
import { formatNumber } from "~/lib/format";
import { revalidateWhenGone } from "~/lib/revalidation";
import { absoluteUrl, detailPageMeta, metaDescription } from "~/lib/seo";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/seller-listings";

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const viewer = await getSessionUser(request);
  const result = await getSellerListings(
    viewer,
    params.userId,
    parseSellerListingsQuery(url.searchParams),
  );
  if (!result.ok) return throwPageFailure(request, result);

  const { seller, counts, properties } = result;
  const name = sellerDisplayName(seller.firstName, seller.lastName);
  // Seller pages are labelled as on the property pages they are reached from.
  const roleLabel = sellerRoleLabel(seller.role, "property");
  const origin = env().PUBLIC_URL;
  const path = `/utilisateur/${encodeURIComponent(seller.id)}/annonces`;
  // The list view shows the same listings: only the page number makes another document.
  const canonical = `${origin}${path}${properties.page > 1 ? `?page=${properties.page}` : ""}`;
  return {
    ...result,
    name,
    roleLabel,
    seo: {
      canonical,
      description: metaDescription(
        `${name} (${roleLabel}) sur Darna : ${counts.total} annonce(s) publiée(s) — biens immobiliers, services et boutiques en Tunisie.`,
      ),
      image: seller.avatarUrl ? absoluteUrl(origin, seller.avatarUrl) : null,
    },
  };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) {
    return [
      { title: `${sellerError(error).title} | Darna` },
      { name: "robots", content: "noindex" },
    ];
  }
  const { name, seo } = loaderData;
  return [
    ...detailPageMeta({
      name: `Annonces de ${name}`,
      description: seo.description,
      canonical: seo.canonical,
      image: seo.image,
    }),
    { name: "twitter:card", content: "summary" },
  ];
}

function withoutView(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete(LISTING_VIEW_PARAM);
  rest.sort();
  return rest.toString();
}

/**
 * Switching between grid and list changes nothing the server sends: no need to ask again. A
 * listing found gone (a heart's 404) is read again, as on every list.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  const { currentUrl, nextUrl, formMethod } = args;
  if (
    !formMethod &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search &&
    withoutView(currentUrl.searchParams) === withoutView(nextUrl.searchParams)
  ) {
    return false;
  }
  return revalidateWhenGone(args);
}

function kindsSummary(counts: { properties: number; services: number; stores: number }): string {
  const part = (n: number, one: string, many: string) => `${formatNumber(n)} ${n > 1 ? many : one}`;
  return [
    part(counts.properties, "propriété", "propriétés"),
    part(counts.services, "service", "services"),
    part(counts.stores, "boutique", "boutiques"),
  ].join(" · ");
}

export default function SellerListingsPage({ loaderData }: Route.ComponentProps) {
  const {
    seller,
    name,
    roleLabel,
    counts,
    properties,
    services,
    stores,
    favoriteIds,
    viewerIsSeller,
  } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const search = new URLSearchParams(location.search);
  const view = parseListingView(search.get(LISTING_VIEW_PARAM));
  // Another page of this seller (or a view switch) is on its way: say so over the current one.
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname;

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    const query = next.toString();
    return query ? `?${query}` : location.pathname;
  };

  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-3 pb-8 sm:px-6 sm:py-8 lg:px-8">
      <SellerHeader
        name={name}
        roleLabel={roleLabel}
        seller={seller}
        total={counts.total}
        isOwnPage={viewerIsSeller}
      />

      {counts.total === 0 ? (
        <EmptyState message="Aucune annonce">
          <p className="text-sm text-muted-foreground">
            Cet utilisateur n'a pas encore publié d'annonces.
          </p>
        </EmptyState>
      ) : (
        <div aria-busy={loading}>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{kindsSummary(counts)}</p>
            <div className="flex items-center gap-3">
              {loading ? (
                <span
                  role="status"
                  className="inline-flex items-center gap-1 text-sm text-muted-foreground"
                >
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  Chargement des annonces...
                </span>
              ) : null}
              <ViewToggle view={view} search={search} />
            </div>
          </div>

          <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
            {counts.properties > 0 ? (
              <SellerSection title="Propriétés" total={counts.properties}>
                {view === "liste" ? (
                  <SellerPropertyTable items={properties.items} />
                ) : (
                  <div className={SELLER_GRID_CLASS}>
                    {properties.items.map((property, index) => (
                      <PropertyCard
                        key={property.id}
                        property={property}
                        variant="list"
                        eagerImage={index < 3}
                        favorited={favoriteIds.property.includes(property.id)}
                      />
                    ))}
                  </div>
                )}
                <Pagination
                  page={properties.page}
                  pageCount={properties.pageCount}
                  hrefFor={hrefFor}
                />
              </SellerSection>
            ) : null}

            {(["service", "store"] as const).map((kind) => {
              const items = kind === "service" ? services : stores;
              const total = kind === "service" ? counts.services : counts.stores;
              if (total === 0) return null;
              return (
                <SellerSection
                  key={kind}
                  title={LISTING_KIND_LABELS[kind].plural}
                  total={total}
                  shown={items.length}
                >
                  {view === "liste" ? (
                    <SellerCatalogueTable kind={kind} items={items} />
                  ) : (
                    <div className={SELLER_GRID_CLASS}>
                      {items.map((item) => (
                        <CatalogueCard
                          key={item.id}
                          kind={CATALOGUE_PAGES[kind].card}
                          item={item}
                          favorited={favoriteIds[kind].includes(item.id)}
                        />
                      ))}
                    </div>
                  )}
                </SellerSection>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SellerErrorPage error={error} />;
}
