import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { editForbiddenRedirect } from "~/features/listings/edit-refusal.server";
import { ServiceForm } from "~/features/services/components/service-form";
import { EditNotFoundPanel } from "~/features/services/components/service-form-parts";
import { publishService } from "~/features/services/publish-service.server";
import {
  EMPTY_SERVICE_FORM,
  SERVICE_FORM_TEXTS,
  SERVICE_NOT_FOUND_MESSAGE,
  SERVICE_NOT_FOUND_TITLE,
  serviceFormTextOf,
  type TListingFormReply,
} from "~/features/services/service-form";
import { readServiceSubmission } from "~/features/services/service-form.server";
import { getServiceForEdit, updateService } from "~/features/services/update-service.server";
import { formValues } from "~/lib/forms";
import { usableImageUrl } from "~/lib/listing-image-source";
import { revalidateUnlessRefused } from "~/lib/revalidation";
import { detailErrorMeta } from "~/lib/seo";
import { flashToastHeaders } from "~/server/flash.server";
import { requirePublisher } from "~/server/guards.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormBody } from "~/server/http/read-form.server";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/publish-service";

/*
 * /publier/service (publish) and /publier/service/{serviceId} (edit), 001 §2 Publish and edit
 * service. One multipart form posted here, with or without JavaScript; both paths call the same
 * domain functions with the session's user.
 */

const LISTINGS_PATH = "/mes-annonces";

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requirePublisher(request);
  const maxUploadBytes = MAX_UPLOAD_BYTES;
  if (params.serviceId === undefined) {
    return {
      mode: "publish" as const,
      serviceId: null,
      values: EMPTY_SERVICE_FORM,
      imageUrl: null,
      maxUploadBytes,
    };
  }
  const found = await getServiceForEdit(actor, params.serviceId);
  if (found.status === "forbidden") throw await editForbiddenRedirect("service");
  if (found.status === "not_found") throw data(null, { status: 404 });
  const { service } = found;
  return {
    mode: "edit" as const,
    serviceId: service.id,
    values: serviceFormTextOf(service),
    imageUrl: usableImageUrl(service.image) ?? usableImageUrl(service.imageUrl),
    maxUploadBytes,
  };
}

/**
 * Refusals the form shows are answered with 200, like the property form: a 4xx would only add a
 * network error to the console. An unreadable body gets its 400.
 */
const REFUSED = 200;

export async function action({ request, params }: Route.ActionArgs) {
  // The acting user is the session's; no user id is ever read from the form.
  const actor = await requirePublisher(request);
  const mode = params.serviceId === undefined ? "publish" : "edit";
  const texts = SERVICE_FORM_TEXTS[mode];
  const reply = (body: Omit<TListingFormReply, "ok">, status: number) =>
    data<TListingFormReply>({ ok: false, ...body }, { status });

  const body = await readFormBody(request, FORM_BODY_LIMITS.oneImage);
  if (body.status !== "ok") {
    const { status, message } = FORM_BODY_REFUSALS[body.status];
    return reply({ status, message, fieldErrors: {} }, status);
  }
  const { form } = body;

  let result: Awaited<ReturnType<typeof publishService>>;
  try {
    const submission = readServiceSubmission(form);
    result =
      params.serviceId === undefined
        ? await publishService(actor, submission)
        : await updateService(actor, params.serviceId, submission);
  } catch (error) {
    logger.error({ err: error }, mode === "edit" ? "mise à jour d'un service" : "publication");
    return reply({ status: 500, message: texts.failure, fieldErrors: {} }, 500);
  }

  if (result.ok) {
    // 001 §2: success goes to the user's listings.
    return redirect(LISTINGS_PATH, {
      headers: await flashToastHeaders({ type: "success", title: texts.success }),
    });
  }
  if (result.status === 403) return editForbiddenRedirect("service");
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
  if (!loaderData) return detailErrorMeta(error, SERVICE_NOT_FOUND_TITLE);
  return [
    { title: `${SERVICE_FORM_TEXTS[loaderData.mode].title} | Darna` },
    { name: "robots", content: "noindex" },
  ];
}

export default function PublishServicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, serviceId, values, imageUrl, maxUploadBytes } = loaderData;
  const texts = SERVICE_FORM_TEXTS[mode];
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
      <ServiceForm
        // A new service or another one starts from its own values.
        key={serviceId ?? "new"}
        mode={mode}
        initialValues={values}
        currentImageUrl={imageUrl}
        reply={actionData}
        maxUploadBytes={maxUploadBytes}
      />
    </div>
  );
}

/** 001 §2: 'Service non trouvé' with a back button when missing or not owned. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <EditNotFoundPanel
      error={error}
      title={SERVICE_NOT_FOUND_TITLE}
      notFoundMessage={SERVICE_NOT_FOUND_MESSAGE}
    />
  );
}
