import { invalid } from "~/kernel/failures";
import { CONTROL_CHARACTERS_MESSAGE, withoutControlCharacters } from "~/lib/text";
import { failureJson } from "./failures.server";

/*
 * JSON bodies sent to the APIs, Better Auth's own endpoints first (sign-up, sign-in, reset): their
 * strings reach PostgreSQL without going through Darna's forms and schemas, and a NUL byte there
 * gave a failed insert, logged by Better Auth with the raw byte (issue 21). Refused at the edge,
 * with the same French message as a form's field, before anything reads the body.
 */

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** The first key or string of a JSON value holding a control character, or null. */
function fieldWithControlCharacters(value: unknown, path = ""): string | null {
  if (typeof value === "string") return withoutControlCharacters(value) ? null : path || "body";
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = fieldWithControlCharacters(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!withoutControlCharacters(key)) return path || "body";
      const found = fieldWithControlCharacters(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** The refusal of a JSON write carrying a control character; null for anything else. */
export async function refuseControlCharactersInJson(request: Request): Promise<Response | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) return null;
  let body: unknown;
  try {
    body = JSON.parse(await request.clone().text());
  } catch {
    // Not JSON after all: the endpoint answers that itself.
    return null;
  }
  const field = fieldWithControlCharacters(body);
  if (!field) return null;
  return failureJson(invalid({ [field]: CONTROL_CHARACTERS_MESSAGE }, CONTROL_CHARACTERS_MESSAGE));
}
