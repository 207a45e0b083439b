import { PendingPage } from "~/components/pending-page";
import { requireUser } from "~/server/guards.server";
import type { Route } from "./+types/my-favorites";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}
export const meta = () => [{ title: "Mes favoris | Darna" }];

export default function Page() {
  return <PendingPage title="Mes favoris" />;
}
