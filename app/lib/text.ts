/*
 * Control characters in what people and programs send (issue 21). PostgreSQL refuses a NUL byte
 * in text (a 500 before this), and the others (ESC, DEL, bell…) have no place in a title, a name
 * or a search: they only hide text, or smuggle terminal escapes into logs and mails. Tab, line
 * feed and carriage return stay: descriptions and messages are typed over several lines.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_ALL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** What a field says when it holds one: the person pasted it, usually without seeing it. */
export const CONTROL_CHARACTERS_MESSAGE = "Ce champ contient des caractères non autorisés.";

/** For Zod's `.refine`: true when `text` has no control character but tab and line breaks. */
export function withoutControlCharacters(text: string): boolean {
  return !CONTROL.test(text);
}

/**
 * `text` without its control characters: for values nobody reads back as typed (a search in the
 * address bar, a filter), where dropping them beats refusing the whole page.
 */
export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_ALL, "");
}

/*
 * Directional overrides, embeddings and isolates (U+202A–U+202E, U+2066–U+2069) in a listing's
 * own words (issue 25). One unclosed RIGHT-TO-LEFT OVERRIDE turns 'Villa 1 200 000 TND' around,
 * or makes a title read as something it does not say, on every page and mail that shows it.
 * They are taken out of what is saved: the words stay, in the order they were typed, and the
 * page sets each text's direction itself (dir="auto"). The marks LRM and RLM stay: they only
 * place a neutral character, and Arabic writers use them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/** `text` without directional overrides, embeddings and isolates. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}
