/*
 * 'Signaler cette annonce' (issue 14): the form's reasons, texts and messages, without Zod, so that
 * a detail page loads the schema (report-schema.ts) only when a report is sent.
 *
 * The server (and the administration, in French) reads them too: the texts marked as i18n are
 * catalogue ids, the French itself, which the form shows with `i18n._()` (decision 0047).
 */

export const REPORT_REASONS = [
  "scam",
  "duplicate",
  "unavailable",
  "wrong_info",
  "inappropriate",
  "other",
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS = {
  scam: /*i18n*/ "Arnaque ou fraude",
  duplicate: /*i18n*/ "Annonce en double",
  unavailable: /*i18n*/ "Déjà vendu ou loué",
  wrong_info: /*i18n*/ "Prix ou informations erronés",
  inappropriate: /*i18n*/ "Contenu inapproprié",
  other: /*i18n*/ "Autre",
} as const satisfies Record<TReportReason, string>;

/**
 * Reasons the application gives itself (decision 0020), never offered in the form: the schema's
 * enum is REPORT_REASONS alone, so a reader cannot send them.
 */
export const SYSTEM_REPORT_REASON_LABELS = {
  reused_photo: "Photo déjà utilisée par une autre annonce",
} as const;
export type TSystemReportReason = keyof typeof SYSTEM_REPORT_REASON_LABELS;

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_TEXTS = {
  open: /*i18n*/ "Signaler cette annonce",
  title: /*i18n*/ "Signaler cette annonce",
  description: /*i18n*/ "Dites-nous ce qui ne va pas : notre équipe examinera l'annonce.",
  reason: /*i18n*/ "Motif",
  details: /*i18n*/ "Précisions (facultatif)",
  submit: /*i18n*/ "Envoyer le signalement",
  pending: /*i18n*/ "Envoi...",
  cancel: /*i18n*/ "Annuler",
  sent: /*i18n*/ "Merci, votre signalement a été envoyé à notre équipe.",
  failedTitle: /*i18n*/ "Signalement impossible",
} as const;

export const REPORT_MESSAGES = {
  reason: /*i18n*/ "Choisissez un motif de signalement.",
  detailsTooLong: `Les précisions ne peuvent pas dépasser ${REPORT_DETAILS_MAX} caractères.`,
  listing: /*i18n*/ "Cette annonce n'existe pas ou a été supprimée.",
  own: /*i18n*/ "Vous ne pouvez pas signaler votre propre annonce.",
  already: /*i18n*/ "Vous avez déjà signalé cette annonce : notre équipe l'examine.",
} as const;

/** What POST /actions/signaler answers the dialog. */
export type TReportActionData =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: "reason" | "details" };
