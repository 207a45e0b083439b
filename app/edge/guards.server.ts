import { redirect } from "react-router";
import { safeReturnPath } from "~/features/account/auth-landing";
import type { TSessionUser } from "~/kernel/actor";
import { getSessionUser } from "~/server/auth.server";
import { flashToastHeaders, type TFlashToast } from "./flash.server";

function returnPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

type TRequireUserOptions = {
  loginPath?: string;
  /** Shown on the sign-in page, e.g. 'Connexion requise' for anonymous publishing. */
  toast?: TFlashToast;
};

/** Login-required pages: visitors go to `loginPath`, remembering where they were. */
export async function requireUser(
  request: Request,
  { loginPath = "/auth", toast }: TRequireUserOptions = {},
): Promise<TSessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    const headers = toast ? await flashToastHeaders(toast) : undefined;
    throw redirect(`${loginPath}?from=${encodeURIComponent(returnPath(request))}`, { headers });
  }
  return user;
}

export const PUBLISHING_REQUIRES_SIGN_IN: TFlashToast = {
  type: "error",
  title: "Connexion requise",
  description: "Vous devez être connecté pour publier une annonce.",
};

/** The publish and edit forms: anonymous users are told why they land on /auth. */
export function requirePublisher(request: Request): Promise<TSessionUser> {
  return requireUser(request, { toast: PUBLISHING_REQUIRES_SIGN_IN });
}

/** Admin-only pages: visitors go to /auth, signed-in non-admins to /. */
export async function requireAdmin(request: Request): Promise<TSessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/");
  return user;
}

/** Where the sign-in screens send a visitor once signed in: their `?from=`, on this site only. */
export function returnPathOf(request: Request): string {
  return safeReturnPath(new URL(request.url).searchParams.get("from"));
}

/**
 * Signed-in users have nothing to do on the sign-in and sign-up screens. A session that cannot
 * be read counts as none: the form is more useful than an error page there.
 */
export async function redirectIfSignedIn(request: Request, to: string) {
  const user = await getSessionUser(request).catch(() => null);
  if (user) throw redirect(to);
}
