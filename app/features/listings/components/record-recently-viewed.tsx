import { useEffect } from "react";
import type { TRecentlyViewed } from "../recently-viewed";

/**
 * Remembers in this browser that the visitor opened a listing, for the home page's 'Consultés
 * récemment' (decision 0025). Renders nothing; the module that checks and writes the entry loads
 * after the page, so the listing pages' first load does not grow.
 */
export function RecordRecentlyViewed({ entry }: { entry: TRecentlyViewed }) {
  const { id, kind, title, price, thumbnail, url } = entry;
  useEffect(() => {
    void import("../recently-viewed").then(({ recordRecentlyViewed }) =>
      recordRecentlyViewed({ id, kind, title, price, thumbnail, url }),
    );
  }, [id, kind, title, price, thumbnail, url]);
  return null;
}
