import { signUpRouteAction } from "~/edge/auth-forms.server";
import { redirectIfSignedIn } from "~/edge/guards.server";
import { SignUpScreen } from "~/features/account/components/sign-up-form";
import { configuredSocialProviders } from "~/server/auth.server";
import type { Route } from "./+types/auth-signup";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Inscription | Darna" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfSignedIn(request, "/");
  return { social: configuredSocialProviders() };
}

export function action(args: Route.ActionArgs) {
  return signUpRouteAction(args);
}

export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignUpScreen social={loaderData.social} actionData={actionData} />;
}
