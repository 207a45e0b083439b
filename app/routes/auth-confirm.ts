import { redirect } from "react-router";
import { confirmationLandingSearch, confirmEmail } from "~/features/account/confirm-email.server";
import type { Route } from "./+types/auth-confirm";

/** The link of the confirmation mail: confirms, then lands on /auth with the spec's parameters. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await confirmEmail(token);
  return redirect(`/auth${confirmationLandingSearch(result)}`);
}
