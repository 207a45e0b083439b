import { createCookie } from "react-router";
import { z } from "zod";
import { FLASH_COOKIE_NAME } from "~/lib/flash-cookie";
import { env } from "~/server/env.server";

/** A toast carried across a redirect (e.g. 'Compte supprimé' after leaving /profil for /). */
export const ZFlashToast = z.object({
  type: z.enum(["success", "error", "info", "warning"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type TFlashToast = z.infer<typeof ZFlashToast>;

let cookie: ReturnType<typeof createCookie> | undefined;

// Made on first use: reading the environment while modules load would throw before the server's
// entry could print its one clear line about a bad variable.
function flashCookie() {
  cookie ??= createCookie(FLASH_COOKIE_NAME, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    // Behind HTTPS the cookie never travels in clear.
    secure: env().PUBLIC_URL.startsWith("https://"),
    maxAge: 60,
  });
  return cookie;
}

/** Headers that make the next page show `toast` once. */
export async function flashToastHeaders(toast: TFlashToast, headers = new Headers()) {
  headers.append("Set-Cookie", await flashCookie().serialize(toast));
  return headers;
}

/** The pending toast of this request, and the header that clears it. */
export async function readFlashToast(
  request: Request,
): Promise<{ toast: TFlashToast | null; headers: Headers }> {
  const headers = new Headers();
  const value = await flashCookie()
    .parse(request.headers.get("cookie"))
    .catch(() => null);
  if (value === null || value === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await flashCookie().serialize("", { maxAge: 0 }));
  const parsed = ZFlashToast.safeParse(value);
  return { toast: parsed.success ? parsed.data : null, headers };
}
