import { redirect } from "react-router";
import { flashToastHeaders } from "~/server/flash.server";
import { EDIT_FORBIDDEN_MESSAGES, EDIT_FORBIDDEN_TITLE } from "./edit-refusal";
import type { TListingKind } from "./kinds";

/**
 * Someone else's listing on an edit page, whatever its kind: 'Accès refusé' with the kind's
 * message, and the way to the user's own listings (001 Permissions).
 */
export async function editForbiddenRedirect(kind: TListingKind) {
  return redirect("/mes-annonces", {
    headers: await flashToastHeaders({
      type: "error",
      title: EDIT_FORBIDDEN_TITLE,
      description: EDIT_FORBIDDEN_MESSAGES[kind],
    }),
  });
}
