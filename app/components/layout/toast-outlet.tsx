import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToastOutletRequested, subscribeToToastOutlet } from "~/components/ui/toast";
import type { TTheme } from "~/lib/theme-cookie";

const Toaster = lazy(() => import("~/components/ui/toaster"));

/**
 * Mounts sonner's outlet once the first toast is asked for (never during server rendering).
 * sonner shows the toasts raised before the outlet subscribed, so none is lost while it loads.
 * Every toast goes through ~/components/ui/toast, which asks for the outlet (the linter refuses
 * a direct import of "sonner" elsewhere).
 */
export function ToastOutlet({ theme }: { theme: TTheme }) {
  const requested = useSyncExternalStore(
    subscribeToToastOutlet,
    isToastOutletRequested,
    () => false,
  );

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  );
}
