import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { TPropertyType } from "~/lib/constants";
import { HOME_LIST_SIZE } from "~/lib/constants";
import { getDb } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import {
  DEFAULT_PROPERTY_SORT,
  PROPERTY_PAGE_SIZE,
  type TPropertySort,
  type TRange,
} from "./list-query";
import type { TPropertyListQuery } from "./schemas";

/** What a property card needs: the cover photo only, never the whole row. */
export type TPropertyCardItem = {
  id: string;
  title: string;
  type: TPropertyType;
  announcementType: "vente" | "location";
  price: number;
  surface: number;
  rooms: number;
  address: string;
  governorate: string;
  location: string;
  coverUrl: string | null;
};

export type TPropertyListResult = {
  items: TPropertyCardItem[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

const cardColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  announcementType: properties.announcementType,
  price: properties.price,
  surface: properties.surface,
  rooms: properties.rooms,
  address: properties.address,
  governorate: properties.governorate,
  location: properties.location,
  // PostgreSQL arrays are 1-based; an empty array gives NULL.
  coverUrl: sql<string | null>`${properties.photoUrls}[1]`,
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
  // Keywords are plain lowercase ASCII constants: no LIKE wildcard can come from the URL.
  const titleMatches = rule.keywords.map(
    (keyword) => sql`unaccent(${properties.title}) ilike ${`%${keyword}%`}`,
  );
  return or(inArray(properties.type, rule.types), ...titleMatches) as SQL;
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
  // A query made only of stop words ('le', 'de la') has no lexeme and would match nothing:
  // treat it as no text filter rather than as an empty result.
  return sql`(numnode(${tsquery}) = 0 or ${properties.searchVector} @@ ${tsquery})`;
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

// The id breaks ties so that a page boundary never shows a row twice or skips one.
const ORDERS: Record<TPropertySort, SQL[]> = {
  price_asc: [asc(properties.price), asc(properties.id)],
  price_desc: [desc(properties.price), asc(properties.id)],
  date_desc: [desc(properties.createdAt), asc(properties.id)],
  surface_asc: [asc(properties.surface), asc(properties.id)],
  surface_desc: [desc(properties.surface), asc(properties.id)],
};

/** Public property list: filters, sort and page are all applied by the database. */
export async function listProperties(query: TPropertyListQuery): Promise<TPropertyListResult> {
  const db = await getDb();
  const where = whereOf(query);
  const [counted] = await db.select({ total: count() }).from(properties).where(where);
  const total = Number(counted?.total ?? 0);
  const pageCount = Math.ceil(total / PROPERTY_PAGE_SIZE);
  // A page past the end (an old link, a hand-edited URL) shows the last page instead of nothing.
  const page = Math.min(Math.max(1, query.page), Math.max(1, pageCount));
  const items =
    total === 0
      ? []
      : await db
          .select(cardColumns)
          .from(properties)
          .where(where)
          .orderBy(...ORDERS[query.sort ?? DEFAULT_PROPERTY_SORT])
          .limit(PROPERTY_PAGE_SIZE)
          .offset((page - 1) * PROPERTY_PAGE_SIZE);
  return { items, total, page, pageCount, pageSize: PROPERTY_PAGE_SIZE };
}

/** The newest properties for the home page (specification 001 §7: created_at descending). */
export async function listNewestProperties(limit = HOME_LIST_SIZE): Promise<TPropertyCardItem[]> {
  const db = await getDb();
  return db
    .select(cardColumns)
    .from(properties)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(clampLimit(limit));
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : HOME_LIST_SIZE;
}
