import { z } from "zod";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import { ALERT_FREQUENCIES, MAX_ALERT_NAME_LENGTH, type TAlertFrequency } from "./alert-texts";

/* The alert forms (creation page, my alerts): one schema each, read by the server. */

const frequencies = ALERT_FREQUENCIES.map((option) => option.value) as [
  TAlertFrequency,
  ...TAlertFrequency[],
];

export const ZAlertName = z
  .string({ message: "Donnez un nom à l'alerte." })
  .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
  .trim()
  .min(1, "Donnez un nom à l'alerte.")
  .max(MAX_ALERT_NAME_LENGTH, `Le nom ne doit pas dépasser ${MAX_ALERT_NAME_LENGTH} caractères.`);

export const ZAlertFrequency = z.enum(frequencies, {
  message: "Choisissez la fréquence : immédiate ou résumé quotidien.",
});

export const ZCreateAlert = z.object({
  name: ZAlertName,
  frequency: ZAlertFrequency,
  // The list URL's search string, checked against the list's own schema on the server.
  filters: z
    .string({ message: "Les filtres de la recherche manquent." })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .max(600, "Les filtres de la recherche ne sont pas valides."),
});
export type TCreateAlert = z.input<typeof ZCreateAlert>;

const ZAlertId = z.guid({ message: "Alerte introuvable." });

/** My alerts' forms, told apart by `intent`. */
export const ZAlertChange = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("rename"), id: ZAlertId, name: ZAlertName }),
    z.object({ intent: z.literal("pause"), id: ZAlertId }),
    z.object({ intent: z.literal("resume"), id: ZAlertId }),
    z.object({ intent: z.literal("delete"), id: ZAlertId }),
  ],
  { message: "Action inconnue." },
);
export type TAlertChange = z.output<typeof ZAlertChange>;
