import { z } from "zod";

/** Rows per page of every admin table (issue: server pagination, 50 rows). */
export const ADMIN_PAGE_SIZE = 50;

/** The panel's tabs, as the `onglet` URL parameter spells them; the first is the default. */
export const ADMIN_TABS = [
  "apercu",
  "utilisateurs",
  "proprietes",
  "services",
  "boutiques",
  "signalements",
  "messages",
  "journal",
] as const;
export type TAdminTab = (typeof ADMIN_TABS)[number];
export const ADMIN_TAB_PARAM = "onglet";

export function parseAdminTab(value: string | null | undefined): TAdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? ADMIN_TABS[0];
}

const SEARCH_MAX_LENGTH = 100;

/**
 * A table's page and search text from the URL. Forged values fall back to the first page and
 * no search rather than failing: the panel stays usable whatever the address bar says.
 */
export const ZAdminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z
    .string()
    .trim()
    .catch("")
    // Control characters (a NUL byte cannot even reach PostgreSQL) mean nothing in a search.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .transform((text) => text.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, SEARCH_MAX_LENGTH)),
});
export type TAdminListQuery = z.infer<typeof ZAdminListQuery>;

export function parseAdminListQuery(search: URLSearchParams): TAdminListQuery {
  return ZAdminListQuery.parse({ page: search.get("page") ?? undefined, q: search.get("q") ?? "" });
}

/** One page of an admin table. */
export type TAdminPage<T> = {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
  q: string;
};

export function adminPage<T>(rows: T[], total: number, query: TAdminListQuery): TAdminPage<T> {
  return {
    rows,
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    q: query.q,
  };
}

/** What an admin action answers: the toast to show. */
export type TAdminActionResult = {
  ok: boolean;
  title: string;
  description?: string;
  /** Machine-readable refusal, e.g. ADMIN_DELETION_BLOCKED. */
  code?: string;
};
