import { data, redirect, useLocation } from "react-router";
import { HYDRATE_PERSONAL_PARTS, withPersonalParts } from "~/components/layout/personal-parts";
import { ListError } from "~/components/listing/list-error";
import { CreateAlertLink } from "~/features/alerts/components/create-alert-link";
import { CATALOGUE_PAGES, isCatalogueKind } from "~/features/listings/catalogue/catalogue-parts";
import { CatalogueListPage } from "~/features/listings/catalogue/components/catalogue-list-page";
import { listCatalogue } from "~/features/listings/catalogue/list-catalogue.server";
import {
  toCatalogueFilterValues,
  toCatalogueListSearch,
} from "~/features/listings/catalogue/list-query";
import { parseCatalogueSearch } from "~/features/listings/catalogue/list-query-schema";
import { favoriteIdsAmong } from "~/features/listings/favorite-ids.server";
import { MAP_VIEW, withListView } from "~/features/listings/list-view";
import { canonicalPlaceUrl } from "~/features/places/place-notices.server";
import { listPageMeta } from "~/features/seo/list-indexing";
import { kindOfPath } from "~/kernel/kinds";
import { revalidateWhenGone } from "~/lib/revalidation";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { mapTiles } from "~/server/map-tiles.server";
import type { Route } from "./+types/catalogue-list";

/* /services and /boutiques: one page, configured by its kind. */

function catalogueKindOf(pathname: string) {
  const kind = kindOfPath(pathname);
  if (!isCatalogueKind(kind)) throw data(null, { status: 404 });
  return kind;
}

/** A listing found gone (a heart's or a rating's 404) leaves the page: see revalidation.ts. */
export const shouldRevalidate = revalidateWhenGone;

export function meta({ location, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const kind = kindOfPath(location.pathname);
  if (!isCatalogueKind(kind)) return [];
  const { list } = CATALOGUE_PAGES[kind];
  return [
    { title: list.metaTitle },
    { name: "description", content: list.metaDescription },
    ...(loaderData ? listPageMeta(loaderData.origin, location.pathname, location.search) : []),
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = catalogueKindOf(url.pathname);
  const { query, places } = parseCatalogueSearch(CATALOGUE_PAGES[kind].list, url.searchParams);
  const canonical = canonicalPlaceUrl(url, places);
  if (canonical) throw redirect(canonical);
  const [result, viewer] = await Promise.all([listCatalogue(kind, query), getSessionUser(request)]);
  const favoriteIds = await favoriteIdsAmong(
    viewer,
    kind,
    result.items.map((item) => item.id),
  );
  // The map's tiles only for the map view: the list's data stays as it was.
  const tiles = query.view === MAP_VIEW ? mapTiles() : null;
  return { kind, query, places, result, favoriteIds, origin: env().PUBLIC_URL, tiles };
}

/** The hearts of a signed-in person's list served as the visitor's (decision 0040). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withPersonalParts(
    serverLoader,
    (data) => ({ [data.kind]: data.result.items }),
    (data, { favoriteIds }) => ({ ...data, favoriteIds: favoriteIds[data.kind] }),
  );
}
clientLoader.hydrate = HYDRATE_PERSONAL_PARTS;

export default function CatalogueList({ loaderData }: Route.ComponentProps) {
  const { card, list } = CATALOGUE_PAGES[loaderData.kind];
  const search = toCatalogueListSearch(list, toCatalogueFilterValues(list, loaderData.query));
  return (
    <CatalogueListPage
      list={list}
      card={card}
      data={loaderData}
      resultsAction={
        <CreateAlertLink
          kind={loaderData.kind}
          search={withListView(search, { zone: loaderData.query.zone })}
        />
      }
    />
  );
}

export function ErrorBoundary() {
  const kind = kindOfPath(useLocation().pathname);
  return <ListError message={isCatalogueKind(kind) ? CATALOGUE_PAGES[kind].list.loadError : ""} />;
}
