import { CalendarCheck, CalendarX } from "lucide-react";
import { data, Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { RefreshCw } from "~/components/ui/icons";
import { failureStatus } from "~/edge/failures.server";
import { privateResponses } from "~/edge/private-responses.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import {
  checkRenewalLink,
  renewPropertyWithLink,
} from "~/features/properties/renew-property.server";
import { listingPath } from "~/kernel/kinds";
import { formatLongDate } from "~/lib/dates";
import { formValues } from "~/lib/forms";
import type { Route } from "./+types/property-renew";

/*
 * The page of the reminder mail's 'Renouveler' link (decision 0019). Opening it changes nothing:
 * mail scanners and link previews fetch every link of a message, and a renewal on GET would spend
 * the single-use link without its owner. The page shows the listing and one button that posts
 * the token back; no sign-in is needed, the signed link is the proof.
 */

export const meta = () => [
  { title: "Renouveler une annonce | Darna" },
  { name: "robots", content: "noindex" },
];

type TRenewPage =
  | {
      state: "ready";
      id: string;
      token: string;
      title: string;
      expiresOn: string;
      expired: boolean;
    }
  | { state: "renewed"; id: string; title: string; expiresOn: string }
  | { state: "refused"; message: string };

// The listing's owner's page (its state, the single-use link): no shared cache keeps it.
export const middleware: Route.MiddlewareFunction[] = [privateResponses];

export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const result = await checkRenewalLink({ id: params.id, token });
  if (!result.ok) {
    return data<TRenewPage>(
      { state: "refused", message: result.message },
      { status: failureStatus(result) },
    );
  }
  return data<TRenewPage>({
    state: "ready",
    id: result.id,
    token,
    title: result.title,
    expiresOn: formatLongDate(result.expiresAt),
    expired: result.expired,
  });
}

export async function action({ params, request }: Route.ActionArgs) {
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const result = await renewPropertyWithLink({ id: params.id, token: values.token });
  if (!result.ok) {
    return data<TRenewPage>(
      { state: "refused", message: result.message },
      { status: failureStatus(result) },
    );
  }
  // Said explicitly: React Router then keeps this status over the loader's, which runs again
  // after the action and finds the link spent (409).
  return data<TRenewPage>(
    {
      state: "renewed",
      id: result.id,
      title: result.title,
      expiresOn: formatLongDate(result.expiresAt),
    },
    { status: 200 },
  );
}

/** Once the action has answered, the loader has nothing left to show (the link is spent). */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? false : defaultShouldRevalidate;
}

export default function PropertyRenewPage({ loaderData, actionData }: Route.ComponentProps) {
  const page: TRenewPage = actionData ?? loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-xl px-4 py-6 text-center sm:py-16">
      {page.state === "renewed" ? (
        <>
          <CalendarCheck
            aria-hidden="true"
            className="mx-auto mb-4 hidden size-12 sm:block text-primary"
          />
          <h1 className="mb-2 font-bold text-xl sm:mb-3 sm:text-2xl">Annonce renouvelée</h1>
          <p className="mb-6 text-muted-foreground text-sm sm:text-base">
            {`« ${page.title} » est en ligne jusqu'au ${page.expiresOn}.`}
          </p>
          <Link to={listingPath("property", page.id)} className={buttonClasses({ size: "lg" })}>
            Voir l'annonce
          </Link>
        </>
      ) : page.state === "ready" ? (
        <>
          <RefreshCw
            aria-hidden="true"
            className="mx-auto mb-4 hidden size-12 sm:block text-primary"
          />
          <h1 className="mb-2 font-bold text-xl sm:mb-3 sm:text-2xl">Renouveler votre annonce</h1>
          <p className="mb-6 text-muted-foreground text-sm sm:text-base">
            {page.expired
              ? `« ${page.title} » a expiré le ${page.expiresOn}. Renouvelez-la pour la remettre en ligne 90 jours.`
              : `« ${page.title} » expire le ${page.expiresOn}. Renouvelez-la pour la garder en ligne 90 jours de plus.`}
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={page.token} />
            <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
              <RefreshCw aria-hidden="true" />
              Renouveler l'annonce
            </Button>
          </Form>
        </>
      ) : (
        <>
          <CalendarX
            aria-hidden="true"
            className="mx-auto mb-4 hidden size-12 sm:block text-muted-foreground"
          />
          <h1 className="mb-2 font-bold text-xl sm:mb-3 sm:text-2xl">Renouvellement impossible</h1>
          <p role="alert" className="mb-6 text-muted-foreground text-sm sm:text-base">
            {page.message}
          </p>
          <Link to="/mes-annonces" className={buttonClasses({ size: "lg" })}>
            Mes annonces
          </Link>
        </>
      )}
    </div>
  );
}
