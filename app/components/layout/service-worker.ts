/**
 * Registers /sw.js, or /service-worker.js when the first one cannot be registered (e.g. a proxy
 * that blocks the short name). Waits for the load event, then for an idle moment: registering
 * costs the main thread a few milliseconds that would otherwise lengthen the task ending
 * hydration, and nothing on the page needs the worker right away.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register("/sw.js")
      .catch(() => navigator.serviceWorker.register("/service-worker.js"))
      .catch((error: unknown) => {
        console.warn("Service worker non enregistré", error);
      });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(register, { timeout: 3000 });
    } else window.setTimeout(register, 1);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
