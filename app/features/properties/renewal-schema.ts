import { z } from "zod";

export const RENEWAL_LINK_INVALID =
  "Ce lien de renouvellement n'est pas valide. Connectez-vous pour renouveler l'annonce depuis « Mes annonces ».";

/** The renewal link's query and its form: the property and the signed token of the mail. */
export const ZRenewalLink = z.object({
  id: z.guid({ error: RENEWAL_LINK_INVALID }),
  token: z
    .string({ error: RENEWAL_LINK_INVALID })
    .max(200, { error: RENEWAL_LINK_INVALID })
    .regex(/^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{43}$/, { error: RENEWAL_LINK_INVALID }),
});

/** The form of the 'Renouveler' buttons (detail page, my listings). */
export const ZRenewProperty = z.object({
  id: z.guid({ error: "Annonce introuvable" }),
});
