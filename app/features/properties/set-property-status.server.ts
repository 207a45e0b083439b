import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TPropertyStatus } from "~/features/listings/property-status";
import type { TSessionUser } from "~/kernel/actor";
import { failure, type TResult } from "~/kernel/failures";
import { can } from "~/kernel/policy";
import { isListingId } from "~/lib/ids";
import { getDb } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import { priceGroupsChanged } from "./price-context.server";

/** The form of the status buttons: the property and the status it is to have. */
export const ZPropertyStatusChange = z.object({
  id: z.guid({ error: "Annonce introuvable" }),
  status: z.enum(["available", "sold", "rented"], { error: "Statut inconnu" }),
});

const MESSAGES = {
  signIn: "Vous devez être connecté pour modifier le statut d'une annonce.",
  notFound: "Propriété non trouvée.",
  forbidden: "Vous n'êtes pas autorisé à modifier le statut de cette propriété.",
  mismatch: {
    sold: "Seul un bien à vendre peut être marqué comme vendu.",
    rented: "Seul un bien à louer peut être marqué comme loué.",
  },
};

/**
 * Marks a property sold or rented, or available again (issue 14, record 0016): its owner or an
 * administrator (policy: set_status). A sale closes as sold, a rental as rented. Refusals change
 * nothing; setting the status it already has is accepted and changes nothing either.
 */
export async function setPropertyStatus(
  actor: Pick<TSessionUser, "id" | "role"> | null,
  input: unknown,
): Promise<TResult<{ id: string; status: TPropertyStatus }>> {
  if (!actor) return failure("unauthenticated", MESSAGES.signIn);
  const parsed = ZPropertyStatusChange.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === "id") return failure("not_found", MESSAGES.notFound);
    return failure("invalid", issue?.message ?? "Requête invalide");
  }
  const { status } = parsed.data;
  if (!isListingId(parsed.data.id)) return failure("not_found", MESSAGES.notFound);
  const id = parsed.data.id.toLowerCase();
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: properties.userId,
        announcementType: properties.announcementType,
        type: properties.type,
        location: properties.location,
      })
      .from(properties)
      .where(eq(properties.id, id))
      .for("update");
    if (!row) return failure("not_found", MESSAGES.notFound);
    if (!can(actor, "set_status", { ownerId: row.userId })) {
      return failure("forbidden", MESSAGES.forbidden);
    }
    if (status === "sold" && row.announcementType !== "vente") {
      return failure("invalid", MESSAGES.mismatch.sold);
    }
    if (status === "rented" && row.announcementType !== "location") {
      return failure("invalid", MESSAGES.mismatch.rented);
    }
    await tx.update(properties).set({ status }).where(eq(properties.id, id));
    return row;
  });
  if ("ok" in outcome) return outcome;
  await priceGroupsChanged(outcome);
  return { ok: true, id, status };
}
