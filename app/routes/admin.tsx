import { PendingPage } from "~/components/pending-page";
import { requireAdmin } from "~/server/guards.server";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}
export const meta = () => [{ title: "Panneau d'administration | Darna" }];

export default function Page() {
  return <PendingPage title="Panneau d'administration" />;
}
