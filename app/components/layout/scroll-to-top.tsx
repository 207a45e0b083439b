import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Every route change starts at the top of the page (specification). Back and forward are left to
 * <ScrollRestoration>, which puts the visitor back where they were; links to an anchor keep it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new path should scroll
  useEffect(() => {
    if (navigationType === "POP" || hash) return;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
