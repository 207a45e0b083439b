import { PendingPage } from "~/components/pending-page";

export const meta = () => [{ title: "À venir | Darna" }];

export default function Page() {
  return <PendingPage title="À venir" />;
}
