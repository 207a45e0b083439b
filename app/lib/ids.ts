import { z } from "zod";

const ZId = z.guid();

/** Ids come from the URL: anything that is not a UUID cannot match and must not reach SQL. */
export function isListingId(id: string | null | undefined): id is string {
  return ZId.safeParse(id).success;
}
