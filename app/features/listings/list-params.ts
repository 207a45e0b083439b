import { z } from "zod";
import { GOVERNORATE_KEYS, governorateKey } from "~/lib/constants";

/*
 * What every list URL reads the same way (/proprietes, /services, /boutiques, my listings, seller
 * pages): a hand-edited or stale URL still shows a list, never an error page.
 */

/** A parameter parsed on its own: a bad value becomes "absent". */
export const lenient = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** `page`, from 1; anything else is the first page. */
export const ZListPage = z
  .string()
  .regex(/^[1-9]\d{0,5}$/)
  .transform(Number)
  .catch(1)
  .default(1);

/** `location`: a governorate key ('ben_arous'); its name ('Ben Arous') reads as its key. */
export const ZGovernorateParam = lenient(
  z.string().transform(governorateKey).pipe(z.enum(GOVERNORATE_KEYS)),
);
