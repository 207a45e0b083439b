import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import {
  isToastOutletRequested,
  requestToastOutlet,
  subscribeToToastOutlet,
} from "~/components/ui/toast";
import type { TTheme } from "~/lib/theme-cookie";

const Toaster = lazy(() => import("~/components/ui/toaster"));

/** sonner adds its stylesheet to <head> when its module runs, i.e. before any toast it shows. */
function sonnerIsLoaded(): boolean {
  return Array.from(document.head.getElementsByTagName("style")).some((style) =>
    style.textContent?.startsWith("[data-sonner-toaster]"),
  );
}

/**
 * Mounts sonner's outlet once the first toast is asked for (never during server rendering).
 * sonner shows the toasts raised before the outlet subscribed, so none is lost while it loads.
 * Code that imports "sonner" directly instead of ~/components/ui/toast is caught by watching for
 * sonner's stylesheet, so its toasts show too.
 */
export function ToastOutlet({ theme }: { theme: TTheme }) {
  const requested = useSyncExternalStore(
    subscribeToToastOutlet,
    isToastOutletRequested,
    () => false,
  );

  useEffect(() => {
    if (requested) return;
    const check = () => {
      if (sonnerIsLoaded()) requestToastOutlet();
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, [requested]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
