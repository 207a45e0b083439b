/**
 * Generated property listings for the list benchmark (bench/properties-list.ts).
 *
 * Rows are made by the database itself (INSERT … SELECT over generate_series) so that a million
 * of them take minutes, not hours. Every random draw is a hash of the row number, so both
 * databases hold the same rows for the same count and two runs measure the same data.
 */
import { sql } from "drizzle-orm";
import { TUNISIA_DELEGATIONS } from "~/features/places/tunisia-places";
import { GOVERNORATE_OPTIONS } from "~/lib/constants";
import type { TDatabase } from "~/server/db/client.server";

export const BENCH_USER_COUNT = 300;

/** Listings per 1,000 by governorate: the big coastal cities carry most of the market. */
const GOVERNORATE_WEIGHTS: Record<string, number> = {
  tunis: 180,
  sfax: 115,
  sousse: 110,
  ariana: 100,
  nabeul: 95,
  ben_arous: 70,
  monastir: 50,
  bizerte: 40,
  manouba: 30,
  mahdia: 28,
  medenine: 26,
  gabes: 20,
  kairouan: 18,
  zaghouan: 12,
  beja: 10,
  jendouba: 10,
  kef: 10,
  siliana: 8,
  kasserine: 10,
  sidi_bouzid: 10,
  gafsa: 12,
  tataouine: 6,
  tozeur: 6,
  kebili: 4,
};

/** 1 = Grand Tunis, Sousse, Hammamet prices; 2 = other large coastal cities; 3 = the interior. */
const TIER_1 = ["tunis", "ariana", "ben_arous", "sousse", "nabeul"];
const TIER_2 = ["sfax", "monastir", "bizerte", "manouba", "mahdia", "medenine"];

type TTypeProfile = {
  weight: number;
  /** Chance that the listing is a rental. */
  rent: number;
  surface: [number, number];
  /** m² per room and the allowed number of rooms. */
  rooms: { per: number; min: number; max: number } | null;
  salePerSquareMetre: number;
  rentPerSquareMetre: number;
  /** A trailing '*' marks a feminine head: the qualifier agrees with it. */
  heads: string[];
};

// Heads deliberately include titles whose words point at another category ('Étage de villa'
// filed as a house, 'Local à usage de bureau' as an office): the keyword rule must find them.
const TYPES: Record<string, TTypeProfile> = {
  appartement: {
    weight: 45,
    rent: 0.45,
    surface: [40, 230],
    rooms: { per: 38, min: 0, max: 5 },
    salePerSquareMetre: 2400,
    rentPerSquareMetre: 9,
    heads: [
      "Appartement",
      "Bel appartement",
      "Appartement haut standing",
      "Studio",
      "Duplex",
      "Appartement séparé",
      "Penthouse",
      "Appartement neuf",
    ],
  },
  maison: {
    weight: 15,
    rent: 0.3,
    surface: [90, 450],
    rooms: { per: 50, min: 2, max: 7 },
    salePerSquareMetre: 1900,
    rentPerSquareMetre: 7,
    heads: [
      "Maison*",
      "Maison individuelle*",
      "Maison traditionnelle*",
      "Étage de villa",
      "Dar arabe",
      "Maison de plain-pied*",
    ],
  },
  villa: {
    weight: 10,
    rent: 0.3,
    surface: [180, 1200],
    rooms: { per: 90, min: 3, max: 8 },
    salePerSquareMetre: 2600,
    rentPerSquareMetre: 8,
    heads: [
      "Villa*",
      "Villa avec piscine*",
      "Belle villa*",
      "Villa de luxe*",
      "Demeure familiale*",
    ],
  },
  terrain: {
    weight: 15,
    rent: 0.03,
    surface: [150, 8000],
    rooms: null,
    salePerSquareMetre: 250,
    rentPerSquareMetre: 0.5,
    heads: [
      "Terrain constructible",
      "Terrain agricole",
      "Lot de terrain",
      "Ferme avec maison de gardien*",
      "Terrain à bâtir",
      "Oliveraie*",
    ],
  },
  bureau: {
    weight: 7,
    rent: 0.7,
    surface: [25, 400],
    rooms: { per: 60, min: 0, max: 6 },
    salePerSquareMetre: 2500,
    rentPerSquareMetre: 12,
    heads: ["Bureau", "Plateau de bureaux", "Bureau équipé", "Local à usage de bureau"],
  },
  local_commercial: {
    weight: 8,
    rent: 0.6,
    surface: [20, 600],
    rooms: null,
    salePerSquareMetre: 3000,
    rentPerSquareMetre: 15,
    heads: ["Local commercial", "Boutique*", "Magasin", "Dépôt", "Showroom", "Commerce en angle"],
  },
};

/** Masculine and feminine forms. */
const QUALIFIERS: [string, string][] = [
  ["séparé", "séparée"],
  ["rénové", "rénovée"],
  ["neuf", "neuve"],
  ["lumineux", "lumineuse"],
  ["meublé", "meublée"],
  ["avec jardin", "avec jardin"],
  ["avec garage", "avec garage"],
  ["vue sur mer", "vue sur mer"],
  ["proche de la plage", "proche de la plage"],
  ["climatisé", "climatisée"],
  ["au rez-de-chaussée", "de plain-pied"],
  ["à proximité des écoles", "à proximité des écoles"],
  ["avec terrasse", "avec terrasse"],
  ["haut standing", "haut standing"],
  ["calme", "calme"],
  ["spacieux", "spacieuse"],
  ["en excellent état", "en excellent état"],
  ["avec ascenseur", "au calme"],
];

const SENTENCES = [
  "Proche de toutes les commodités.",
  "Cuisine équipée et salon séparé.",
  "Chauffage central et climatisation.",
  "Grande terrasse ensoleillée.",
  "Parking en sous-sol.",
  "Quartier calme et résidentiel.",
  "À deux pas de la mer.",
  "Titre bleu, prix négociable.",
  "Disponible immédiatement.",
  "Double vitrage et porte blindée.",
  "Vue dégagée sur la ville.",
  "Idéal pour un investissement locatif.",
  "Accès facile à l'autoroute.",
  "Salle de bain rénovée.",
  "Façade sur une avenue passante.",
  "Concierge et gardiennage jour et nuit.",
  "Eau, électricité et assainissement raccordés.",
  "Finitions de qualité, marbre et bois massif.",
];

const POOL_SENTENCE = "Piscine privée et jardin arboré.";

/** One listing in ARABIC_SHARE says something in Arabic too, as owners writing both do. */
const ARABIC_SHARE = 0.12;
const ARABIC_SENTENCES = [
  "شقة مفروشة قريبة من جميع المرافق.",
  "فيلا مع مسبح وحديقة كبيرة.",
  "منزل تقليدي في حالة جيدة.",
  "قريب من البحر والمدارس.",
  "مطبخ مجهز وتدفئة مركزية.",
  "للكراء شهريا أو سنويا.",
  "رسم عقاري، السعر قابل للتفاوض.",
  "مأوى سيارات في الطابق السفلي.",
];

const STREETS = [
  "Avenue Habib Bourguiba",
  "Avenue de la République",
  "Avenue Farhat Hached",
  "Rue Ibn Khaldoun",
  "Avenue Taïeb Mhiri",
  "Rue Mongi Slim",
  "Rue de la Liberté",
  "Avenue Hédi Chaker",
  "Rue Ibn Sina",
  "Avenue du 14 Janvier",
];

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(quote).join(", ")}]::text[]`;

/** A uniform draw in [0, 1) for row `g`, the same on every run and on both databases. */
const draw = (k: number) => `((hashint8(g * 64 + ${k}) & 2147483647)::float8 / 2147483648.0)`;

/** Picks from `values` by index `0 ≤ r < 1` (`values` as a SQL array expression). */
const pick = (values: string, r: string) =>
  `(${values})[1 + floor(${r} * cardinality(${values}))::int]`;

/** A weighted pick as a `case` over cumulative weights (a long array literal would be far slower). */
function weighted(weights: Record<string, number>, r: string): string {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  let cumulative = 0;
  const branches = Object.entries(weights).map(([key, weight]) => {
    cumulative += weight;
    return `when ${r} < ${cumulative / total} then ${quote(key)}`;
  });
  return `(case ${branches.slice(0, -1).join(" ")} else ${quote(Object.keys(weights).at(-1) ?? "")} end)`;
}

/** `case type when … then … end` over the property types. */
function byType(value: (profile: TTypeProfile, type: string) => string): string {
  const branches = Object.entries(TYPES).map(
    ([type, profile]) => `when ${quote(type)} then ${value(profile, type)}`,
  );
  return `(case type ${branches.join(" ")} end)`;
}

function propertiesInsert(from: number, to: number): string {
  const labels = Object.fromEntries(
    GOVERNORATE_OPTIONS.map((option) => [option.value, option.label]),
  );
  const typeWeights = Object.fromEntries(
    Object.entries(TYPES).map(([type, p]) => [type, p.weight]),
  );
  const tier = `(case when location in (${TIER_1.map(quote).join(", ")}) then 1.0 when location in (${TIER_2.map(quote).join(", ")}) then 0.75 else 0.55 end)`;
  // A bell-shaped draw in log space between the type's bounds.
  const surface = byType(
    (p) =>
      `round(exp(ln(${p.surface[0]}) + (ln(${p.surface[1]}) - ln(${p.surface[0]})) * (r_surface_a + r_surface_b) / 2))::int`,
  );
  const rooms = byType((p) =>
    p.rooms
      ? `least(${p.rooms.max}, greatest(${p.rooms.min}, round(surface / ${p.rooms.per}.0 + (r_rooms - 0.5) * 1.5)::int))`
      : "0",
  );
  const noise = "exp((r_price_a + r_price_b - 1) * 0.6)";
  const salePrice = `least(3000000, greatest(30000, round(surface * ${byType((p) => String(p.salePerSquareMetre))} * ${tier} * ${noise} / 1000) * 1000))::int`;
  const rentPrice = `least(8000, greatest(200, round(surface * ${byType((p) => String(p.rentPerSquareMetre))} * ${tier} * ${noise} / 10) * 10))::int`;
  const heads = byType((p) => pick(textArray(p.heads), "r_head"));
  const poolChance = `(case type when 'villa' then 0.45 when 'maison' then 0.08 else 0.02 end)`;
  const sentences = textArray(SENTENCES);
  // Four listings in five have a delegation of their governorate, the others predate them.
  const delegationOf = `(case when ${draw(22)} < 0.8 then (case location ${GOVERNORATE_OPTIONS.map(
    (option) =>
      `when ${quote(option.value)} then ${pick(
        textArray(
          TUNISIA_DELEGATIONS.filter((d) => d.governorateSlug === option.value).map((d) => d.slug),
        ),
        draw(23),
      )}`,
  ).join(" ")} end) end)`;
  const governorateLabel = `(case location ${Object.entries(labels)
    .map(([key, label]) => `when ${quote(key)} then ${quote(label)}`)
    .join(" ")} end)`;

  return `
insert into properties (
  user_id, title, description, type, announcement_type, price, surface, rooms, bathrooms,
  construction_year, furnished, address, governorate, location, delegation, whatsapp,
  photo_urls, status, expires_at, created_at, updated_at
)
select
  'bench-user-' || (1 + floor(power(r_user, 2) * ${BENCH_USER_COUNT})::int),
  rtrim(head, '*') || ' ' || case when head like '%*'
    then ${pick(textArray(QUALIFIERS.map((forms) => forms[1])), "r_qualifier")}
    else ${pick(textArray(QUALIFIERS.map((forms) => forms[0])), "r_qualifier")}
  end || ' à ' || ${governorateLabel},
  ${pick(sentences, "r_sentence_a")} || ' ' || ${pick(sentences, "r_sentence_b")}
    || case when r_pool < ${poolChance} then ' ${POOL_SENTENCE}' else '' end
    || ' ' || ${pick(sentences, "r_sentence_c")}
    || case when ${draw(24)} < ${ARABIC_SHARE} then ' ' || ${pick(textArray(ARABIC_SENTENCES), draw(25))} else '' end,
  type,
  announcement_type,
  case when announcement_type = 'vente' then ${salePrice} else ${rentPrice} end,
  surface,
  rooms,
  greatest(case when rooms > 0 then 1 else 0 end, (rooms + 1) / 2),
  case when type = 'terrain' then null else 1975 + floor(r_year * 50)::int end,
  case when r_furnished < 0.15 then 'yes' when r_furnished < 0.25 then 'partial' else 'no' end,
  (1 + floor(r_street * 120)::int) || ' ' || ${pick(textArray(STREETS), "r_street")} || ', ' || ${governorateLabel},
  location,
  location,
  ${delegationOf},
  '2169' || lpad((floor(r_user * 10000000))::int::text, 7, '0'),
  array['/media/property_images/bench-' || (g % 997) || '.webp', '/media/property_images/bench-' || (g % 991) || '.webp'],
  -- About one listing in 12 sold or rented: the default list leaves them out (migration 0009).
  case when ${draw(20)} < 0.08
    then (case when announcement_type = 'vente' then 'sold' else 'rented' end)
    else 'available' end,
  -- Every listing online (decision 0019): the lists measured are those visitors get. Spread
  -- over the next 90 days, as renewals spread them on a live site.
  date_trunc('milliseconds', now() + (1 + ${draw(21)} * 89) * interval '1 day'),
  created_at,
  created_at
-- Each level is computed once per row ("offset 0" keeps the planner from inlining a level's
-- expressions into every place the next level uses them).
from (
  select g, r_user, r_qualifier, r_sentence_a, r_sentence_b, r_sentence_c, r_pool, r_year,
    r_furnished, r_street, r_head, r_price_a, r_price_b, type, announcement_type, location,
    surface, created_at, ${rooms} as rooms, ${heads} as head
  from (
    select g, r_user, r_qualifier, r_sentence_a, r_sentence_b, r_sentence_c, r_pool, r_year,
      r_furnished, r_street, r_head, r_price_a, r_price_b, r_rooms, type, location, created_at,
      case when r_rent < ${byType((p) => String(p.rent))} then 'location' else 'vente' end
        as announcement_type,
      ${surface} as surface
    from (
      select g,
        ${weighted(typeWeights, "r_type")} as type,
        ${weighted(GOVERNORATE_WEIGHTS, "r_location")} as location,
        ${draw(3)} as r_rent, ${draw(4)} as r_surface_a, ${draw(5)} as r_surface_b,
        ${draw(6)} as r_rooms, ${draw(7)} as r_price_a, ${draw(8)} as r_price_b,
        ${draw(9)} as r_head, ${draw(10)} as r_qualifier, ${draw(11)} as r_sentence_a,
        ${draw(12)} as r_sentence_b, ${draw(13)} as r_sentence_c, ${draw(14)} as r_pool,
        ${draw(15)} as r_year, ${draw(16)} as r_furnished, ${draw(17)} as r_street,
        ${draw(18)} as r_user,
        -- Three years of listings, more of them recent.
        now() - power(${draw(19)}, 1.4) * interval '3 years' as created_at
      from (
        select g, ${draw(1)} as r_type, ${draw(2)} as r_location
        from generate_series(${from}, ${to}) as g
        offset 0
      ) as raw
      offset 0
    ) as drawn
    offset 0
  ) as typed
  offset 0
) as sized`;
}

export type TSeedTimings = { insertMs: number; indexMs: number; analyzeMs: number };

/**
 * Fills an empty, migrated database with `count` listings. The migration's indexes on the table
 * are dropped during the load and rebuilt from their own definitions: the same indexes, built
 * in one pass instead of row by row.
 */
export async function seedProperties(
  db: TDatabase,
  count: number,
  options: {
    batch?: number;
    /** Batches loaded at once (PostgreSQL: one pool connection each). */
    parallel?: number;
    maintenanceWorkMem?: string;
    onProgress?: (done: number) => void;
  } = {},
): Promise<TSeedTimings> {
  const batch = options.batch ?? 100_000;
  await db.execute(
    sql.raw(`
insert into "user" (id, name, email, email_verified, created_at, updated_at)
select 'bench-user-' || g, 'Vendeur ' || g, 'vendeur' || g || '@bench.darna.tn', true,
  now() - g * interval '1 day', now()
from generate_series(1, ${BENCH_USER_COUNT}) as g`),
  );

  const indexes = (await db.execute(
    sql`select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = 'properties'
          and indexname <> 'properties_pkey'`,
  )) as unknown as { rows: { indexname: string; indexdef: string }[] };
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index "${index.indexname}"`));

  const insertStarted = performance.now();
  const batches: [number, number][] = [];
  for (let from = 1; from <= count; from += batch) {
    batches.push([from, Math.min(count, from + batch - 1)]);
  }
  let done = 0;
  // Several batches at once on PostgreSQL (one pool connection each): the load is CPU-bound
  // (to_tsvector of every row). PGlite runs one statement at a time anyway.
  const worker = async () => {
    for (let next = batches.shift(); next; next = batches.shift()) {
      await db.execute(sql.raw(propertiesInsert(next[0], next[1])));
      done += next[1] - next[0] + 1;
      options.onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: options.parallel ?? 1 }, worker));
  const insertMs = performance.now() - insertStarted;

  const indexStarted = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`set local maintenance_work_mem = '${options.maintenanceWorkMem ?? "256MB"}'`),
    );
    for (const index of indexes.rows) await tx.execute(sql.raw(index.indexdef));
  });
  const indexMs = performance.now() - indexStarted;

  const analyzeStarted = performance.now();
  // VACUUM sets the visibility map, as autovacuum would on a live table: index-only scans count.
  await db.execute(sql`vacuum analyze properties`);
  await db.execute(sql`analyze "user"`);
  const analyzeMs = performance.now() - analyzeStarted;
  return { insertMs, indexMs, analyzeMs };
}
