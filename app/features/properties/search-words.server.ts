import {
  normalisePlaceText,
  placeByArabicName,
  resolvePlaces,
  type TPlace,
} from "~/features/places/places";
import type { TAnnouncementType, TPropertyType } from "~/lib/constants";
import { MAX_ROOM_CHOICE } from "./list-query";
import type { TPropertyListQuery } from "./list-query-schema";

/*
 * The words of a search that are filters (issue 25, decision 0045): 'شقة للكراء أريانة' asks for
 * flats to rent in Ariana, and 'S+2' or 'S2' for two rooms, in either language. The list page
 * moves them from the search box into the filters they name (a redirect), so the panel shows
 * them, the person can take one off, and an alert saved from the page keeps them as filters.
 * French words stay full text, as the specification has it.
 */

/** Arabic names, as normalisePlaceText writes them (ة as ه, no hamza on alef, ى as ي). */
const ARABIC_TYPES: Record<string, TPropertyType> = {
  شقه: "appartement",
  شقق: "appartement",
  ستوديو: "appartement",
  منزل: "maison",
  منازل: "maison",
  دار: "maison",
  ديار: "maison",
  حوش: "maison",
  فيلا: "villa",
  فيلات: "villa",
  ارض: "terrain",
  اراضي: "terrain",
  "قطعه ارض": "terrain",
  مقسم: "terrain",
  مقاسم: "terrain",
  محل: "local_commercial",
  محلات: "local_commercial",
  "محل تجاري": "local_commercial",
  "فضاء تجاري": "local_commercial",
  مكتب: "bureau",
  مكاتب: "bureau",
};

const ARABIC_ANNOUNCEMENTS: Record<string, TAnnouncementType> = {
  كراء: "location",
  ايجار: "location",
  بيع: "vente",
};

/** Words that only join others ('شقة في أريانة'): dropped next to a word read as a filter. */
const ARABIC_PARTICLES = new Set(["في", "ب", "ل", "و", "من", "الي", "علي", "قرب", "حذو", "ف"]);

/** Words that say 'in' or 'near' before a place ('في', 'قرب'): they make a common word a place. */
const PLACE_PREPOSITIONS = new Set(["في", "قرب", "حذو", "بجانب"]);

/**
 * Places whose name is also a common word ('الجديدة' the new one, 'المدينة' the town, 'القصر' the
 * palace, 'جمال' beauty or a first name, 'القطار' the train): read as a place only after 'في',
 * 'قرب' or a glued 'ب' ('بالجديدة'), never on their own.
 */
const COMMON_WORD_PLACES = new Set(
  [
    "المدينة",
    "الجديدة",
    "العالية",
    "القصر",
    "القصور",
    "العيون",
    "جمال",
    "الزهور",
    "الكرم",
    "العامرة",
    "الغريبة",
    "التحرير",
    "العمران",
    "سليمان",
    "الزهراء",
    "الشابة",
    "الفحص",
    "السند",
    "القطار",
    "العلا",
    "الرقاب",
    "المنزه",
    "الحامة",
    "الوردية",
    "النفيضة",
    "المحمدية",
    "الساحلين",
  ].map(normalisePlaceText),
);

/**
 * How a word may be glued to what it names ('للكراء', 'بالمرسى', 'وأريانة'), longest first: the
 * prefix, what it leaves ('ال' put back where the prefix swallowed it), and whether it says 'in'.
 */
const ARABIC_PREFIXES: readonly { prefix: string; article: boolean; inPlace: boolean }[] = [
  { prefix: "وبال", article: true, inPlace: true },
  { prefix: "بال", article: true, inPlace: true },
  { prefix: "وال", article: true, inPlace: false },
  { prefix: "فال", article: true, inPlace: false },
  { prefix: "لل", article: true, inPlace: false },
  { prefix: "وب", article: false, inPlace: true },
  { prefix: "ب", article: false, inPlace: true },
  { prefix: "ول", article: false, inPlace: false },
  { prefix: "و", article: false, inPlace: false },
  { prefix: "ل", article: false, inPlace: false },
  { prefix: "ف", article: false, inPlace: false },
];

/** 'S+2', 's2', 'S+5' (five or more, the list's last choice). */
const ROOMS_WORD = /^s\+?([1-9])$/i;

/** A phrase of the search that names a filter: at most this many words ('قطعة أرض', 'سيدي بوزيد'). */
const LONGEST_NAME = 3;

type TReading =
  | { kind: "category"; value: TPropertyType }
  | { kind: "announcementType"; value: TAnnouncementType }
  | { kind: "place"; value: TPlace }
  | { kind: "rooms"; value: number };

const ARABIC_LETTER = /[\u0621-\u064a]/;

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** The type or offer a word names, with or without its article ('الشقة', 'شقة'). */
function readArabicWord(form: string): TReading | null {
  for (const word of form.startsWith("ال") && form.length > 4 ? [form, form.slice(2)] : [form]) {
    const category = ARABIC_TYPES[word];
    if (category) return { kind: "category", value: category };
    const announcementType = ARABIC_ANNOUNCEMENTS[word];
    if (announcementType) return { kind: "announcementType", value: announcementType };
  }
  return null;
}

/** What an Arabic phrase names, tried as written and without a glued prefix. */
function readArabicPhrase(phrase: string, afterPreposition: boolean): TReading | null {
  const forms = [{ form: phrase, inPlace: afterPreposition }];
  for (const { prefix, article, inPlace } of ARABIC_PREFIXES) {
    if (phrase.startsWith(prefix) && phrase.length - prefix.length >= 3) {
      const rest = phrase.slice(prefix.length);
      forms.push({ form: article ? `ال${rest}` : rest, inPlace: inPlace || afterPreposition });
    }
  }
  for (const { form, inPlace } of forms) {
    const word = readArabicWord(form);
    if (word) return word;
    const place = placeByArabicName(form);
    if (place && (inPlace || !COMMON_WORD_PLACES.has(form))) return { kind: "place", value: place };
  }
  return null;
}

function readRoomsWord(word: string): TReading | null {
  const match = ROOMS_WORD.exec(word);
  if (!match) return null;
  return { kind: "rooms", value: Math.min(Number(match[1]), MAX_ROOM_CHOICE) };
}

export type TSearchWords = {
  readings: TReading[];
  /** The search without the words read: what stays full text. */
  rest: string;
};

/** Splits a search into the filters its words name and the text left to search. */
export function readSearchWords(q: string): TSearchWords {
  // 'S 2', 'S +2' and 'S + 2' as people type them on a phone: one word, 'S+2'.
  const words = q
    .replace(/(^|\s)s\s*\+?\s*(\d)(?=\s|$)/gi, "$1S+$2")
    .split(/[\s,،]+/)
    .filter(Boolean);
  const normalised = words.map((word) => normalisePlaceText(word));
  const readings: TReading[] = [];
  const kept: boolean[] = words.map(() => true);
  // A word excluded ('-فيلا') or inside quotes is full text, as the person wrote it.
  let quoted = false;
  const readable = words.map((word) => {
    const open = quoted || word.startsWith('"');
    if ((word.match(/"/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    return !open && !word.startsWith("-");
  });
  let index = 0;
  while (index < words.length) {
    let read: { reading: TReading; length: number } | null = null;
    if (!readable[index]) {
      index += 1;
      continue;
    }
    const rooms = readRoomsWord(words[index] ?? "");
    if (rooms) read = { reading: rooms, length: 1 };
    else if (hasArabic(words[index] ?? "")) {
      for (let length = Math.min(LONGEST_NAME, words.length - index); length >= 1; length--) {
        if (!readable.slice(index, index + length).every(Boolean)) continue;
        const phrase = normalised.slice(index, index + length).join(" ");
        const before = normalised[index - 1] ?? "";
        const reading = readArabicPhrase(phrase, PLACE_PREPOSITIONS.has(before));
        if (reading) {
          read = { reading, length };
          break;
        }
      }
    }
    if (!read) {
      index += 1;
      continue;
    }
    readings.push(read.reading);
    for (let offset = 0; offset < read.length; offset++) kept[index + offset] = false;
    const before = index - 1;
    if (before >= 0 && kept[before] && ARABIC_PARTICLES.has(normalised[before] ?? "")) {
      kept[before] = false;
    }
    index += read.length;
  }
  const rest = words.filter((_, position) => kept[position]).join(" ");
  return { readings, rest };
}

/**
 * The list query with the filters its search names moved out of `q`, or null when no word of it
 * is a filter. A word typed names the type or the offer the person wants now: it replaces the
 * panel's choice; places and S+n add to those already chosen.
 */
export function withSearchWordsRead(query: TPropertyListQuery): TPropertyListQuery | null {
  if (!query.q) return null;
  const { readings, rest } = readSearchWords(query.q);
  if (readings.length === 0) return null;
  const next: TPropertyListQuery = { ...query, q: rest || undefined, page: 1 };
  const places: TPlace[] = [...(query.location ?? [])];
  const rooms = new Set(query.rooms ?? []);
  for (const reading of readings) {
    if (reading.kind === "category") next.category = reading.value;
    else if (reading.kind === "announcementType") next.announcementType = reading.value;
    else if (reading.kind === "place") places.push(reading.value);
    else rooms.add(reading.value);
  }
  if (places.length > 0) next.location = resolvePlaces(places.map((place) => place.key)).places;
  if (rooms.size > 0) next.rooms = [...rooms].sort((a, b) => a - b);
  return next;
}

/**
 * A search's Latin words and its Arabic words, apart: each goes through its own text search
 * configuration (list-properties.server.ts). Arabic particles alone ('في') are left out: the
 * Arabic configuration has no stop words and would require them.
 */
export function searchScripts(q: string): { latin: string; arabic: string } {
  const latin: string[] = [];
  const arabic: string[] = [];
  for (const word of q.split(/\s+/).filter(Boolean)) {
    if (!hasArabic(word)) latin.push(word);
    else if (!ARABIC_PARTICLES.has(normalisePlaceText(word))) arabic.push(word);
  }
  return { latin: latin.join(" "), arabic: arabic.join(" ") };
}
