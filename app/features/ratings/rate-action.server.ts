import { redirect } from "react-router";
import type { TSessionUser } from "~/server/auth.server";
import { flashToastHeaders } from "~/server/flash.server";
import { rateItem } from "./rate-item.server";
import {
  loginHref,
  RATE_INTENT,
  RATING_TOASTS,
  type TRateActionData,
  type TRatedItemType,
} from "./schemas";

/**
 * The `rate` intent of a service or store page. The enhanced widget reads the answer in place;
 * a plain form post (no JavaScript) is sent back to the page, or to the sign-in page for a
 * visitor, with the §8 toast.
 */
export async function rateFromForm(
  request: Request,
  viewer: TSessionUser | null,
  item: { itemType: TRatedItemType; itemId: string },
  values: Record<string, string>,
): Promise<TRateActionData> {
  const enhanced = values.enhanced === "1";
  const path = new URL(request.url).pathname;
  const result = await rateItem(viewer, { ...item, stars: values.stars });
  if (enhanced) {
    if (result.ok) {
      return {
        intent: RATE_INTENT,
        ok: true,
        stars: result.stars,
        avgRating: result.avgRating,
        ratingCount: result.ratingCount,
      };
    }
    return {
      intent: RATE_INTENT,
      ok: false,
      reason: result.status === 401 ? "signin" : result.status === 403 ? "own" : "failed",
      message: result.message,
    };
  }
  if (!result.ok && result.status === 401) {
    throw redirect(loginHref(path), {
      headers: await flashToastHeaders({ type: "error", ...RATING_TOASTS.signIn }),
    });
  }
  const toast = result.ok
    ? ({ type: "success", ...RATING_TOASTS.saved } as const)
    : result.status === 403
      ? ({ type: "error", ...RATING_TOASTS.own, description: result.message } as const)
      : ({ type: "error", ...RATING_TOASTS.failed } as const);
  throw redirect(`${path}#evaluer`, { headers: await flashToastHeaders(toast) });
}
