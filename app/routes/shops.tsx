import { EmptyState } from "~/components/listing/empty-state";
import { ListError } from "~/components/listing/list-error";
import { PageHeading } from "~/components/listing/page-heading";
import { favoriteIdsAmong } from "~/features/favorites/favorite-ids.server";
import { ShopCard } from "~/features/shops/components/shop-card";
import { listStores } from "~/features/shops/list-shops.server";
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
  const [shops, viewer] = await Promise.all([listStores(), getSessionUser(request)]);
  const favoriteIds = await favoriteIdsAmong(
    viewer,
    "store",
    shops.map((item) => item.id),
  );
  return { shops, favoriteIds };
}

export default function Shops({ loaderData }: Route.ComponentProps) {
  const { shops, favoriteIds } = loaderData;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeading
        title="Boutiques Spécialisées"
        subtitle="Matériaux, décoration et équipement : trouvez les boutiques spécialisées près de chez vous."
      />
      {shops.length === 0 ? (
        <EmptyState message="Aucune boutique disponible actuellement." />
      ) : (
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {shops.map((shop, index) => (
            <ShopCard
              key={shop.id}
              shop={shop}
              eagerImage={index < 4}
              favorited={favoriteIds.includes(shop.id)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <ListError message="Impossible de charger les boutiques. Veuillez réessayer plus tard." />;
}
