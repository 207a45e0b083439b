import { Loader2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { PageHeading } from "~/components/listing/page-heading";
import { Pagination } from "~/components/listing/pagination";
import { favoriteIdsAmong } from "~/features/favorites/favorite-ids.server";
import { ShopCard } from "~/features/shops/components/shop-card";
import {
  ShopFilterPanel,
  ShopSortSelect,
  useShopFilters,
} from "~/features/shops/components/shop-filters";
import { toShopFilterValues, toShopListSearch } from "~/features/shops/list-query";
import { parseShopListQuery } from "~/features/shops/list-query-schema";
import { listStores } from "~/features/shops/list-shops.server";
import { formatNumber } from "~/lib/format";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/shops";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Boutiques Spécialisées | Darna" },
    {
      name: "description",
      content:
        "Matériaux de construction, décoration, meubles, électroménager et équipement : les boutiques spécialisées de Tunisie.",
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseShopListQuery(new URL(request.url).searchParams);
  const [result, viewer] = await Promise.all([listStores(query), getSessionUser(request)]);
  const favoriteIds = await favoriteIdsAmong(
    viewer,
    "store",
    result.items.map((item) => item.id),
  );
  return { query, result, favoriteIds };
}

function resultCount(total: number): string {
  return total > 1 ? `${formatNumber(total)} boutiques trouvées` : `${total} boutique trouvée`;
}

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { query, result, favoriteIds } = loaderData;
  const filters = useShopFilters(query);
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === "/boutiques";
  const urlValues = toShopFilterValues(query);
  const filtered = Boolean(query.category || query.location);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading
        title="Boutiques Spécialisées"
        subtitle="Matériaux, décoration et équipement : trouvez les boutiques spécialisées près de chez vous."
      />
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Filtres des boutiques">
          <ShopFilterPanel state={filters} />
        </aside>
        <section aria-labelledby="shop-results" aria-busy={loading}>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex items-center gap-2">
              <h2 id="shop-results" aria-live="polite" className="text-lg font-semibold">
                {resultCount(result.total)}
              </h2>
              {loading ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  Chargement…
                </span>
              ) : null}
            </div>
            <ShopSortSelect state={filters} />
          </div>
          <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
            {result.items.length === 0 ? (
              <EmptyState message="Aucune boutique disponible actuellement.">
                {filtered ? (
                  <Link
                    to="/boutiques"
                    className="text-sm font-semibold text-primary hover:underline"
                  >
                    Réinitialiser les filtres
                  </Link>
                ) : null}
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((shop, index) => (
                  <ShopCard
                    key={shop.id}
                    shop={shop}
                    eagerImage={index < 3}
                    favorited={favoriteIds.includes(shop.id)}
                  />
                ))}
              </div>
            )}
          </div>
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => `/boutiques${toShopListSearch({ ...urlValues, page })}`}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListError message="Impossible de charger les boutiques. Veuillez réessayer plus tard." />;
}
