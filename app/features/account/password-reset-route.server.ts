import type { LoaderFunctionArgs } from "react-router";
import {
  passwordResetRouteAction,
  resetPageHeaders,
  resetTokenOf,
} from "~/server/http/auth-forms.server";

/*
 * The server side of both reset routes, /auth/reinitialiser-mot-de-passe and
 * /reinitialiser-mot-de-passe: specification 000 §2 gives the screen both addresses.
 */

export function loader({ request }: LoaderFunctionArgs) {
  return { token: resetTokenOf(request) };
}

export const headers = resetPageHeaders;

export const action = passwordResetRouteAction;
