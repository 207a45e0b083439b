import { getAuth } from "~/server/auth.server";

/** Ends the session of this request; the returned headers clear its cookies. */
export async function signOut(requestHeaders: Headers): Promise<Headers> {
  const auth = await getAuth();
  try {
    const { headers } = await auth.api.signOut({ headers: requestHeaders, returnHeaders: true });
    return headers;
  } catch {
    // No session (already signed out, expired): clearing the cookies is all there is to do.
    const { headers } = await auth.api
      .signOut({
        headers: new Headers(),
        returnHeaders: true,
      })
      .catch(() => ({ headers: new Headers() }));
    return headers;
  }
}
