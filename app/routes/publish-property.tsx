import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { buttonClasses } from "~/components/ui/button";
import { editForbiddenRedirect } from "~/features/listings/edit-refusal.server";
import { PropertyForm } from "~/features/properties/components/property-form";
import {
  EMPTY_PROPERTY_FORM,
  PROPERTY_FORM_TEXTS,
  PROPERTY_NOT_FOUND_TITLE,
  propertyFormTextOf,
  type TPropertyFormReply,
} from "~/features/properties/components/property-form-values";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { getPropertyForEdit, updateProperty } from "~/features/properties/update-property.server";
import { formValues } from "~/lib/forms";
import { revalidateUnlessRefused } from "~/lib/revalidation";
import { detailErrorMeta } from "~/lib/seo";
import { flashToastHeaders } from "~/server/flash.server";
import { requirePublisher } from "~/server/guards.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormBody } from "~/server/http/read-form.server";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/publish-property";

/*
 * /publier/propriete (publish) and /publier/propriete/{id} (edit), 001 §2 Publish and edit
 * property. The form posts here without JavaScript; with it, it posts to /api/proprietes for the
 * upload progress. Both call the same domain functions with the session's user.
 */

const LISTINGS_PATH = "/mes-annonces";

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requirePublisher(request);
  const maxUploadBytes = MAX_UPLOAD_BYTES;
  if (params.id === undefined) {
    return {
      mode: "publish" as const,
      propertyId: null,
      values: EMPTY_PROPERTY_FORM,
      photoUrls: [] as string[],
      maxUploadBytes,
    };
  }
  const found = await getPropertyForEdit(actor, params.id);
  if (found.status === "not_found") throw data(null, { status: 404 });
  if (found.status === "forbidden") throw await editForbiddenRedirect("property");
  const { property } = found;
  return {
    mode: "edit" as const,
    propertyId: property.id,
    values: propertyFormTextOf(property),
    photoUrls: property.photoUrls,
    maxUploadBytes,
  };
}

/**
 * Refusals the form shows (a field, a photo, the account gone) are answered with 200, like the
 * profile page: a 4xx would only add a network error to the console. A body that no form of ours
 * sends gets its 400.
 */
const REFUSED = 200;

export async function action({ request, params }: Route.ActionArgs) {
  // The acting user is the session's; no user id is ever read from the form.
  const actor = await requirePublisher(request);
  const editing = params.id !== undefined;
  const reply = (body: Omit<TPropertyFormReply, "ok">, status: number) =>
    data<TPropertyFormReply>({ ok: false, ...body }, { status });
  const failure = PROPERTY_FORM_TEXTS[editing ? "edit" : "publish"].failure;

  const body = await readFormBody(request, FORM_BODY_LIMITS.photos);
  if (body.status !== "ok") {
    const { status, message } = FORM_BODY_REFUSALS[body.status];
    return reply({ status, message, fieldErrors: {} }, status);
  }
  const { form } = body;

  let result: Awaited<ReturnType<typeof publishProperty>>;
  try {
    const submission = readPropertySubmission(form);
    result =
      params.id === undefined
        ? await publishProperty(actor, submission)
        : await updateProperty(actor, params.id, submission);
  } catch (error) {
    logger.error({ err: error }, editing ? "mise à jour d'une propriété" : "publication");
    return reply({ status: 500, message: failure, fieldErrors: {} }, 500);
  }

  if (result.ok) {
    const texts = PROPERTY_FORM_TEXTS[editing ? "edit" : "publish"];
    return redirect(LISTINGS_PATH, {
      headers: await flashToastHeaders({ type: "success", title: texts.success }),
    });
  }
  if (result.status === 403) return editForbiddenRedirect("property");
  if (result.status === 404) throw data(null, { status: 404 });
  return reply(
    {
      status: result.status,
      message: result.message,
      fieldErrors: result.fieldErrors ?? {},
      values: formValues(form),
    },
    REFUSED,
  );
}

export const shouldRevalidate = revalidateUnlessRefused;

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return detailErrorMeta(error, PROPERTY_NOT_FOUND_TITLE);
  return [
    { title: `${PROPERTY_FORM_TEXTS[loaderData.mode].title} | Darna` },
    { name: "robots", content: "noindex" },
  ];
}

export default function PublishPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, propertyId, values, photoUrls, maxUploadBytes } = loaderData;
  const texts = PROPERTY_FORM_TEXTS[mode];
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-col gap-4 sm:mb-8 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-4xl">{texts.title}</h1>
          <p className="mt-2 text-muted-foreground">{texts.subtitle}</p>
        </div>
        {mode === "edit" ? (
          <Link
            to={LISTINGS_PATH}
            className={buttonClasses({ variant: "outline", className: "self-start" })}
          >
            <ArrowLeft aria-hidden="true" />
            Retour à mes annonces
          </Link>
        ) : null}
      </div>
      <PropertyForm
        // A new listing or another one starts from its own values.
        key={propertyId ?? "new"}
        mode={mode}
        propertyId={propertyId}
        initialValues={values}
        currentPhotoUrls={photoUrls}
        reply={actionData}
        maxUploadBytes={maxUploadBytes}
      />
    </div>
  );
}

/** 001 §8: 'Propriété non trouvée' for a missing listing (HTTP 404), with a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <DetailErrorPage
      error={error}
      notFoundTitle={PROPERTY_NOT_FOUND_TITLE}
      notFoundMessage="Cette annonce n'existe pas ou a été supprimée."
      failureMessage="Une erreur s'est produite lors du chargement des données."
      backTo={LISTINGS_PATH}
      backLabel="Retour à mes annonces"
    />
  );
}
