import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False on the server and while the page hydrates, true once React runs in the browser: the
 * parts of the form that need JavaScript replace their plain HTML versions only then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
