import { Loader2 } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { PageHeading } from "~/components/listing/page-heading";
import { Pagination } from "~/components/listing/pagination";
import { favoriteIdsAmong } from "~/features/favorites/favorite-ids.server";
import { ServiceCard } from "~/features/services/components/service-card";
import {
  ServiceFilterPanel,
  ServiceSortSelect,
  useServiceFilters,
} from "~/features/services/components/service-filters";
import { toServiceFilterValues, toServiceListSearch } from "~/features/services/list-query";
import { parseServiceListQuery } from "~/features/services/list-query-schema";
import { listServices } from "~/features/services/list-services.server";
import { formatNumber } from "~/lib/format";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/services";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Services Immobiliers | Darna" },
    {
      name: "description",
      content:
        "Électriciens, plombiers, peintres, architectes et autres professionnels de l'immobilier en Tunisie.",
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = parseServiceListQuery(new URL(request.url).searchParams);
  const [result, viewer] = await Promise.all([listServices(query), getSessionUser(request)]);
  const favoriteIds = await favoriteIdsAmong(
    viewer,
    "service",
    result.items.map((item) => item.id),
  );
  return { query, result, favoriteIds };
}

function resultCount(total: number): string {
  return total > 1
    ? `${formatNumber(total)} professionnels trouvés`
    : `${total} professionnel trouvé`;
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { query, result, favoriteIds } = loaderData;
  const filters = useServiceFilters(query);
  const navigation = useNavigation();
  const loading = navigation.state !== "idle" && navigation.location?.pathname === "/services";
  const urlValues = toServiceFilterValues(query);
  const filtered = Boolean(query.category || query.minRating || query.location);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading
        title="Services Immobiliers"
        subtitle="Des professionnels pour construire, rénover et entretenir votre bien : électriciens, plombiers, peintres et bien d'autres."
      />
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label="Filtres des services">
          <ServiceFilterPanel state={filters} />
        </aside>
        <section aria-labelledby="service-results" aria-busy={loading}>
          <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div className="flex items-center gap-2">
              <h2 id="service-results" aria-live="polite" className="text-lg font-semibold">
                {resultCount(result.total)}
              </h2>
              {loading ? (
                <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                  Chargement…
                </span>
              ) : null}
            </div>
            <ServiceSortSelect state={filters} />
          </div>
          <div className={loading ? "opacity-60 transition-opacity" : "transition-opacity"}>
            {result.items.length === 0 ? (
              <EmptyState message="Aucun professionnel disponible actuellement.">
                {filtered ? (
                  <Link
                    to="/services"
                    className="text-sm font-semibold text-primary hover:underline"
                  >
                    Réinitialiser les filtres
                  </Link>
                ) : null}
              </EmptyState>
            ) : (
              <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {result.items.map((service, index) => (
                  <ServiceCard
                    key={service.id}
                    service={service}
                    eagerImage={index < 3}
                    favorited={favoriteIds.includes(service.id)}
                  />
                ))}
              </div>
            )}
          </div>
          <Pagination
            page={result.page}
            pageCount={result.pageCount}
            hrefFor={(page) => `/services${toServiceListSearch({ ...urlValues, page })}`}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <ListError message="Impossible de charger les services. Veuillez réessayer plus tard." />;
}
