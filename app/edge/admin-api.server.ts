import { Hono } from "hono";
import { z } from "zod";
import { failureStatus } from "~/edge/failures.server";
import { ZTargetUserId } from "~/features/admin/admin-users.server";
import { deleteUserAsAdmin, deletionRefusal } from "~/features/admin/delete-user.server";
import { failure, type TFailure } from "~/kernel/failures";
import { getSessionUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";

/**
 * The administrators' JSON API, with the call shape of the specification's server function that
 * deletes a user:
 *   POST /api/admin/delete-user   {adminOperation: true, targetUserId}
 *     → 200 {success: true}, or {error: '<French message>', code} with the status of the
 *     refusal's failure code (400, 401, 403, 404; 503 when the erasure itself failed).
 * The session cookie authenticates. It is SameSite=Lax and the body must be JSON (which no other
 * site can send without a CORS preflight that this server never answers); the Origin and
 * Sec-Fetch-Site headers, when the browser sends them, must name this site as well.
 */
export const adminApi = new Hono();

export const ZDeleteUserRequest = z.object({
  adminOperation: z.literal(true, { error: "adminOperation doit valoir true." }),
  targetUserId: ZTargetUserId,
});

const CROSS_SITE_MESSAGE = "Requête refusée : elle ne provient pas de Darna.";
const BAD_BODY_MESSAGE =
  "Requête invalide : le corps doit être du JSON {adminOperation: true, targetUserId}.";

function fromThisSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("origin");
  if (!origin) return true;
  return origin === new URL(request.url).origin || origin === new URL(env().PUBLIC_URL).origin;
}

async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) return undefined;
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The specification's shape of a refusal: the French message and the reason as `code`. */
const refusedWith = (refusal: TFailure) =>
  Response.json(
    { error: refusal.message, code: refusal.reason ?? "ERROR" },
    { status: failureStatus(refusal) },
  );

adminApi.post("/delete-user", async (c) => {
  const request = c.req.raw;
  if (!fromThisSite(request)) {
    return refusedWith(failure("forbidden", CROSS_SITE_MESSAGE, { reason: "CROSS_SITE_REQUEST" }));
  }
  try {
    const actor = await getSessionUser(request);
    // Who asks comes first: a visitor or a non-admin learns nothing about the body's validity.
    const refusal = deletionRefusal(actor);
    if (refusal) return refusedWith(refusal);
    const body = ZDeleteUserRequest.safeParse(await readJson(request));
    if (!body.success) {
      return refusedWith(failure("invalid", BAD_BODY_MESSAGE, { reason: "INVALID_REQUEST" }));
    }
    const result = await deleteUserAsAdmin(actor, { targetUserId: body.data.targetUserId });
    if (result.ok) return Response.json({ success: true });
    return refusedWith(result);
  } catch (error) {
    logger.error({ err: error }, "POST /api/admin/delete-user failed");
    return Response.json(
      { error: "Une erreur inattendue s'est produite.", code: "UNEXPECTED_ERROR" },
      { status: 500 },
    );
  }
});
