import type { LoaderFunctionArgs } from "react-router";
import { passwordResetRouteAction, resetPageHeaders, resetTokenOf } from "~/edge/auth-forms.server";

/*
 * The server side of both reset routes, /auth/reinitialiser-mot-de-passe and
 * /reinitialiser-mot-de-passe: the screen has both addresses (the mail links to the second).
 */

export function loader({ request }: LoaderFunctionArgs) {
  return { token: resetTokenOf(request) };
}

export const headers = resetPageHeaders;

export const action = passwordResetRouteAction;
