import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { propertyCardColumns } from "~/features/listings/card-columns.server";
import type { TPropertyCardItem } from "~/features/listings/cards";
import { notExpired, notHidden, onOffer } from "~/features/listings/visibility.server";
import { placeCondition } from "~/features/places/place-condition.server";
import { HOME_LIST_SIZE, type TPropertyType } from "~/lib/constants";
import { getDb, type TDatabase } from "~/server/db/client.server";
import { properties } from "~/server/db/schema";
import type { TRange } from "./filter-values";
import {
  DEFAULT_PROPERTY_SORT,
  MAX_ROOM_CHOICE,
  PROPERTY_PAGE_SIZE,
  type TPropertySort,
} from "./list-query";
import type { TPropertyListQuery } from "./list-query-schema";
import { propertyZoneConditions } from "./property-zone.server";
import { hasArabic, searchScripts } from "./search-words.server";

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
 * A category matches by keywords in the title ('maison' also matches
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
  if (hasArabic(q)) return arabicSearchCondition(q);
  const tsquery = sql`websearch_to_tsquery('darna_fr', ${q})`;
  const stemmedFirst = sql`darna_unaccent(websearch_to_tsquery('french', ${q})::text)::tsquery`;
  // Both spellings, as the search document holds them (schema.ts, searchVector). Most words
  // spell the same both ways: the query is then said once, so that every row checked by an
  // index walk evaluates it once and the planner does not count its selectivity twice. The
  // expression is made of immutable functions of the parameter: folded into a constant when
  // the statement is planned.
  const either = sql`(case when ${tsquery} = ${stemmedFirst} then ${tsquery} else ${tsquery} || ${stemmedFirst} end)`;
  // A query made only of stop words ('le', 'de la') has no lexeme and would match nothing:
  // treat it as no text filter rather than as an empty result.
  return sql`(numnode(${tsquery}) = 0 or ${properties.searchVector} @@ ${either})`;
}

/**
 * A search with Arabic words: the Latin ones as any search's, and all of them together. The Arabic
 * ones go through darna_ar with ة written ه, as the search document holds them (migration 0024):
 * 'شقه' finds 'شقة', 'أريانة' finds 'اريانة', 'فيلا' finds 'الفيلا'.
 */
function arabicSearchCondition(q: string): SQL {
  const { latin, arabic } = searchScripts(q);
  const latinQuery = sql`websearch_to_tsquery('darna_fr', ${latin})`;
  const latinStemmedFirst = sql`darna_unaccent(websearch_to_tsquery('french', ${latin})::text)::tsquery`;
  const arabicQuery = sql`websearch_to_tsquery('darna_ar', translate(${arabic}, 'ة', 'ه'))`;
  const tsquery = sql`((${latinQuery} || ${latinStemmedFirst}) && ${arabicQuery})`;
  return sql`(numnode(${tsquery}) = 0 or ${properties.searchVector} @@ ${tsquery})`;
}

/**
 * What the list shows for `query`, as one condition: the list page, and the saved-search alerts
 * that mail its new matches (decision 0023), read listings through this one rule.
 */
export function propertyListWhere(query: TPropertyListQuery): SQL | undefined {
  return whereOf(query);
}

function whereOf(
  query: TPropertyListQuery,
  /** The place condition to use instead of the query's own (one governorate of several). */
  inPlace?: SQL,
): SQL | undefined {
  // Expired listings leave the list whatever the filters (decision 0019).
  const conditions: SQL[] = [notHidden("property", properties.id), notExpired()];
  if (query.announcementType) {
    conditions.push(eq(properties.announcementType, query.announcementType));
  }
  if (query.category) conditions.push(categoryCondition(query.category));
  const inPlaces =
    inPlace ??
    (query.location
      ? placeCondition(query.location, {
          governorates: (keys) => inArray(properties.location, keys),
          delegation: properties.delegation,
        })
      : undefined);
  if (inPlaces) conditions.push(inPlaces);
  // Places were asked but none is known: nothing matches, rather than every listing as if no
  // place had been asked (the page says which values it did not know, with suggestions).
  else if (query.unknownPlaces?.length) conditions.push(sql`false`);
  conditions.push(...rangeConditions(properties.price, query.price));
  conditions.push(...rangeConditions(properties.surface, query.surface));
  if (query.bedrooms !== undefined) conditions.push(gte(properties.rooms, query.bedrooms));
  if (query.rooms) conditions.push(roomsCondition(query.rooms));
  // All the ticked ones (properties_amenities_idx answers the containment).
  if (query.amenities) conditions.push(arrayContains(properties.amenities, query.amenities));
  conditions.push(...propertyZoneConditions(query.zone));
  if (query.q) conditions.push(searchCondition(query.q));
  // Sold and rented properties leave the list unless asked for. The status is the last column of
  // every list index (migration 0009): checked on index entries, as the other filters are.
  if (!query.includeClosed) conditions.push(eq(properties.status, "available"));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** 'S+2 ou S+3' → rooms in (2, 3); the last choice ('S+5 et plus') has no ceiling. */
function roomsCondition(choices: readonly number[]): SQL {
  const exact = choices.filter((rooms) => rooms < MAX_ROOM_CHOICE);
  const conditions: SQL[] = [];
  if (exact.length > 0) conditions.push(inArray(properties.rooms, exact));
  if (choices.includes(MAX_ROOM_CHOICE)) conditions.push(gte(properties.rooms, MAX_ROOM_CHOICE));
  return conditions.length > 1 ? (or(...conditions) as SQL) : (conditions[0] as SQL);
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

/**
 * The search sample (countStatement): at most this many listings, enough for a word found in one
 * listing out of 48 to show more than PROPERTY_COUNT_CAP matches among those still on offer (sold
 * and rented listings, about one in twelve, are in the sample but not in the default list).
 */
export const SEARCH_SAMPLE_ROWS = 48_000;

/**
 * The predicates of the sample indexes (migration 0007), word for word so that the planner can use
 * them. Ids are random: a range of them is a random sample. properties_search_sample_idx holds
 * one listing in 4 in id order; properties_search_location_sample_idx one in 2, in id order
 * within each governorate (a governorate has fewer listings: it needs a larger share). A search
 * document is only allowed in an index entry well below PostgreSQL's limit for one (2,704 bytes):
 * long descriptions stay out of the samples.
 */
const SHORT_DOCUMENT = `length("properties"."search_vector"::text) < 1000`;
const IN_SEARCH_SAMPLE = sql.raw(
  `("properties"."id" < '40000000-0000-0000-0000-000000000000' and ${SHORT_DOCUMENT})`,
);
const IN_LOCATION_SAMPLE = sql.raw(
  `("properties"."id" < '80000000-0000-0000-0000-000000000000' and ${SHORT_DOCUMENT})`,
);

/**
 * The capped count. A broad text search ('villa piscine': one listing in 20) costs a bitmap of
 * every match from the GIN index, tens of milliseconds on a million rows, only to learn that there
 * are more than PROPERTY_COUNT_CAP. A sample says so first, for a few milliseconds, read from one
 * index without touching the table; the full count runs only when the sample did not find
 * enough, and then the figure is exact. The sample is only tried when the filters other than the
 * governorate keep a large share of the listings (none, or the announcement type): a category or
 * a band leaves too few of them in the sample for it to conclude, and costs the full count anyway.
 */
function countStatement(db: TDatabase, query: TPropertyListQuery, where: SQL | undefined) {
  // A map's zone and the amenities narrow too, and the sample's rows lack their columns (pins,
  // delegation, amenities).
  const narrowed =
    query.zone ||
    query.category ||
    query.price ||
    query.surface ||
    query.bedrooms !== undefined ||
    query.rooms !== undefined ||
    query.amenities !== undefined;
  // The location sample is ordered within each governorate: it serves searches by governorates
  // (or Grand Tunis), one sample per governorate read one after the other until enough are found.
  // A delegation has no sample of its own: the exact count.
  const governorates = query.location?.every((place) => place.kind !== "delegation")
    ? [...new Set(query.location.flatMap((place) => place.governorateSlugs))]
    : undefined;
  if (!query.q || narrowed || (query.location && !governorates)) {
    const matches = db
      .select({ one: sql`1` })
      .from(properties)
      .where(where)
      .limit(PROPERTY_COUNT_CAP + 1)
      .as("matches");
    return db.select({ total: count() }).from(matches);
  }
  const capped = (from: SQL) =>
    sql`(select count(*) from (select 1 from ${from} where ${where} limit ${sql.raw(String(PROPERTY_COUNT_CAP + 1))}) as matches)`;
  const sampleOf = (inSample: SQL) =>
    sql`(select ${properties.id}, ${properties.location}, ${properties.announcementType}, ${properties.status}, ${properties.expiresAt}, ${properties.searchVector} from ${properties} where ${inSample} order by ${properties.id} limit ${sql.raw(String(SEARCH_SAMPLE_ROWS))})`;
  const samples = governorates
    ? governorates.map((governorate) =>
        sampleOf(sql`${eq(properties.location, governorate)} and ${IN_LOCATION_SAMPLE}`),
      )
    : [sampleOf(IN_SEARCH_SAMPLE)];
  // The sample keeps the table's name as its alias, so that `where` reads its columns unchanged.
  const sample = sql`(${sql.join(samples, sql` union all `)}) as ${properties}`;
  // Said once in the select list, the full count is evaluated only when the sample falls short.
  return (
    db
      .select({
        total:
          sql<number>`case when sampled.hits > ${sql.raw(String(PROPERTY_COUNT_CAP))} then sampled.hits else ${capped(sql`${properties}`)} end`.mapWith(
            Number,
          ),
      })
      // offset 0: a subquery the planner may not pull up, or the sample would run once per mention.
      .from(sql`(select ${capped(sample)} as hits offset 0) as sampled`)
  );
}

/** The column each sort walks (beside the id), carried out of each governorate's walk. */
const SORT_COLUMNS: Record<TPropertySort, AnyPgColumn> = {
  price_asc: properties.price,
  price_desc: properties.price,
  date_desc: properties.createdAt,
  surface_asc: properties.surface,
  surface_desc: properties.surface,
};

/**
 * The governorates a text search walks one by one (pageIds), or undefined to walk them together.
 * PostgreSQL (before 17) cannot check `location in (…)` on the entries of a sorted index walk:
 * it reads every row of the country in price order to test it, and a text search, which must read
 * the row anyway, then reads tens of thousands ('villa piscine' in three governorates: 85 ms at a
 * million listings). One governorate is an equality the walk checks on its entries.
 */
function governoratesWalkedApart(query: TPropertyListQuery): string[] | undefined {
  if (!query.q || !query.location) return undefined;
  if (query.location.some((place) => place.kind === "delegation")) return undefined;
  const governorates = [...new Set(query.location.flatMap((place) => place.governorateSlugs))];
  return governorates.length > 1 ? governorates : undefined;
}

/**
 * The page's ids first, then their rows: the ids can often come from an index alone (filters
 * checked on index entries), and only the 24 listings shown are read from the table.
 */
function pageIds(db: TDatabase, query: TPropertyListQuery, where: SQL | undefined, page: number) {
  const sort = query.sort ?? DEFAULT_PROPERTY_SORT;
  const order = ORDERS[sort];
  const offset = (page - 1) * PROPERTY_PAGE_SIZE;
  const governorates = governoratesWalkedApart(query);
  if (!governorates) {
    return db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...order)
      .limit(PROPERTY_PAGE_SIZE)
      .offset(offset);
  }
  // Each governorate's first pages in the sort's order, merged and cut to the page asked.
  const walks = governorates.map(
    (governorate) =>
      sql`(${db
        .select({ id: properties.id, sortColumn: SORT_COLUMNS[sort] })
        .from(properties)
        .where(whereOf(query, eq(properties.location, governorate)))
        .orderBy(...order)
        .limit(offset + PROPERTY_PAGE_SIZE)})`,
  );
  // The merge keeps the table's name as its alias, so that the sort reads its columns unchanged.
  const merged = sql`(${sql.join(walks, sql` union all `)}) as ${properties}`;
  return db
    .select({ id: sql<string>`${properties.id}` })
    .from(merged)
    .orderBy(...order)
    .limit(PROPERTY_PAGE_SIZE)
    .offset(offset);
}

/** The statements of one list request; exported so that the benchmark can EXPLAIN them. */
export function propertyListStatements(db: TDatabase, query: TPropertyListQuery, page: number) {
  const where = whereOf(query);
  const order = ORDERS[query.sort ?? DEFAULT_PROPERTY_SORT];
  const ids = pageIds(db, query, where, page);
  return {
    count: countStatement(db, query, where),
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

/**
 * The newest properties for the home page (created_at descending), those
 * still on offer: sold, rented and expired ones leave it as they leave the default list.
 */
export async function listNewestProperties(limit = HOME_LIST_SIZE): Promise<TPropertyCardItem[]> {
  const db = await getDb();
  return db
    .select(propertyCardColumns)
    .from(properties)
    .where(onOffer())
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(clampLimit(limit));
}

function clampLimit(limit: number): number {
  return Number.isInteger(limit) ? Math.min(Math.max(limit, 1), 100) : HOME_LIST_SIZE;
}
