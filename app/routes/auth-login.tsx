import { signInRouteAction } from "~/edge/auth-forms.server";
import { redirectIfSignedIn, returnPathOf } from "~/edge/guards.server";
import { SignInScreen } from "~/features/account/components/sign-in-form";
import { configuredSocialProviders } from "~/server/auth.server";
import type { Route } from "./+types/auth-login";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Connexion | Darna" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, returnPathOf(request));
  return { social: configuredSocialProviders() };
}

export function action(args: Route.ActionArgs) {
  return signInRouteAction(args);
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInScreen social={loaderData.social} actionData={actionData} />;
}
