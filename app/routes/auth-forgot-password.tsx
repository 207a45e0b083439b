import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "Mot de passe oublié | Darna" }];

export default function Page() {
  return <PendingPage title="Mot de passe oublié" />;
}
