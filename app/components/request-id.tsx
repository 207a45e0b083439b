import { Trans } from "@lingui/react/macro";
import { createContext, useContext } from "react";

const RequestIdContext = createContext("");

/** Given by entry.server.tsx: the id of the request being rendered (X-Request-Id). */
export const RequestIdProvider = RequestIdContext.Provider;

/** Where an error page shows the request's id, and the browser reads it back from. */
export const ERROR_CODE_ATTRIBUTE = "data-error-code";

/**
 * The id of the request that rendered this page: from the server while rendering there; in the
 * browser, read back from the error page the server sent, so that hydration finds the same text.
 * An error first met in the browser (after a navigation) has none.
 */
export function useRequestId() {
  const serverId = useContext(RequestIdContext);
  if (typeof document === "undefined") return serverId;
  return (
    document.querySelector(`[${ERROR_CODE_ATTRIBUTE}]`)?.getAttribute(ERROR_CODE_ATTRIBUTE) ?? ""
  );
}

/** On an error page: the request's id, to quote to the site's team (it finds the logs by it). */
export function ErrorCode({ className }: { className?: string }) {
  const requestId = useRequestId();
  if (!requestId) return null;
  return (
    <p
      className={className ?? "mt-4 text-sm text-muted-foreground"}
      {...{ [ERROR_CODE_ATTRIBUTE]: requestId }}
    >
      <Trans>
        Code de l'erreur :{" "}
        <code dir="ltr" className="font-mono break-all">
          {requestId}
        </code>
      </Trans>
    </p>
  );
}
