import { data, useLocation } from "react-router";
import { throwPageFailure } from "~/edge/failures.server";
import { requirePublisher } from "~/edge/guards.server";
import { answerListingForm } from "~/edge/listing-form-action.server";
import { FORM_BODY_LIMITS } from "~/edge/read-form.server";
import { CATALOGUE_FORMS } from "~/features/listings/catalogue/catalogue-forms";
import type { TCatalogueKind } from "~/features/listings/catalogue/catalogue-kind";
import { isCatalogueKind } from "~/features/listings/catalogue/catalogue-parts";
import { readCatalogueSubmission } from "~/features/listings/catalogue/catalogue-submission.server";
import { CatalogueForm } from "~/features/listings/catalogue/components/catalogue-form";
import {
  getCatalogueItemForEdit,
  publishCatalogueItem,
  updateCatalogueItem,
} from "~/features/listings/catalogue/save-catalogue-item.server";
import { EditNotFoundPanel } from "~/features/listings/components/listing-form";
import { PublishPageFrame } from "~/features/listings/components/publish-page-frame";
import { DELEGATION_GROUPS } from "~/features/listings/delegations.server";
import { EDIT_PAGE_REFUSAL } from "~/features/listings/edit-refusal";
import { kindOfPath } from "~/kernel/kinds";
import { formValues } from "~/lib/forms";
import { detailErrorMeta } from "~/lib/seo";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import type { Route } from "./+types/catalogue-publish";

/*
 * /publier/service, /publier/boutique (publish) and /publier/service/{id}, /publier/boutique/{id}
 * (edit). One multipart form posted here, with or
 * without JavaScript; both paths call the same domain functions with the session's user.
 */

function catalogueKindOf(request: Request): TCatalogueKind {
  const kind = kindOfPath(new URL(request.url).pathname);
  if (!isCatalogueKind(kind)) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requirePublisher(request);
  const kind = catalogueKindOf(request);
  const form = CATALOGUE_FORMS[kind];
  const maxUploadBytes = MAX_UPLOAD_BYTES;
  if (params.id === undefined) {
    return {
      kind,
      mode: "publish" as const,
      id: null,
      values: form.empty,
      imageUrl: null,
      maxUploadBytes,
      delegations: DELEGATION_GROUPS,
    };
  }
  const found = await getCatalogueItemForEdit(form, actor, params.id);
  if (!found.ok) return throwPageFailure(request, found, EDIT_PAGE_REFUSAL);
  return {
    kind,
    mode: "edit" as const,
    id: found.row.id,
    values: form.textOf(found.row),
    imageUrl: found.imageUrl,
    maxUploadBytes,
    delegations: DELEGATION_GROUPS,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  // The acting user is the session's; no user id is ever read from the form.
  const actor = await requirePublisher(request);
  const kind = catalogueKindOf(request);
  const form = CATALOGUE_FORMS[kind];
  const mode = params.id === undefined ? "publish" : "edit";
  return answerListingForm({
    request,
    maxBytes: FORM_BODY_LIMITS.oneImage,
    texts: form.texts[mode],
    successPath: form.successPath[mode],
    save: (sent) => {
      const submission = readCatalogueSubmission(form, sent);
      return params.id === undefined
        ? publishCatalogueItem(form, actor, submission)
        : updateCatalogueItem(form, actor, params.id, submission);
    },
    sent: formValues,
    log: { message: "enregistrement d'une annonce", fields: { kind, mode } },
  });
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const kind = kindOfPath(location.pathname);
  if (!isCatalogueKind(kind)) return [];
  const form = CATALOGUE_FORMS[kind];
  if (!loaderData) return detailErrorMeta(error, form.notFoundTitle);
  return [
    { title: `${form.texts[loaderData.mode].title} | Darna` },
    { name: "robots", content: "noindex" },
  ];
}

export default function CataloguePublishPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, mode, id, values, imageUrl, maxUploadBytes, delegations } = loaderData;
  const form = CATALOGUE_FORMS[kind];
  const texts = form.texts[mode];
  return (
    <PublishPageFrame mode={mode} title={texts.title} subtitle={texts.subtitle}>
      <CatalogueForm
        // A new listing or another one starts from its own values.
        key={`${kind}-${id ?? "new"}`}
        part={form}
        mode={mode}
        initialValues={values}
        currentImageUrl={imageUrl}
        reply={actionData}
        maxUploadBytes={maxUploadBytes}
        delegations={delegations}
      />
    </PublishPageFrame>
  );
}

/** 'Service non trouvé' / 'Boutique non trouvée' with a back button when missing. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const kind = kindOfPath(useLocation().pathname);
  const form = CATALOGUE_FORMS[isCatalogueKind(kind) ? kind : "service"];
  return (
    <EditNotFoundPanel
      error={error}
      title={form.notFoundTitle}
      notFoundMessage={form.notFoundMessage}
    />
  );
}
