import { Transform, type TransformCallback } from "node:stream";
import { I18nProvider } from "@lingui/react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { RequestIdProvider } from "./components/request-id";
import { requestInfoContext } from "./edge/request-context.server";
import { i18nFor } from "./lib/i18n/catalogues.server";
import { localeOfPath } from "./lib/i18n/locale";
import { errorTrackingScriptTag, reportError } from "./server/error-tracking.server";
import { logger } from "./server/logger.server";

export const streamTimeout = 5_000;

/**
 * React writes a page in 4 KB pieces (and long strings, such as the loader data, as their own
 * piece), then calls flush() once it has written all it has for now. Every piece would cross the
 * web stream of the Response, the compression stream and a socket write on its own: a list page
 * was some thirty of each. Joined at each flush, a page that renders at once goes out as one.
 */
class JoinedAtFlush extends Transform {
  private pieces: Buffer[] = [];
  private size = 0;

  /**
   * @param headStart HTML put at the start of the head: the error tracking script, which only
   * the server names (a sibling of the router in React's tree would shift every useId), and
   * which hydration leaves alone there.
   */
  constructor(
    private readonly onEnd: () => void,
    private headStart: Buffer | null = null,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pieces.push(chunk);
    this.size += chunk.length;
    callback();
  }

  /** Called by React after each batch of writes. */
  flush() {
    if (this.size === 0) return;
    const joined =
      this.pieces.length === 1 ? (this.pieces[0] as Buffer) : Buffer.concat(this.pieces, this.size);
    this.pieces = [];
    this.size = 0;
    this.push(this.withHeadStart(joined));
  }

  private withHeadStart(html: Buffer): Buffer {
    if (!this.headStart) return html;
    const at = html.indexOf("<head>");
    if (at < 0) return html;
    const end = at + "<head>".length;
    const joined = Buffer.concat([html.subarray(0, end), this.headStart, html.subarray(end)]);
    this.headStart = null;
    return joined;
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    this.onEnd();
    callback();
  }
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestInfoContext);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={requestId}>
          {/* The request's language for a page whose root loader failed; the root's own provider
              (app/root.tsx) takes over below it otherwise. */}
          <I18nProvider i18n={i18nFor(localeOfPath(new URL(request.url).pathname))}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </I18nProvider>
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // Past this many bytes React sends a completed Suspense boundary twice: its fallback in
        // place, then its content at the end of the page with a script that swaps them. Every
        // card's heart is such a boundary (favorite-button.tsx), so a list page carried each one
        // twice plus 24 scripts. Nothing here is worth an early partial paint: inline them all.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const scriptTag = errorTrackingScriptTag(requestId);
          const body = new JoinedAtFlush(
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            scriptTag ? Buffer.from(scriptTag) : null,
          );
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors are logged by React Router itself (handleError below).
          if (shellRendered) {
            logger.error({ err: error }, "erreur de rendu");
            reportError(error);
          }
        },
      },
    );
  });
}

/**
 * Errors of loaders, actions and rendering, logged under the request's id and reported; a
 * request the browser gave up on is no error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error({ err: error }, "erreur serveur");
  reportError(error);
};

// The job runner runs the application's own modules (mail, expiry, photo checks): the process entry
// (server.ts, scripts/dev.ts) starts it from this build rather than bundling a second copy of them.
export { startJobRunner } from "./server/jobs/runner.server";
