import { data, Link, redirect } from "react-router";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { HYDRATE_PERSONAL_PARTS, withPersonalParts } from "~/components/layout/personal-parts";
import { ListingSection } from "~/components/listing/listing-section";
import { PageHeading } from "~/components/listing/page-heading";
import { PropertyCard } from "~/features/listings/components/property-card";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import { CardPriceContext } from "~/features/properties/components/card-price-context";
import { withPriceGaps } from "~/features/properties/price-context.server";
import {
  inLocation,
  inPlace,
  LOCATION_TYPE_LINKS,
  locationHeading,
  locationListPath,
  locationPagePath,
  type TLocationPage,
} from "~/features/seo/location-pages";
import {
  delegationsOf,
  locationPageFor,
  locationSummary,
} from "~/features/seo/location-pages.server";
import { GOVERNORATE_OPTIONS, type TAnnouncementType } from "~/lib/constants";
import { formatNumber } from "~/lib/format";
import { withThumbnailCover } from "~/lib/property-photo-urls";
import { revalidateWhenGone } from "~/lib/revalidation";
import { isNotFoundError } from "~/lib/seo";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/location-landing";

export const shouldRevalidate = revalidateWhenGone;

export async function loader({ params, request }: Route.LoaderArgs) {
  const found = locationPageFor(params.gouvernorat, params.type);
  // An unknown governorate, type or delegation: the not-found page, with its status.
  if (!found) throw data(null, { status: 404 });
  if ("redirect" in found) throw redirect(found.redirect, 301);
  const { page } = found;
  const origin = env().PUBLIC_URL;
  const canonical = `${origin}${locationPagePath(page.governorate?.key, (page.type ?? page.delegation)?.key)}`;
  // A governorate's own page links to its delegations' pages.
  const delegations =
    page.governorate && !page.type && !page.delegation ? delegationsOf(page.governorate.key) : [];
  if (!page.governorate)
    return { page, summary: null, favoriteIds: [] as string[], canonical, delegations };
  const [summary, viewer] = await Promise.all([locationSummary(page), getSessionUser(request)]);
  const cards = [...summary.vente.newest, ...summary.location.newest];
  // Both rows' price context in one query (decision 0024).
  const [favoriteIds, withGaps] = await Promise.all([
    favoriteIdsAmong(
      viewer,
      "property",
      cards.map((item) => item.id),
    ),
    withPriceGaps(cards),
  ]);
  const saleCount = summary.vente.newest.length;
  const rows = {
    vente: { ...summary.vente, newest: withGaps.slice(0, saleCount).map(withThumbnailCover) },
    location: { ...summary.location, newest: withGaps.slice(saleCount).map(withThumbnailCover) },
  };
  return { page, summary: rows, favoriteIds, canonical, delegations };
}

/** The hearts of a signed-in person's location page served as the visitor's (decision 0040). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPersonalParts(
    serverLoader,
    (data) => ({
      property: data.summary ? [...data.summary.vente.newest, ...data.summary.location.newest] : [],
    }),
    (data, { favoriteIds }) => ({ ...data, favoriteIds: favoriteIds.property }),
  );
}
clientLoader.hydrate = HYDRATE_PERSONAL_PARTS;

export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  if (!loaderData) {
    return [{ title: "Page introuvable | Darna" }, { name: "robots", content: "noindex" }];
  }
  const { page, canonical } = loaderData;
  const heading = locationHeading(page);
  return [
    { title: `${heading} | Darna` },
    { name: "description", content: introduction(page) },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
}

function introduction(page: TLocationPage): string {
  if (!page.governorate) {
    return "Appartements, maisons, villas, terrains, locaux et bureaux à vendre ou à louer dans les 24 gouvernorats de Tunisie : choisissez une région.";
  }
  const what = page.type ? page.type.plural.toLowerCase() : "biens immobiliers";
  return `Les ${what} à vendre et à louer ${inLocation(page)} publiés sur Darna par des particuliers et des professionnels, avec photos, prix et contact direct.`;
}

function countText(count: { total: number; capped: boolean }, announcementType: TAnnouncementType) {
  const action = announcementType === "vente" ? "à vendre" : "à louer";
  if (count.capped) return `Plus de ${formatNumber(count.total)} annonces ${action}`;
  if (count.total === 0) return `Aucune annonce ${action} pour le moment`;
  return count.total > 1
    ? `${formatNumber(count.total)} annonces ${action}`
    : `1 annonce ${action}`;
}

const LINK_CLASS =
  "rounded-sm font-medium text-primary hover:underline outline-none focus-visible:ring-2 focus-visible:ring-ring";

export default function LocationLanding({ loaderData }: Route.ComponentProps) {
  const { page, summary, favoriteIds, delegations } = loaderData;
  const heading = locationHeading(page);
  return (
    <div className="flex flex-col gap-6 pb-16 sm:gap-12">
      <div className="mx-auto w-full max-w-7xl px-4 pt-3 sm:px-6 sm:pt-8 lg:px-8">
        <PageHeading title={heading} subtitle={introduction(page)} />
        {page.governorate && summary ? (
          <ul className="flex flex-col gap-2 sm:flex-row sm:gap-8" aria-label="Annonces">
            {(["vente", "location"] as const).map((announcementType) => (
              <li key={announcementType}>
                <Link to={locationListPath(page, announcementType)} className={LINK_CLASS}>
                  {countText(summary[announcementType], announcementType)}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {page.governorate && summary
        ? (["vente", "location"] as const).map((announcementType) => (
            <ListingSection
              key={announcementType}
              title={
                announcementType === "vente"
                  ? "Dernières annonces à vendre"
                  : "Dernières annonces à louer"
              }
              seeAllHref={locationListPath(page, announcementType)}
              emptyText={
                announcementType === "vente"
                  ? "Aucune annonce à vendre ici pour le moment."
                  : "Aucune annonce à louer ici pour le moment."
              }
              isEmpty={summary[announcementType].newest.length === 0}
            >
              {summary[announcementType].newest.map((property) => (
                <PropertyCard
                  key={property.id}
                  property={property}
                  variant="home"
                  favorited={favoriteIds.includes(property.id)}
                >
                  <CardPriceContext property={property} />
                </PropertyCard>
              ))}
            </ListingSection>
          ))
        : null}

      <nav
        aria-labelledby="location-links"
        className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
      >
        {page.governorate ? (
          <>
            <h2 id="location-links" className="mb-4 text-xl font-bold tracking-tight">
              Par type de bien {inPlace(page.governorate.label)}
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              {LOCATION_TYPE_LINKS.map((type) => (
                <li key={type.key}>
                  <Link
                    to={locationPagePath(page.governorate?.key, type.key)}
                    aria-current={page.type?.key === type.key ? "page" : undefined}
                    className={LINK_CLASS}
                  >
                    {type.plural}
                  </Link>
                </li>
              ))}
            </ul>
            {delegations.length > 0 ? (
              <>
                <h2 className="mt-8 mb-4 text-xl font-bold tracking-tight">
                  Par délégation {inPlace(page.governorate.label)}
                </h2>
                <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
                  {delegations.map((delegation) => (
                    <li key={delegation.key}>
                      <Link
                        to={locationPagePath(page.governorate?.key, delegation.key)}
                        className={LINK_CLASS}
                      >
                        {delegation.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            <p className="mt-6 text-sm">
              <Link to={locationPagePath()} className={LINK_CLASS}>
                Tous les gouvernorats
              </Link>
              {page.type || page.delegation ? (
                <>
                  {" · "}
                  <Link to={locationPagePath(page.governorate.key)} className={LINK_CLASS}>
                    Immobilier {inPlace(page.governorate.label)}
                  </Link>
                </>
              ) : null}
            </p>
          </>
        ) : (
          <>
            <h2 id="location-links" className="mb-4 text-xl font-bold tracking-tight">
              Les 24 gouvernorats
            </h2>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {GOVERNORATE_OPTIONS.map((place) => (
                <li key={place.value}>
                  <Link to={locationPagePath(place.value)} className={LINK_CLASS}>
                    Immobilier {inPlace(place.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isNotFoundError(error) ? (
    <NotFoundContent />
  ) : (
    <DetailErrorPage
      error={error}
      notFoundTitle="Page introuvable"
      notFoundMessage="Cette page n'existe pas."
      failureMessage="Impossible de charger les annonces de cette région."
      backTo="/immobilier"
      backLabel="Tous les gouvernorats"
    />
  );
}
