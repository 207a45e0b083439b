import { data } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found-content";
import type { Route } from "./+types/not-found";

// The page still renders normally, but the status tells browsers and crawlers the URL is unknown.
export function loader(_: Route.LoaderArgs) {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page introuvable | Darna" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
