import { data, redirect } from "react-router";
import { DetailErrorPage } from "~/components/detail/detail-error-page";
import { PublishPageFrame } from "~/features/listings/components/publish-page-frame";
import { DELEGATION_GROUPS } from "~/features/listings/delegations.server";
import { EDIT_PAGE_REFUSAL } from "~/features/listings/edit-refusal";
import { PropertyForm } from "~/features/properties/components/property-form";
import {
  EMPTY_PROPERTY_FORM,
  PROPERTY_FORM_TEXTS,
  PROPERTY_NOT_FOUND_TITLE,
  propertyFormSent,
  propertyFormTextOf,
  type TPropertyFormReply,
} from "~/features/properties/components/property-form-values";
import { PIN_CENTRES } from "~/features/properties/pin-centres.server";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { getPropertyForEdit, updateProperty } from "~/features/properties/update-property.server";
import { detailErrorMeta } from "~/lib/seo";
import { flashToastHeaders } from "~/server/flash.server";
import { requirePublisher } from "~/server/guards.server";
import { failureData, throwPageFailure } from "~/server/http/failures.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormBody } from "~/server/http/read-form.server";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import { mapTiles } from "~/server/map-tiles.server";
import type { Route } from "./+types/publish-property";

/*
 * /publier/propriete (publish) and /publier/propriete/{id} (edit).
 * The form posts here without JavaScript; with it, it posts to /api/proprietes for the
 * upload progress. Both call the same domain functions with the session's user.
 */

const LISTINGS_PATH = "/mes-annonces";

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requirePublisher(request);
  const maxUploadBytes = MAX_UPLOAD_BYTES;
  // The optional pin's map (issue 23): where it opens and its tiles; Leaflet itself comes later.
  const map = { pinCentres: PIN_CENTRES, mapTiles: mapTiles() };
  if (params.id === undefined) {
    return {
      mode: "publish" as const,
      propertyId: null,
      values: EMPTY_PROPERTY_FORM,
      photoUrls: [] as string[],
      maxUploadBytes,
      delegations: DELEGATION_GROUPS,
      ...map,
    };
  }
  const found = await getPropertyForEdit(actor, params.id);
  if (!found.ok) return throwPageFailure(request, found, EDIT_PAGE_REFUSAL);
  const { property } = found;
  return {
    mode: "edit" as const,
    propertyId: property.id,
    values: propertyFormTextOf(property),
    photoUrls: property.photoUrls,
    maxUploadBytes,
    delegations: DELEGATION_GROUPS,
    ...map,
  };
}

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
    return reply({ code: "invalid", message, fieldErrors: {} }, status);
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
    return reply({ code: "unavailable", message: failure, fieldErrors: {} }, 500);
  }

  if (result.ok) {
    const texts = PROPERTY_FORM_TEXTS[editing ? "edit" : "publish"];
    return redirect(LISTINGS_PATH, {
      headers: await flashToastHeaders({ type: "success", title: texts.success }),
    });
  }
  if (result.code === "forbidden" || result.code === "not_found") {
    return throwPageFailure(request, result, EDIT_PAGE_REFUSAL);
  }
  return failureData(result, {
    ok: false,
    code: result.code,
    message: result.message,
    fieldErrors: result.fieldErrors ?? {},
    values: propertyFormSent(form),
  } satisfies TPropertyFormReply);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (!loaderData) return detailErrorMeta(error, PROPERTY_NOT_FOUND_TITLE);
  return [
    { title: `${PROPERTY_FORM_TEXTS[loaderData.mode].title} | Darna` },
    { name: "robots", content: "noindex" },
  ];
}

export default function PublishPropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, propertyId, values, photoUrls, maxUploadBytes, delegations, pinCentres } =
    loaderData;
  const texts = PROPERTY_FORM_TEXTS[mode];
  return (
    <PublishPageFrame mode={mode} title={texts.title} subtitle={texts.subtitle}>
      <PropertyForm
        // A new listing or another one starts from its own values.
        key={propertyId ?? "new"}
        mode={mode}
        propertyId={propertyId}
        initialValues={values}
        currentPhotoUrls={photoUrls}
        reply={actionData}
        maxUploadBytes={maxUploadBytes}
        delegations={delegations}
        pinCentres={pinCentres}
        mapTiles={loaderData.mapTiles}
      />
    </PublishPageFrame>
  );
}

/** 'Propriété non trouvée' for a missing listing (HTTP 404), with a way back. */
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
