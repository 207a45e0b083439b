/**
 * Registers /sw.js, or /service-worker.js when the first one cannot be registered (e.g. a proxy
 * that blocks the short name). Waits for the load event so it never competes with the page.
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
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
