import { lazy, Suspense, useEffect, useState } from "react";
import type { TWindowWithOffer } from "./install-offer";

// Most visits never get an offer: its handling and its card load only once the browser makes one.
const InstallOffer = lazy(() => import("./install-offer"));

/**
 * Darna's install invitation (install-offer.tsx), from the browser's first offer on. BOOT_SCRIPT
 * (theme.tsx) takes every offer from before hydration on, so none is missed while it loads.
 */
export function InstallPrompt() {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const onOffer = () => setOffered(true);
    if ((window as TWindowWithOffer).__darnaInstallEvent) onOffer();
    window.addEventListener("beforeinstallprompt", onOffer);
    return () => window.removeEventListener("beforeinstallprompt", onOffer);
  }, []);
  return offered ? (
    <Suspense fallback={null}>
      <InstallOffer />
    </Suspense>
  ) : null;
}
