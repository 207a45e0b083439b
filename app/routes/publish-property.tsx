import { throwPageFailure } from "~/edge/failures.server";
import { requirePublisher } from "~/edge/guards.server";
import { answerListingForm } from "~/edge/listing-form-action.server";
import { FORM_BODY_LIMITS } from "~/edge/read-form.server";
import { EditNotFoundPanel } from "~/features/listings/components/listing-form";
import { PublishPageFrame } from "~/features/listings/components/publish-page-frame";
import { DELEGATION_GROUPS } from "~/features/listings/delegations.server";
import { EDIT_PAGE_REFUSAL } from "~/features/listings/edit-refusal";
import { MY_LISTINGS_PATH } from "~/features/listings/listing-form";
import { PropertyForm } from "~/features/properties/components/property-form";
import {
  EMPTY_PROPERTY_FORM,
  PROPERTY_FORM_TEXTS,
  PROPERTY_NOT_FOUND_MESSAGE,
  PROPERTY_NOT_FOUND_TITLE,
  propertyFormSent,
  propertyFormTextOf,
} from "~/features/properties/components/property-form-values";
import { PIN_CENTRES } from "~/features/properties/pin-centres.server";
import { readPropertySubmission } from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { getPropertyForEdit, updateProperty } from "~/features/properties/update-property.server";
import { detailErrorMeta } from "~/lib/seo";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import { mapTiles } from "~/server/map-tiles.server";
import type { Route } from "./+types/publish-property";

/*
 * /publier/propriete (publish) and /publier/propriete/{id} (edit).
 * The form posts here without JavaScript; with it, it posts to /api/proprietes for the
 * upload progress. Both call the same domain functions with the session's user.
 */

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
  return answerListingForm({
    request,
    maxBytes: FORM_BODY_LIMITS.photos,
    texts: PROPERTY_FORM_TEXTS[editing ? "edit" : "publish"],
    successPath: MY_LISTINGS_PATH,
    save: (form) => {
      const submission = readPropertySubmission(form);
      return params.id === undefined
        ? publishProperty(actor, submission)
        : updateProperty(actor, params.id, submission);
    },
    sent: propertyFormSent,
    log: { message: editing ? "mise à jour d'une propriété" : "publication" },
  });
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
    <EditNotFoundPanel
      error={error}
      title={PROPERTY_NOT_FOUND_TITLE}
      notFoundMessage={PROPERTY_NOT_FOUND_MESSAGE}
    />
  );
}
