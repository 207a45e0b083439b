import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { PageHeading } from "~/components/listing/page-heading";
import { favoriteIdsAmong } from "~/features/favorites/favorite-ids.server";
import { ServiceCard } from "~/features/services/components/service-card";
import { listServices } from "~/features/services/list-services.server";
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
  const [services, viewer] = await Promise.all([listServices(), getSessionUser(request)]);
  const favoriteIds = await favoriteIdsAmong(
    viewer,
    "service",
    services.map((item) => item.id),
  );
  return { services, favoriteIds };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { services, favoriteIds } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading
        title="Services Immobiliers"
        subtitle="Des professionnels pour construire, rénover et entretenir votre bien : électriciens, plombiers, peintres et bien d'autres."
      />
      {services.length === 0 ? (
        <EmptyState message="Aucun professionnel disponible actuellement." />
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {services.map((service, index) => (
            <ServiceCard
              key={service.id}
              service={service}
              eagerImage={index < 4}
              favorited={favoriteIds.includes(service.id)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ListError message="Impossible de charger les services. Veuillez réessayer plus tard." />;
}
