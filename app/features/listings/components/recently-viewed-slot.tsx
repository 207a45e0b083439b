import { lazy, Suspense, useEffect, useState } from "react";
import { RECENTLY_VIEWED_KEY } from "../recently-viewed-key";

const RecentlyViewedSection = lazy(() => import("./recently-viewed-section"));

/**
 * Where the home page shows 'Consultés récemment': nothing on the server nor while the page
 * hydrates; then, when the browser remembers a listing and is idle, the section's module loads
 * (the home page's first load stays within its JavaScript budget, decision 0025).
 */
export function RecentlyViewedSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    // The storage's first read can block for a while (the browser opens it from disk): it waits
    // for an idle moment too, rather than lengthen the task that ends hydration.
    const show = () => {
      try {
        if (window.localStorage.getItem(RECENTLY_VIEWED_KEY)) setWanted(true);
      } catch {
        // Storage refused: nothing is remembered.
      }
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(show, 1);
    return () => window.clearTimeout(timer);
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <RecentlyViewedSection />
    </Suspense>
  ) : null;
}
