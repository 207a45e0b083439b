import { SERVICE_PROFESSIONS } from "./professions";

/**
 * Service list URL helpers for the browser. Kept apart from the Zod schema (schemas.ts) so the
 * filter panel does not ship Zod to the client.
 */

export const SERVICE_PAGE_SIZE = 24;

/** Specification 001 §2 Service list; the first one is the default. */
export const SERVICE_SORTS = [
  { value: "rating", label: "Meilleures notes" },
  { value: "name_asc", label: "Nom (A-Z)" },
  { value: "name_desc", label: "Nom (Z-A)" },
  { value: "profession", label: "Profession" },
] as const;

export type TServiceSort = (typeof SERVICE_SORTS)[number]["value"];
export const DEFAULT_SERVICE_SORT: TServiceSort = "rating";

/** Specification 001 §9: minimum rating options 3, 4 and 5. */
export const MIN_RATING_OPTIONS = [
  { value: "3", label: "3+ étoiles" },
  { value: "4", label: "4+ étoiles" },
  { value: "5", label: "5 étoiles" },
] as const;

export const PROFESSION_OPTIONS = SERVICE_PROFESSIONS.map((profession) => ({
  value: profession,
  label: profession,
}));

export const SERVICE_LIST_KEYS = ["category", "minRating", "location", "sort", "page"] as const;

/** The form values of a query (empty string = not filtered), as the selects expect them. */
export type TServiceFilterValues = Record<
  Exclude<(typeof SERVICE_LIST_KEYS)[number], "page">,
  string
>;

/** What the filter form reads of a parsed list query (schemas.ts parses the URL). */
type TServiceFilterSource = {
  category?: string;
  minRating?: number;
  location?: string;
  sort: TServiceSort;
};

export function toServiceFilterValues(query: TServiceFilterSource): TServiceFilterValues {
  return {
    category: query.category ?? "",
    minRating: query.minRating === undefined ? "" : String(query.minRating),
    location: query.location ?? "",
    sort: query.sort,
  };
}

/** Search string of a list URL without empty or default values: '?category=Plombier&page=2' or ''. */
export function toServiceListSearch(
  values: Partial<TServiceFilterValues> & { page?: number },
): string {
  const params = new URLSearchParams();
  for (const key of SERVICE_LIST_KEYS) {
    if (key === "page") continue;
    const value = values[key]?.trim();
    if (!value) continue;
    if (key === "sort" && value === DEFAULT_SERVICE_SORT) continue;
    params.set(key, value);
  }
  if (values.page && values.page > 1) params.set("page", String(values.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
