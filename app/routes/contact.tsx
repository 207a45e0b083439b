import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "Contactez-nous | Darna" }];

export default function Page() {
  return <PendingPage title="Contactez-nous" />;
}
