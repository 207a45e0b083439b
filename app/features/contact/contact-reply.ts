import type { TContactError, TContactValues } from "./contact-fields";

/**
 * The answer of the /contact action. Refusals carry the typed values back so that the page
 * rendered without JavaScript shows the form as it was sent.
 */
export type TContactReply =
  | { status: "sent" }
  | { status: "invalid"; error: TContactError; values: TContactValues }
  | { status: "refused"; title: string; description?: string; values: TContactValues };
