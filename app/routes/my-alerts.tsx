import { Bell, BellOff, Pause, Play } from "lucide-react";
import { useCallback, useState } from "react";
import { Form, Link, redirect, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClasses } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/field";
import { Trash2 } from "~/components/ui/icons";
import { failureData, throwPageFailure } from "~/edge/failures.server";
import { flashToastHeaders } from "~/edge/flash.server";
import { requireUser } from "~/edge/guards.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { describeAlertFilters } from "~/features/alerts/alert-descriptions.server";
import {
  alertListPath,
  frequencyLabel,
  MAX_ALERT_NAME_LENGTH,
  MAX_ALERTS,
} from "~/features/alerts/alert-texts";
import { changeSavedSearch, listMySavedSearches } from "~/features/alerts/saved-searches.server";
import {
  MyConfirmDialog,
  type TConfirmTarget,
} from "~/features/listings/components/my-confirm-dialog";
import type { TMyActionAnswer } from "~/features/listings/my-lists";
import { LISTING_KIND_LABELS } from "~/kernel/kinds";
import { ENHANCED_FIELD, formValues } from "~/lib/forms";
import type { Route } from "./+types/my-alerts";

/*
 * My alerts (issue 15, decision 0023): the account's saved searches, each renamed, paused,
 * resumed or deleted by a plain form (works before and without JavaScript).
 */

export const meta = () => [{ title: "Mes alertes | Darna" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const result = await listMySavedSearches(user);
  if (!result.ok) return throwPageFailure(request, result);
  return {
    alerts: result.alerts.map((alert) => ({
      ...alert,
      described: describeAlertFilters(alert.kind, alert.filters).parts,
    })),
  };
}

const DONE: Record<string, string> = {
  rename: "Alerte renommée",
  pause: "Alerte mise en pause",
  resume: "Alerte réactivée",
  delete: "Alerte supprimée",
};

type TActionData = { id?: string; message: string; fieldErrors?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readFormOrNull(request, FORM_BODY_LIMITS.text);
  const values = form ? formValues(form) : {};
  const result = await changeSavedSearch(user, values);
  // The confirmation dialog's deletion (a fetcher): it shows the toast itself.
  if (values[ENHANCED_FIELD] === "1") {
    if (result.ok) return { ok: true } satisfies TMyActionAnswer;
    return failureData(result, { ok: false, message: result.message } satisfies TMyActionAnswer);
  }
  if (!result.ok) {
    return failureData<TActionData>(result, {
      id: values.id,
      message: result.message,
      fieldErrors: result.fieldErrors,
    });
  }
  throw redirect("/mes-alertes", {
    headers: await flashToastHeaders({
      type: "success",
      title: DONE[result.change] ?? "Alerte modifiée",
      description: `« ${result.name} »`,
    }),
  });
}

export default function MyAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { alerts } = loaderData;
  const answer = actionData as TActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [target, setTarget] = useState<TConfirmTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-3 pb-8 sm:px-6 sm:py-8 lg:px-8">
      <div className="mb-4 sm:mb-8">
        <h1 className="text-xl font-bold tracking-tight sm:text-4xl">Mes alertes</h1>
        <p className="mt-1 line-clamp-2 max-w-2xl text-sm text-muted-foreground sm:mt-2 sm:line-clamp-none sm:text-base">
          Recevez par e-mail les nouvelles annonces de vos recherches. Créez une alerte depuis la
          liste des propriétés, des services ou des boutiques avec « Créer une alerte ».
        </p>
      </div>
      <p className="mb-4 text-sm text-muted-foreground" id="alert-count" tabIndex={-1}>
        {`${alerts.length} alerte${alerts.length > 1 ? "s" : ""} sur ${MAX_ALERTS}`}
      </p>
      {answer && !answer.id ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-destructive/40 p-4 text-destructive"
        >
          {answer.message}
        </p>
      ) : null}
      {alerts.length === 0 ? (
        <div className="rounded-lg border border-dashed p-10 text-center">
          <Bell aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
          <p className="mb-4 text-muted-foreground">Vous n'avez pas encore d'alerte.</p>
          <Link to="/proprietes" className={buttonClasses()}>
            Explorer les propriétés
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-labelledby="alert-count">
          {alerts.map((alert) => {
            const refused = answer?.id === alert.id ? answer : undefined;
            return (
              <li key={alert.id} className="rounded-lg border p-4" aria-label={alert.name}>
                <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="font-semibold text-lg">{alert.name}</h2>
                    <p className="text-sm text-muted-foreground">
                      {`${LISTING_KIND_LABELS[alert.kind].plural} · ${alert.described.join(" · ")}`}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Badge variant="outline">{frequencyLabel(alert.frequency)}</Badge>
                    {alert.paused ? <Badge variant="accent">En pause</Badge> : null}
                  </div>
                </div>
                <Form method="post" className="mb-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="rename" />
                  <input type="hidden" name="id" value={alert.id} />
                  <label className="min-w-0 flex-1 space-y-1.5">
                    <span className="block text-sm font-medium">Nom de l'alerte</span>
                    <input
                      name="name"
                      defaultValue={alert.name}
                      maxLength={MAX_ALERT_NAME_LENGTH}
                      required
                      aria-invalid={refused?.fieldErrors?.name ? true : undefined}
                      className={inputClasses()}
                    />
                  </label>
                  <Button type="submit" variant="outline" disabled={busy}>
                    Renommer
                  </Button>
                </Form>
                {refused ? (
                  <p role="alert" className="mb-3 text-sm text-destructive">
                    {refused.fieldErrors?.name ?? refused.message}
                  </p>
                ) : null}
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={alertListPath(alert.kind, alert.filters)}
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    Voir les annonces
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="intent" value={alert.paused ? "resume" : "pause"} />
                    <input type="hidden" name="id" value={alert.id} />
                    <Button type="submit" variant="outline" size="sm" disabled={busy}>
                      {alert.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
                      {alert.paused ? "Reprendre" : "Mettre en pause"}
                    </Button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={alert.id} />
                    {/* Before hydration the form posts at once; then the dialog asks first. */}
                    <Button
                      type="submit"
                      variant="destructive"
                      size="sm"
                      disabled={busy}
                      aria-label={`Supprimer « ${alert.name} »`}
                      onClick={(event) => {
                        event.preventDefault();
                        setTarget({
                          name: alert.name,
                          fields: { intent: "delete", id: alert.id },
                          trigger: event.currentTarget,
                        });
                      }}
                    >
                      <Trash2 aria-hidden="true" />
                      Supprimer
                    </Button>
                  </Form>
                </div>
                {alert.paused ? (
                  <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
                    <BellOff aria-hidden="true" className="size-4" />
                    En pause : aucun e-mail. À la reprise, seules les annonces publiées ensuite vous
                    seront envoyées.
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <MyConfirmDialog
        target={target}
        onClose={close}
        description={(name) =>
          `L'alerte « ${name} » sera supprimée : vous ne recevrez plus ses e-mails.`
        }
        confirmLabel="Supprimer"
        busyLabel="Suppression en cours..."
        successMessage="Alerte supprimée"
        failureTitle="Impossible de supprimer l'alerte. Veuillez réessayer."
        fallbackFocusId="alert-count"
      />
    </div>
  );
}
