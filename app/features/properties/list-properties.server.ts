import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { propertyCardColumns } from "~/features/listings/card-columns.server";
import type { TPropertyCardItem } from "~/features/listings/cards";
import { HOME_LIST_SIZE, type TPropertyType } from "~/lib/constants";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import {
  DEFAULT_PROPERTY_SORT,
  PROPERTY_PAGE_SIZE,
  type TPropertySort,
  type TRange,
} from "./list-query";
import type { TPropertyListQuery } from "./list-query-schema";

export type TPropertyListResult = {
  items: TPropertyCardItem[];
  /** Matching listings, counted up to PROPERTY_COUNT_CAP. */
  total: number;
  /** More than `total` listings match: say "Plus de 1 000", not an exact figure. */
  totalIsCapped: boolean;
  page: number;
  pageCount: number;
  pageSize: number;
};

/**
 * Specification 001 §5: a category matches by keywords in the title ('maison' also matches
 * 'villa', 'local_commercial' matches 'local' or 'commercial'). A property filed under the type
 * matches too, so that a villa titled "Belle demeure" is not lost.
 */
const CATEGORY_RULES: Record<TPropertyType, { keywords: string[]; types: TPropertyType[] }> = {
  appartement: { keywords: ["appartement"], types: ["appartement"] },
  maison: { keywords: ["maison", "villa"], types: ["maison", "villa"] },
  villa: { keywords: ["villa"], types: ["villa"] },
  terrain: { keywords: ["terrain"], types: ["terrain"] },
  local_commercial: { keywords: ["local", "commercial"], types: ["local_commercial"] },
  bureau: { keywords: ["bureau"], types: ["bureau"] },
};

function categoryCondition(category: TPropertyType): SQL {
  const rule = CATEGORY_RULES[category];
  // The rules are constants (nothing comes from the URL), written out as literals and with
  // darna_unaccent (unaccent declared immutable: same result): the condition is then word for
  // word the predicate of the category's partial index (properties_category_*_idx in schema.ts),
  // which answers the count and the price-sorted pages without reading a single title.
  const types = sql.raw(rule.types.map((type) => `'${type}'`).join(", "));
  const titleMatches = rule.keywords.map(
    (keyword) => sql`darna_unaccent(${properties.title}) ilike ${sql.raw(`'%${keyword}%'`)}`,
  );
  return sql`(${sql.join([sql`${properties.type} in (${types})`, ...titleMatches], sql` or `)})`;
}

function rangeConditions(
  column: typeof properties.price | typeof properties.surface,
  range: TRange | undefined,
): SQL[] {
  if (!range) return [];
  const conditions: SQL[] = [];
  if (range.min !== null) conditions.push(gte(column, range.min));
  if (range.max !== null) conditions.push(lte(column, range.max));
  return conditions;
}

function searchCondition(q: string): SQL {
  const tsquery = sql`websearch_to_tsquery('darna_fr', ${q})`;
  // Both spellings, as the search document holds them (schema.ts, searchVector).
  const either = sql`(${tsquery} || darna_unaccent(websearch_to_tsquery('french', ${q})::text)::tsquery)`;
  // A query made only of stop words ('le', 'de la') has no lexeme and would match nothing:
  // treat it as no text filter rather than as an empty result.
  return sql`(numnode(${tsquery}) = 0 or ${properties.searchVector} @@ ${either})`;
}

function whereOf(query: TPropertyListQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.announcementType) {
    conditions.push(eq(properties.announcementType, query.announcementType));
  }
  if (query.category) conditions.push(categoryCondition(query.category));
  if (query.location) conditions.push(eq(properties.location, query.location));
  conditions.push(...rangeConditions(properties.price, query.price));
  conditions.push(...rangeConditions(properties.surface, query.surface));
  if (query.bedrooms !== undefined) conditions.push(gte(properties.rooms, query.bedrooms));
  if (query.q) conditions.push(searchCondition(query.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// The id breaks ties so that a page boundary never shows a row twice or skips one. It follows the
// direction of the sort so that one (column, id) index serves both directions.
const ORDERS: Record<TPropertySort, SQL[]> = {
  price_asc: [asc(properties.price), asc(properties.id)],
  price_desc: [desc(properties.price), desc(properties.id)],
  date_desc: [desc(properties.createdAt), desc(properties.id)],
  surface_asc: [asc(properties.surface), asc(properties.id)],
  surface_desc: [desc(properties.surface), desc(properties.id)],
};

/**
 * Counting stops after this many matches: an exact count of hundreds of thousands of listings
 * costs more than the whole page may (bench/properties-list.ts). Above it the list says how many
 * at least, and offers the pages up to it; nobody pages that deep instead of refining a filter.
 */
export const PROPERTY_COUNT_CAP = 1_000;
export const PROPERTY_MAX_PAGE = Math.ceil(PROPERTY_COUNT_CAP / PROPERTY_PAGE_SIZE);

/** The statements of one list request; exported so that the benchmark can EXPLAIN them. */
export function propertyListStatements(db: TDatabase, query: TPropertyListQuery, page: number) {
  const where = whereOf(query);
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(PROPERTY_COUNT_CAP + 1)
    .as("matches");
  const order = ORDERS[query.sort ?? DEFAULT_PROPERTY_SORT];
  // The page's ids first, then their rows: the ids can often come from an index alone (filters
  // checked on index entries), and only the 24 listings shown are read from the table.
  const ids = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...order)
    .limit(PROPERTY_PAGE_SIZE)
    .offset((page - 1) * PROPERTY_PAGE_SIZE);
  return {
    count: db.select({ total: count() }).from(matches),
    page: db
      .select(propertyCardColumns)
      .from(properties)
      .where(inArray(properties.id, ids))
      .orderBy(...order),
  };
}

/** Public property list: filters, sort and page are all applied by the database. */
export async function listProperties(query: TPropertyListQuery): Promise<TPropertyListResult> {
  const db = await getDb();
  const requested = Math.min(Math.max(1, query.page), PROPERTY_MAX_PAGE);
  // The count and the page run side by side (two pool connections on PostgreSQL); only a page
  // past the end, from an old link or a hand-edited URL, costs a second page query.
  const statements = propertyListStatements(db, query, requested);
  const [[counted], requestedItems] = await Promise.all([statements.count, statements.page]);
  const matches = Number(counted?.total ?? 0);
  const totalIsCapped = matches > PROPERTY_COUNT_CAP;
  const total = Math.min(matches, PROPERTY_COUNT_CAP);
  const pageCount = Math.ceil(total / PROPERTY_PAGE_SIZE);
  // A page past the end shows the last page instead of nothing.
  const page = Math.min(requested, Math.max(1, pageCount));
  const items =
    page === requested ? requestedItems : await propertyListStatements(db, query, page).page;
  return { items, total, totalIsCapped, page, pageCount, pageSize: PROPERTY_PAGE_SIZE };
}

/** The newest properties for the home page (specification 001 §7: created_at descending). */
export async function listNewestProperties(limit = HOME_LIST_SIZE): Promise<TPropertyCardItem[]> {
  const db = await getDb();
  return db
    .select(propertyCardColumns)
    .from(properties)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(clampLimit(limit));
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : HOME_LIST_SIZE;
}
