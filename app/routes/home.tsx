import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { HYDRATE_PERSONAL_PARTS, withPersonalParts } from "~/components/layout/personal-parts";
import { ListingSection } from "~/components/listing/listing-section";
import { Building2, Plus } from "~/components/ui/icons";
import { CatalogueCard } from "~/features/listings/catalogue/components/catalogue-card";
import { listNewestCatalogue } from "~/features/listings/catalogue/list-catalogue.server";
import { SERVICE_CARD } from "~/features/listings/catalogue/service/card";
import { STORE_CARD } from "~/features/listings/catalogue/store/card";
import { PropertyCard } from "~/features/listings/components/property-card";
import { RecentlyViewedSlot } from "~/features/listings/components/recently-viewed-slot";
import { withDelegationNamesIn } from "~/features/listings/delegations.server";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import { HomeSearchForm } from "~/features/properties/components/home-search-form";
import { listNewestProperties } from "~/features/properties/list-properties.server";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { languageLinks } from "~/lib/i18n/language-links";
import { localeOfPath } from "~/lib/i18n/locale";
import { i18nOf, type TPageLanguage } from "~/lib/i18n/page-i18n";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { withThumbnailCover } from "~/lib/property-photo-urls";
import { revalidateWhenGone } from "~/lib/revalidation";
import { getSessionUser } from "~/server/auth.server";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/home";

/** A listing found gone (a heart's or a rating's 404) leaves the page: see revalidation.ts. */
export const shouldRevalidate = revalidateWhenGone;

const TITLE = msg`Darna | Immobilier, services et boutiques en Tunisie`;
const DESCRIPTION = msg`Propriétés à vendre et à louer, professionnels de l'immobilier et boutiques spécialisées dans les 24 gouvernorats de Tunisie.`;

export function meta({ matches, location }: Route.MetaArgs): Route.MetaDescriptors {
  const root = matches[0]?.loaderData as Awaited<ReturnType<typeof rootLoader>>["data"] | undefined;
  if (!root) return [];
  const i18n = i18nOf(root.language as TPageLanguage);
  return [
    { title: i18n._(TITLE) },
    { name: "description", content: i18n._(DESCRIPTION) },
    ...languageLinks(root.origin, location.pathname),
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const [properties, services, stores, viewer] = await Promise.all([
    listNewestProperties(HOME_LIST_SIZE),
    listNewestCatalogue("service", HOME_LIST_SIZE),
    listNewestCatalogue("store", HOME_LIST_SIZE),
    getSessionUser(request),
  ]);
  const locale = localeOfPath(new URL(request.url).pathname);
  const ids = (items: { id: string }[]) => items.map((item) => item.id);
  const favoriteIds = (
    await Promise.all([
      favoriteIdsAmong(viewer, "property", ids(properties)),
      favoriteIdsAmong(viewer, "service", ids(services)),
      favoriteIdsAmong(viewer, "store", ids(stores)),
    ])
  ).flat();
  return {
    properties: withDelegationNamesIn(locale, properties.map(withThumbnailCover)),
    services: withDelegationNamesIn(locale, services),
    stores: withDelegationNamesIn(locale, stores),
    favoriteIds,
  };
}

/** The hearts of a signed-in person's home page served as the visitor's (decision 0040). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPersonalParts(
    serverLoader,
    (data) => ({ property: data.properties, service: data.services, store: data.stores }),
    (data, { favoriteIds }) => ({ ...data, favoriteIds: Object.values(favoriteIds).flat() }),
  );
}
clientLoader.hydrate = HYDRATE_PERSONAL_PARTS;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { properties, services, stores, favoriteIds } = loaderData;
  const { t } = useLingui();
  const localePath = useLocalePath();
  return (
    <div className="flex flex-col gap-16 pb-16">
      <section
        aria-labelledby="home-title"
        className="relative overflow-hidden bg-gradient-to-br from-primary via-primary to-[oklch(0.36_0.11_250)] text-primary-foreground"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-24 -top-24 size-96 rounded-full bg-accent/25 blur-3xl"
        />
        <div className="relative mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <div className="max-w-3xl">
            <h1
              id="home-title"
              className="text-balance text-3xl font-extrabold tracking-tight sm:text-5xl"
            >
              <Trans>Trouvez le bien idéal en Tunisie</Trans>
            </h1>
            <p className="mt-4 text-pretty text-lg text-primary-foreground/85 sm:text-xl">
              <Trans>
                Achetez, louez et aménagez : des propriétés à vendre ou à louer, des professionnels
                de confiance et des boutiques spécialisées dans les 24 gouvernorats.
              </Trans>
            </p>
          </div>
          <HomeSearchForm />
        </div>
      </section>

      <ListingSection
        title={t`Propriétés récentes`}
        description={t`Les dernières annonces publiées sur Darna`}
        seeAllHref={localePath("/proprietes")}
        emptyText={t`Aucun bien immobilier disponible actuellement.`}
        isEmpty={properties.length === 0}
      >
        {properties.map((property) => (
          <PropertyCard
            key={property.id}
            property={property}
            variant="home"
            favorited={favoriteIds.includes(property.id)}
          />
        ))}
      </ListingSection>

      <ListingSection
        title={t`Services récents`}
        description={t`Des professionnels pour construire, rénover et entretenir`}
        seeAllHref={localePath("/services")}
        emptyText={t`Aucun professionnel disponible actuellement.`}
        isEmpty={services.length === 0}
      >
        {services.map((service) => (
          <CatalogueCard
            key={service.id}
            kind={SERVICE_CARD}
            item={service}
            favorited={favoriteIds.includes(service.id)}
          />
        ))}
      </ListingSection>

      <ListingSection
        title={t`Boutiques récentes`}
        description={t`Matériaux, décoration et équipement pour la maison`}
        seeAllHref={localePath("/boutiques")}
        emptyText={t`Aucune boutique disponible actuellement.`}
        isEmpty={stores.length === 0}
      >
        {stores.map((store) => (
          <CatalogueCard
            key={store.id}
            kind={STORE_CARD}
            item={store}
            favorited={favoriteIds.includes(store.id)}
          />
        ))}
      </ListingSection>

      <RecentlyViewedSlot />

      <section
        aria-labelledby="publish-title"
        className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
      >
        <div className="flex flex-col items-start gap-6 rounded-2xl bg-secondary px-6 py-10 text-secondary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
          <div className="flex items-start gap-4">
            <Building2
              aria-hidden="true"
              className="mt-1 hidden size-10 shrink-0 text-primary sm:block"
            />
            <div>
              <h2 id="publish-title" className="text-2xl font-bold tracking-tight">
                <Trans>Vous avez un bien à vendre ou à louer ?</Trans>
              </h2>
              <p className="mt-2 max-w-xl text-secondary-foreground/80">
                <Trans>
                  Publiez votre annonce en quelques minutes et faites-la découvrir partout en
                  Tunisie.
                </Trans>
              </p>
            </div>
          </div>
          <Link
            to={localePath("/publier/propriete")}
            className="inline-flex h-12 shrink-0 items-center gap-2 rounded-lg bg-accent px-6 font-semibold text-accent-foreground shadow-sm transition-colors hover:bg-accent/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Plus aria-hidden="true" className="size-5" />
            <Trans>Publier une annonce</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}
