import { z } from "zod";

const ZId = z.guid();

/** Ids come from the URL: anything that is not a UUID cannot match and must not reach SQL. */
export function isListingId(id: string | null | undefined): id is string {
  return ZId.safeParse(id).success;
}

/**
 * Account ids: Better Auth's random letters and digits, the demo's UUIDs. Anything else (a NUL
 * byte, a path, 300 characters) cannot name a user and must not reach SQL.
 */
export const USER_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
