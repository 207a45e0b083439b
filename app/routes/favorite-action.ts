import { data, redirect } from "react-router";
import { failureData, throwPageFailure } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { refererPath } from "~/edge/referer-path.server";
import { changeFavorite } from "~/features/favorites/change-favorite.server";
import { ZFavoriteChange } from "~/features/favorites/schemas";
import type { TFavoriteActionData } from "~/features/listings/components/favorite-button-parts";
import { failure, type TFailure } from "~/kernel/failures";
import { formValues } from "~/lib/forms";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/favorite-action";

export function loader() {
  throw data("Introuvable", { status: 404 });
}

/**
 * The heart's form. The enhanced button reads the answer in place, a refusal with
 * its failure's status (401 for a visitor, 404 for an item that is gone, 400 for a forged
 * request); a plain form post (no JavaScript yet) goes back to its page with the toast, or to
 * /auth for a visitor.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const enhanced = values.enhanced === "1";
  const parsed = ZFavoriteChange.safeParse(values);
  const intent = values.intent === "remove" ? "remove" : "add";
  const back = refererPath(request);

  /** The button's answer to a refusal: a visitor is sent to sign in, anything else is said. */
  const refusedWith = (refusal: TFailure) => {
    const signIn = refusal.code === "unauthenticated";
    return failureData(refusal, {
      ok: false,
      reason: signIn ? "signin" : "failed",
      intent,
      message: signIn ? undefined : refusal.message,
    } satisfies TFavoriteActionData);
  };

  if (!parsed.success) {
    const refusal = failure("invalid", parsed.error.issues[0]?.message ?? "Requête invalide");
    if (enhanced) return refusedWith(refusal);
    return throwPageFailure(request, refusal);
  }
  const result = await changeFavorite(await getSessionUser(request), parsed.data);
  if (enhanced) {
    if (result.ok) return { ok: true, favorited: result.favorited } satisfies TFavoriteActionData;
    return refusedWith(result);
  }
  if (!result.ok && result.code === "unauthenticated") {
    throw redirect(`/auth?from=${encodeURIComponent(back)}`, {
      headers: await flashToastHeaders({
        type: "error",
        title: "Connexion requise",
        description: "Vous devez être connecté pour ajouter des favoris.",
      }),
    });
  }
  const toast = result.ok
    ? ({
        type: "success",
        title: result.favorited ? "Ajouté aux favoris" : "Retiré des favoris",
      } as const)
    : ({ type: "error", title: result.message } as const);
  throw redirect(back, { headers: await flashToastHeaders(toast) });
}
