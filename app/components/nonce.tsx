import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/**
 * The CSP nonce: from the request while rendering on the server; in the browser, read back from
 * the page's own scripts. Browsers blank the nonce attribute but keep the property, and React
 * compares the property when it hydrates, so both sides must render the same value.
 */
export function useNonce() {
  const serverNonce = useContext(NonceContext);
  if (typeof document === "undefined") return serverNonce;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}
