/*
 * Sends the property form with XMLHttpRequest rather than fetch: only XHR reports how much of the
 * request body (the photos) has gone out, which the progress bar shows.
 */

export type TUploadOutcome =
  | { kind: "answered"; status: number; body: unknown }
  | { kind: "network" }
  | { kind: "aborted" };

type TUploadOptions = {
  /** Bytes sent so far and in all; called as the body goes out. */
  onProgress: (sent: number, total: number) => void;
  /** The whole body is sent: the server now checks and stores the photos. */
  onSent?: () => void;
  signal?: AbortSignal;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function sendPropertyForm(
  url: string,
  formData: FormData,
  { onProgress, onSent, signal }: TUploadOptions,
): Promise<TUploadOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ kind: "aborted" });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      resolve({ kind: "answered", status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.onerror = () => resolve({ kind: "network" });
    xhr.ontimeout = () => resolve({ kind: "network" });
    xhr.onabort = () => resolve({ kind: "aborted" });
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/** '45 %' with the no-break space French puts before the sign. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((sent / total) * 100)));
}

export function progressLabel(percent: number, withPhotos: boolean): string {
  return `${withPhotos ? "Envoi des photos…" : "Envoi de l'annonce…"} ${percent}\u00a0%`;
}

/**
 * How much of each photo has gone out, in percent, from the bytes of the whole request sent so
 * far: the photos are the last parts of the form (property-form.tsx appends them after the
 * fields), in order, so each one starts where the sizes of those after it end.
 */
export function photoShares(sent: number, total: number, sizes: readonly number[]): number[] {
  let end = total;
  const ends = [...sizes].reverse().map((size) => {
    const range = { start: end - size, end };
    end -= size;
    return range;
  });
  return ends.reverse().map(({ start, end: stop }) => percentOf(sent - start, stop - start));
}
