import {
  passwordResetRouteAction,
  resetPageHeaders,
  resetTokenOf,
} from "~/features/account/components/auth-actions.server";
import { PasswordResetScreen } from "~/features/account/components/password-reset-screen";
import type { Route } from "./+types/reset-password";

// The target of the reset mail (?token=…); without a token it asks for a link instead.
export function meta({ loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: loaderData?.token ? "Nouveau mot de passe | Darna" : "Mot de passe oublié | Darna" },
    { name: "robots", content: "noindex" },
  ];
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: resetTokenOf(request) };
}

export function headers(args: Route.HeadersArgs) {
  return resetPageHeaders(args);
}

export function action(args: Route.ActionArgs) {
  return passwordResetRouteAction(args);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PasswordResetScreen token={loaderData.token} actionData={actionData} />;
}
