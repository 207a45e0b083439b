/*
 * 'Signaler cette annonce' (issue 14): the form's reasons, texts and messages, without Zod, so that
 * a detail page loads the schema (report-schema.ts) only when a report is sent.
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
  scam: "Arnaque ou fraude",
  duplicate: "Annonce en double",
  unavailable: "Déjà vendu ou loué",
  wrong_info: "Prix ou informations erronés",
  inappropriate: "Contenu inapproprié",
  other: "Autre",
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
  open: "Signaler cette annonce",
  title: "Signaler cette annonce",
  description: "Dites-nous ce qui ne va pas : notre équipe examinera l'annonce.",
  reason: "Motif",
  details: "Précisions (facultatif)",
  submit: "Envoyer le signalement",
  pending: "Envoi...",
  cancel: "Annuler",
  sent: "Merci, votre signalement a été envoyé à notre équipe.",
  failedTitle: "Signalement impossible",
} as const;

export const REPORT_MESSAGES = {
  reason: "Choisissez un motif de signalement.",
  detailsTooLong: `Les précisions ne peuvent pas dépasser ${REPORT_DETAILS_MAX} caractères.`,
  listing: "Cette annonce n'existe pas ou a été supprimée.",
  own: "Vous ne pouvez pas signaler votre propre annonce.",
  already: "Vous avez déjà signalé cette annonce : notre équipe l'examine.",
} as const;

/** What POST /actions/signaler answers the dialog. */
export type TReportActionData =
  | { ok: true; message: string }
  | { ok: false; message: string; field?: "reason" | "details" };
