import { redirect } from "react-router";
import { signOut } from "~/features/account/sign-out.server";
import type { Route } from "./+types/auth-logout";

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request.headers);
  return redirect("/", { headers });
}

// A sign-out is a POST; a visit to the address just goes home.
export function loader() {
  return redirect("/");
}
