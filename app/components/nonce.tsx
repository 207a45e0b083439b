import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce during server rendering; empty in the browser, which hides it anyway. */
export function useNonce() {
  return useContext(NonceContext);
}
