import { redirect } from "react-router";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { rateItem } from "~/features/ratings/rate-item.server";
import {
  loginHref,
  RATE_INTENT,
  RATING_TOASTS,
  type TRateActionData,
  type TRatedItemType,
} from "~/features/ratings/schemas";
import type { TSessionUser } from "~/kernel/actor";

/** How the rating widget tells each refusal apart. */
const RATE_REFUSAL_REASONS = {
  unauthenticated: "signin",
  forbidden: "own",
  invalid: "failed",
  not_found: "failed",
} as const satisfies Record<
  Extract<Awaited<ReturnType<typeof rateItem>>, { ok: false }>["code"],
  Extract<TRateActionData, { ok: false }>["reason"]
>;

/**
 * The `rate` intent of a service or store page. The enhanced widget reads the answer in place,
 * a refusal with its failure's status; a plain form post (no JavaScript) is sent back to the
 * page, or to the sign-in page for a visitor, with the toast the widget would show.
 */
export async function rateFromForm(
  request: Request,
  viewer: TSessionUser | null,
  item: { itemType: TRatedItemType; itemId: string },
  values: Record<string, string>,
) {
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
      } satisfies TRateActionData;
    }
    return failureData(result, {
      intent: RATE_INTENT,
      ok: false,
      reason: RATE_REFUSAL_REASONS[result.code],
      message: result.message,
    } satisfies TRateActionData);
  }
  if (!result.ok && result.code === "unauthenticated") {
    throw redirect(loginHref(path), {
      headers: await flashToastHeaders({ type: "error", ...RATING_TOASTS.signIn }),
    });
  }
  const toast = result.ok
    ? ({ type: "success", ...RATING_TOASTS.saved } as const)
    : result.code === "forbidden"
      ? ({ type: "error", ...RATING_TOASTS.own, description: result.message } as const)
      : ({ type: "error", ...RATING_TOASTS.failed } as const);
  throw redirect(`${path}#evaluer`, { headers: await flashToastHeaders(toast) });
}
