import { z } from "zod";
import { LISTING_KINDS } from "~/kernel/kinds";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASONS } from "./report-texts";

/*
 * The one Zod schema of a report, checked by the form (loaded when it is sent) and by the server.
 * The stored codes are English; readers see the labels (report-texts.ts).
 */

export const ZListingReport = z.object({
  itemType: z.enum(LISTING_KINDS, { error: REPORT_MESSAGES.listing }),
  itemId: z.guid({ error: REPORT_MESSAGES.listing }),
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  details: z
    .string({ error: REPORT_MESSAGES.detailsTooLong })
    .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
    .trim()
    .max(REPORT_DETAILS_MAX, { error: REPORT_MESSAGES.detailsTooLong })
    .optional()
    .transform((text) => text || null),
});
export type TListingReportInput = z.input<typeof ZListingReport>;
