import { PendingPage } from "~/components/pending-page";
import { requireUser } from "~/server/guards.server";
import type { Route } from "./+types/profile";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}
export const meta = () => [{ title: "Mon profil | Darna" }];

export default function Page() {
  return <PendingPage title="Mon profil" />;
}
