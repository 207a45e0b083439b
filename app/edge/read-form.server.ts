import { ENHANCED_FIELD } from "~/lib/forms";
import { MAX_UPLOAD_BYTES } from "~/server/images/images.server";

// Room for the text fields and the multipart boundaries around the files.
const FIELDS_BYTES = 64 * 1024;

/**
 * How much a form may send, by what it carries. Every action reads its body through
 * readFormBody with one of these; the HTTP app's body limit (60 MB) is only the backstop.
 */
export const FORM_BODY_LIMITS = {
  /** Text only: the longest legitimate form, every character percent-encoded, stays far below. */
  text: 128 * 1024,
  /** One image (service, store, profile photo) and the text fields. */
  oneImage: MAX_UPLOAD_BYTES + FIELDS_BYTES,
  /** Five property photos and the text fields. */
  photos: 5 * MAX_UPLOAD_BYTES + FIELDS_BYTES,
} as const;

export type TFormBody =
  | {
      status: "ok";
      form: FormData;
      /** Sent by hydrated JavaScript: answer with data; otherwise redirect with a flash toast. */
      enhanced: boolean;
    }
  | { status: "too_large" }
  | { status: "malformed" };

/**
 * Reads a form body (multipart or URL-encoded) without ever holding more than `maxBytes`: an
 * announced size above it is refused before a byte is read, and a body without a size stops
 * being read past it. Anything else (JSON, a truncated upload, a bad boundary) is 'malformed'.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<TFormBody> {
  const announced = Number(request.headers.get("content-length") ?? "0");
  if (announced > maxBytes) return { status: "too_large" };
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    return { status: "malformed" };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = request.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { status: "too_large" };
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
    return { status: "ok", form, enhanced: form.get(ENHANCED_FIELD) === "1" };
  } catch {
    return { status: "malformed" };
  }
}

/** What a form's page says when its body cannot be read, and the HTTP status it goes out with. */
export const FORM_BODY_REFUSALS = {
  too_large: { status: 413, message: "Le formulaire envoyé est trop volumineux." },
  malformed: { status: 400, message: "Le formulaire envoyé est illisible." },
} as const;

/** The form, or null when the body is too large or not a form: for actions that treat both alike. */
export async function readFormOrNull(request: Request, maxBytes: number): Promise<FormData | null> {
  const body = await readFormBody(request, maxBytes);
  return body.status === "ok" ? body.form : null;
}
