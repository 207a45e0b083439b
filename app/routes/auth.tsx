import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "Connexion | Darna" }];

export default function Page() {
  return <PendingPage title="Connexion" />;
}
