import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import type { TS3Storage } from "~/server/storage/s3-storage.server";
import { keyFromPublicUrl } from "~/server/storage/storage.server";

/** Uploaded files are written once under a random name and never change. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const MEDIA_NOT_FOUND = "Fichier introuvable";
export const MEDIA_UNAVAILABLE = "Fichier momentanément indisponible. Veuillez réessayer.";

/** Where photos may come from besides our own origin (CSP img-src). */
export function mediaOrigins(): string[] {
  const publicUrl = env().S3_PUBLIC_URL;
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/**
 * GET/HEAD /media/{key} when files live in the bucket (docs/decisions/0011). Rows keep
 * `/media/{key}` whatever the storage, so with S3_PUBLIC_URL the answer is a permanent redirect
 * to the CDN (browsers keep it as long as the file); without, the object is streamed through,
 * with the bucket's ETag and Last-Modified, ranges and conditional requests passed on.
 */
export async function serveBucketMedia(request: Request, storage: TS3Storage): Promise<Response> {
  const key = keyFromPublicUrl(new URL(request.url).pathname);
  if (!key) return mediaText(MEDIA_NOT_FOUND, 404);

  const publicUrl = env().S3_PUBLIC_URL;
  if (publicUrl) {
    return new Response(null, {
      status: 301,
      headers: { Location: `${publicUrl}/${key}`, "Cache-Control": MEDIA_CACHE_CONTROL },
    });
  }

  try {
    const object = await storage.open(key, {
      method: request.method === "HEAD" ? "HEAD" : "GET",
      range: request.headers.get("range") ?? undefined,
      ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
      ifModifiedSince: request.headers.get("if-modified-since") ?? undefined,
    });
    if (!object) return mediaText(MEDIA_NOT_FOUND, 404);
    object.headers.set("Cache-Control", MEDIA_CACHE_CONTROL);
    return new Response(object.body, { status: object.status, headers: object.headers });
  } catch (error) {
    logger.warn({ err: error, key }, "stockage S3: lecture impossible");
    return mediaText(MEDIA_UNAVAILABLE, 503, { "Retry-After": "5" });
  }
}

function mediaText(text: string, status: number, headers: Record<string, string> = {}) {
  return new Response(text, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=UTF-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}
