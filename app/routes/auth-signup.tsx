import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "Inscription | Darna" }];

export default function Page() {
  return <PendingPage title="Inscription" />;
}
