import { BellPlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { failureData } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { requireUser } from "~/edge/guards.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { describeAlertFilters } from "~/features/alerts/alert-descriptions.server";
import { readAlertFilters } from "~/features/alerts/alert-filters.server";
import {
  ALERT_FREQUENCIES,
  alertListPath,
  MAX_ALERT_NAME_LENGTH,
  MAX_ALERTS,
  TOO_MANY_ALERTS_MESSAGE,
} from "~/features/alerts/alert-texts";
import { countMySavedSearches, createSavedSearch } from "~/features/alerts/saved-searches.server";
import { kindOfSegment, LISTING_KIND_LABELS } from "~/kernel/kinds";
import type { TFieldErrors } from "~/lib/forms";
import { formValues } from "~/lib/forms";
import type { Route } from "./+types/new-alert";

/*
 * 'Créer une alerte' from a list page (issue 15, decision 0023): the list's filters come along
 * in the URL; the page proposes a name made from them and asks how often to mail. Visitors sign
 * in first and come back here with the same filters.
 */

export const meta = () => [
  { title: "Créer une alerte | Darna" },
  { name: "robots", content: "noindex" },
];

function kindOf(segment: string | undefined) {
  const kind = kindOfSegment(segment);
  if (!kind) throw data("Page introuvable", { status: 404 });
  return kind;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const kind = kindOf(params.segment);
  const user = await requireUser(request, {
    toast: {
      type: "error",
      title: "Connexion requise",
      description: "Vous devez être connecté pour créer une alerte.",
    },
  });
  const search = new URL(request.url).search;
  const read = readAlertFilters(kind, search);
  const count = await countMySavedSearches(user);
  if (!read.ok) {
    return data(
      { kind, invalid: read.message, filters: null, search: "", count, described: null },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  return {
    kind,
    invalid: null,
    filters: read.filters,
    search: new URLSearchParams(read.filters).toString(),
    count,
    described: describeAlertFilters(kind, read.filters),
  };
}

type TActionData = { message: string; fieldErrors?: TFieldErrors };

export async function action({ params, request }: Route.ActionArgs) {
  const kind = kindOf(params.segment);
  const user = await requireUser(request);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const result = await createSavedSearch(user, kind, form ? formValues(form) : {});
  if (!result.ok) {
    return failureData<TActionData>(result, {
      message: result.message,
      fieldErrors: result.fieldErrors,
    });
  }
  throw redirect("/mes-alertes", {
    headers: await flashToastHeaders({
      type: "success",
      title: "Alerte créée",
      description:
        result.alert.frequency === "instant"
          ? "Vous recevrez un e-mail dès qu'une nouvelle annonce correspondra à votre recherche."
          : "Vous recevrez chaque matin un résumé des nouvelles annonces de votre recherche.",
    }),
  });
}

export default function NewAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, filters, invalid, search, count, described } = loaderData;
  const answer = actionData as TActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const listLabel = LISTING_KIND_LABELS[kind].plural;
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">Créer une alerte</h1>
      <p className="mb-6 text-muted-foreground">
        {`Recevez par e-mail les nouvelles annonces de la recherche « ${listLabel} » que vous avez choisie.`}
      </p>
      {invalid || !filters || !described ? (
        <div className="space-y-4">
          <p role="alert" className="rounded-md border border-destructive/40 p-4 text-destructive">
            {invalid}
          </p>
          <Link to={alertListPath(kind, {})} className={buttonClasses({ variant: "outline" })}>
            {`Retour aux ${listLabel.toLowerCase()}`}
          </Link>
        </div>
      ) : (
        <Form method="post" className="space-y-6">
          <section aria-labelledby="alert-filters" className="rounded-lg border p-4">
            <h2 id="alert-filters" className="mb-2 font-semibold">
              Votre recherche
            </h2>
            <ul className="flex flex-wrap gap-2">
              {described.parts.map((part) => (
                <li key={part} className="rounded-full bg-muted px-3 py-1 text-sm">
                  {part}
                </li>
              ))}
            </ul>
          </section>
          <input type="hidden" name="filters" value={search} />
          <TextField
            label="Nom de l'alerte"
            name="name"
            required
            maxLength={MAX_ALERT_NAME_LENGTH}
            defaultValue={described.proposedName}
            error={answer?.fieldErrors?.name}
          />
          <fieldset className="space-y-2">
            <legend className="mb-1.5 text-sm font-medium">Fréquence</legend>
            {ALERT_FREQUENCIES.map((option, index) => (
              <label
                key={option.value}
                className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  name="frequency"
                  value={option.value}
                  defaultChecked={index === 0}
                  className="mt-1 size-4 accent-primary"
                />
                <span>
                  <span className="block font-medium">{option.label}</span>
                  <span className="block text-sm text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
            {answer?.fieldErrors?.frequency ? (
              <p className="text-sm text-destructive">{answer.fieldErrors.frequency}</p>
            ) : null}
          </fieldset>
          {answer && !answer.fieldErrors ? (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 p-4 text-destructive"
            >
              {answer.message}
            </p>
          ) : null}
          {count >= MAX_ALERTS && !answer ? (
            <p role="status" className="rounded-md border p-4 text-sm">
              {TOO_MANY_ALERTS_MESSAGE}{" "}
              <Link to="/mes-alertes" className="font-semibold text-primary hover:underline">
                Mes alertes
              </Link>
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {`Vous avez ${count} alerte${count > 1 ? "s" : ""} sur ${MAX_ALERTS} au maximum.`}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={busy} aria-busy={busy}>
              <BellPlus aria-hidden="true" />
              Créer l'alerte
            </Button>
            <Link
              to={alertListPath(kind, filters)}
              className={buttonClasses({ variant: "outline" })}
            >
              Annuler
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
