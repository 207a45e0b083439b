import { PendingPage } from "~/components/pending-page";
import { requirePublisher } from "~/server/guards.server";
import type { Route } from "./+types/publish-service";

export async function loader({ request }: Route.LoaderArgs) {
  await requirePublisher(request);
  return null;
}
export const meta = () => [{ title: "Publier un service | Darna" }];

export default function Page() {
  return <PendingPage title="Publier un service" />;
}
