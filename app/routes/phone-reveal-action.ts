import { data, redirect } from "react-router";
import { failureData, throwPageFailure } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { REVEALED_PHONE_PARAM, type TPhoneRevealData } from "~/features/listings/contact";
import { revealPhone } from "~/features/listings/phone-reveal.server";
import { LISTING_KINDS, listingPath } from "~/kernel/kinds";
import { formValues } from "~/lib/forms";
import { pageText } from "~/lib/i18n/catalogues.server";
import { isLocale, pathInLocale } from "~/lib/i18n/locale";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/phone-reveal-action";

export function loader() {
  throw data("Introuvable", { status: 404 });
}

/**
 * 'Afficher le numéro' (decision 0029). The enhanced button reads the number in place; a plain
 * form post (no JavaScript yet) comes back to the listing's page, which then shows the number
 * (the loader checks again that the viewer may have it); a visitor is sent to sign in.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const enhanced = values.enhanced === "1";
  const result = await revealPhone(await getSessionUser(request), values);
  if (enhanced) {
    if (result.ok) return { ok: true, phone: result.phone } satisfies TPhoneRevealData;
    return failureData(result, {
      ok: false,
      reason: result.code === "unauthenticated" ? "signin" : "failed",
      message: result.message,
    } satisfies TPhoneRevealData);
  }
  const kind = LISTING_KINDS.find((known) => known === values.kind);
  // Used only once the domain found the listing (a valid kind and id): never a forged path.
  // Back to the page in the language it was read in (the form says which).
  const locale = isLocale(values.langue) ? values.langue : "fr";
  const page = pathInLocale(kind ? listingPath(kind, values.id ?? "") : "/", locale);
  if (result.ok) throw redirect(`${page}?${REVEALED_PHONE_PARAM}=1`);
  if (result.code === "unauthenticated" || result.code === "forbidden") {
    const to =
      result.code === "unauthenticated" ? `/auth/login?from=${encodeURIComponent(page)}` : page;
    throw redirect(to, {
      headers: await flashToastHeaders({
        type: "error",
        title: pageText(locale).translate(
          result.code === "unauthenticated"
            ? /*i18n*/ "Connexion requise"
            : /*i18n*/ "Numéro non communiqué",
        ),
        description: result.message,
      }),
    });
  }
  return throwPageFailure(request, result);
}
