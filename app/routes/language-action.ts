import { data, redirect } from "react-router";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { refererPath } from "~/edge/referer-path.server";
import { setMyLanguage } from "~/features/account/language.server";
import { formValues } from "~/lib/forms";
import { ZLanguageChoice } from "~/lib/i18n/language-choice";
import { LANGUAGE_ACTION, LOCALE_COOKIE, pathInLocale } from "~/lib/i18n/locale";
import { sameSitePath } from "~/lib/same-site-path";
import { getSessionUser } from "~/server/auth.server";
import type { Route } from "./+types/language-action";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

export function loader() {
  throw data("Introuvable", { status: 404 });
}

/**
 * The language switch (issue 25, decision 0046): remembers the choice in a cookie, which sends
 * the home page's address to the chosen language's home page, and goes to the same page, with
 * its filters, in that language (the French page when it has no Arabic one yet).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const choice = ZLanguageChoice.parse(form ? formValues(form) : {});
  const page = request.headers.get("referer")
    ? refererPath(request)
    : (sameSitePath(choice.vers) ?? "/");
  const target = page.startsWith(LANGUAGE_ACTION) ? "/" : page;
  const user = await getSessionUser(request);
  if (user) await setMyLanguage(user, choice.langue);
  throw redirect(pathInLocale(target, choice.langue), {
    status: 303,
    headers: {
      "set-cookie": `${LOCALE_COOKIE}=${choice.langue}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`,
    },
  });
}
