import { PendingPage } from "~/components/pending-page";
import { requirePublisher } from "~/server/guards.server";
import type { Route } from "./+types/publish-shop";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePublisher(request);
  return null;
}
export const meta = () => [{ title: "Ajouter une boutique spécialisée | Darna" }];

export default function Page() {
  return <PendingPage title="Ajouter une boutique spécialisée" />;
}
