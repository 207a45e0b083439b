import {
  MAX_PERSONAL_READ_LISTINGS,
  PERSONAL_READ_PATH,
  type TListingKey,
  type TPersonalRead,
  ZPersonalReadQuery,
} from "./personal-read-query";

/*
 * The loaders of one page ask at once (root and route, during hydration): their listings are
 * gathered into one request, sent once the current task ends.
 */
let batch: { keys: Set<TListingKey>; read: Promise<TPersonalRead | null> } | null = null;

async function fetchPersonalParts(keys: TListingKey[]): Promise<TPersonalRead | null> {
  const query = ZPersonalReadQuery.safeParse({
    annonces: keys.slice(0, MAX_PERSONAL_READ_LISTINGS).join(","),
  });
  const annonces = query.success ? query.data.annonces : [];
  const url = annonces.length
    ? `${PERSONAL_READ_PATH}?annonces=${encodeURIComponent(annonces.join(","))}`
    : PERSONAL_READ_PATH;
  try {
    const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
    return response.ok ? ((await response.json()) as TPersonalRead) : null;
  } catch {
    return null;
  }
}

/** This person's parts for a page showing these listings. */
export function readPersonalParts(keys: readonly TListingKey[]): Promise<TPersonalRead | null> {
  if (!batch) {
    const gathering: { keys: Set<TListingKey>; read: Promise<TPersonalRead | null> } = {
      keys: new Set(),
      read: new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        batch = null;
        return fetchPersonalParts([...gathering.keys]);
      }),
    };
    batch = gathering;
  }
  for (const key of keys) batch.keys.add(key);
  return batch.read;
}
