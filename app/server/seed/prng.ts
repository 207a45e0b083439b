/**
 * A small seeded pseudo-random generator: the demo data must come out identical on every fresh
 * start (same listings, same ids, same photos), which Math.random cannot give.
 */
export type TRandom = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** A multiple of `step` in [min, max]: prices and surfaces read as humans write them. */
  round(min: number, max: number, step: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  chance(probability: number): boolean;
  /** An RFC 4122 version 4 UUID built from the generator's bytes. */
  uuid(): string;
};

// mulberry32: tiny, fast and well distributed enough for picking demo content.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): TRandom {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    round: (min, max, step) => int(Math.ceil(min / step), Math.floor(max / step)) * step,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick() sur une liste vide");
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    shuffle,
    chance: (probability) => next() < probability,
    uuid: () => {
      const bytes = Array.from({ length: 16 }, () => int(0, 255));
      bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
      bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
      const hex = bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    },
  };
}
