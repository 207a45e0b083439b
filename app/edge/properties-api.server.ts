import { Hono } from "hono";
import { failureJson } from "~/edge/failures.server";
import { FORM_BODY_LIMITS, readFormOrNull } from "~/edge/read-form.server";
import { deleteListing } from "~/features/listings/delete-listing.server";
import {
  readPropertySubmission,
  type TPropertyMutationResult,
} from "~/features/properties/property-submission.server";
import { publishProperty } from "~/features/properties/publish-property.server";
import { updateProperty } from "~/features/properties/update-property.server";
import { failure, type TResult } from "~/kernel/failures";
import { listingPath } from "~/kernel/kinds";
import { getSessionUser } from "~/server/auth.server";

/**
 * JSON endpoints behind the publish form (which posts with XMLHttpRequest to show upload
 * progress) and for API callers. The pages' own actions call the same domain functions.
 *   POST   /api/proprietes        publish (multipart)
 *   POST   /api/proprietes/:id    edit (multipart)
 *   DELETE /api/proprietes/:id    delete
 */
export const propertiesApi = new Hono();

const UNREADABLE_FORM = failure("invalid", "Le formulaire envoyé est illisible.");

function readForm(request: Request): Promise<FormData | null> {
  return readFormOrNull(request, FORM_BODY_LIMITS.photos);
}

function answer(
  result: TPropertyMutationResult | TResult<{ id: string }>,
  createdStatus: 200 | 201 = 200,
): Response {
  if (result.ok) {
    // storedPhotos: the sender compares it with the files it sent (none may be lost silently).
    const stored = "storedPhotos" in result ? { storedPhotos: result.storedPhotos } : {};
    return Response.json(
      { id: result.id, url: listingPath("property", result.id), ...stored },
      { status: createdStatus },
    );
  }
  return failureJson({ ...result, fieldErrors: result.fieldErrors ?? {} });
}

propertiesApi.post("/", async (c) => {
  const actor = await getSessionUser(c.req.raw);
  if (!actor) return answer(await publishProperty(null, { ok: false, fieldErrors: {} }));
  const form = await readForm(c.req.raw);
  if (!form) return answer(UNREADABLE_FORM);
  return answer(await publishProperty(actor, readPropertySubmission(form)), 201);
});

propertiesApi.post("/:id", async (c) => {
  const actor = await getSessionUser(c.req.raw);
  const form = actor ? await readForm(c.req.raw) : new FormData();
  if (!form) return answer(UNREADABLE_FORM);
  return answer(await updateProperty(actor, c.req.param("id"), readPropertySubmission(form)));
});

propertiesApi.delete("/:id", async (c) => {
  const actor = await getSessionUser(c.req.raw);
  return answer(await deleteListing(actor, "property", c.req.param("id")));
});
