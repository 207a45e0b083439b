import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "Nouveau mot de passe | Darna" }];

export default function Page() {
  return <PendingPage title="Nouveau mot de passe" />;
}
