import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "Annonces du vendeur | Darna" }];

export default function Page() {
  return <PendingPage title="Annonces du vendeur" />;
}
