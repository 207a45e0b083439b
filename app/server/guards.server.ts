import { redirect } from "react-router";
import { getSessionUser, type TSessionUser } from "./auth.server";

function returnPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** Login-required pages (000 §2 Guards): visitors go to `loginPath`, remembering where they were. */
export async function requireUser(request: Request, loginPath = "/auth"): Promise<TSessionUser> {
  const user = await getSessionUser(request);
  if (!user) {
    throw redirect(`${loginPath}?from=${encodeURIComponent(returnPath(request))}`);
  }
  return user;
}

/** Admin-only pages: visitors go to /auth, signed-in non-admins to /. */
export async function requireAdmin(request: Request): Promise<TSessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") throw redirect("/");
  return user;
}
