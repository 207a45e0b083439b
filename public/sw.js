/*
 * Darna service worker.
 *
 * What it caches, and why only that:
 * - the app shell (offline page, icons, manifest), precached at install;
 * - /assets/* (Vite output, content-hashed, so a name never changes content): cache first;
 * - /media/* (uploaded photos, written once under a random name): stale-while-revalidate, bounded.
 * Pages, loader data (*.data), /api/* and /auth* carry per-user content and go to the network only;
 * a failed page navigation shows the offline page.
 *
 * Bump VERSION when this file or the shell changes: activation deletes every other Darna cache.
 */
const VERSION = "v1";
const SHELL_CACHE = `darna-shell-${VERSION}`;
const ASSET_CACHE = `darna-assets-${VERSION}`;
const MEDIA_CACHE = `darna-media-${VERSION}`;
const CURRENT_CACHES = [SHELL_CACHE, ASSET_CACHE, MEDIA_CACHE];

const OFFLINE_URL = "/offline.html";
const SHELL_URLS = [
  OFFLINE_URL,
  "/manifest.webmanifest",
  "/favicon.svg",
  "/favicon.ico",
  "/apple-touch-icon.png",
  "/icons/icon-192.png",
  "/icons/icon-512.png",
  "/icons/icon-maskable-192.png",
  "/icons/icon-maskable-512.png",
];

// Hashed assets pile up across deployments; photos are many. Keep both caches bounded.
const MAX_ASSET_ENTRIES = 200;
const MAX_MEDIA_ENTRIES = 80;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_URLS.map((url) => new Request(url, { cache: "reload" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("darna-") && !CURRENT_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      // Starts the page request while the worker boots, so going through it costs no latency.
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

/** Deletes the oldest entries (Cache keys come back in insertion order) beyond `max`. */
async function trimCache(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

function isCacheable(response) {
  return response.ok && response.type === "basic";
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: ASSET_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
    trimCache(ASSET_CACHE, MAX_ASSET_ENTRIES);
  }
  return response;
}

async function staleWhileRevalidate(event) {
  const cache = await caches.open(MEDIA_CACHE);
  const cached = await cache.match(event.request);
  const refresh = fetch(event.request).then(async (response) => {
    if (isCacheable(response)) {
      await cache.put(event.request, response.clone());
      await trimCache(MEDIA_CACHE, MAX_MEDIA_ENTRIES);
    }
    return response;
  });
  if (cached) {
    // Answer now; the refresh finishes in the background.
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

async function networkThenOffline(event) {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    const offline = await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE });
    return offline ?? Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const { pathname } = url;

  // Pages are never cached: they carry the signed-in user's data.
  if (request.mode === "navigate") {
    event.respondWith(networkThenOffline(event));
    return;
  }
  // Left to the browser: per-user data and the auth flows.
  if (pathname.startsWith("/api/") || pathname === "/auth" || pathname.startsWith("/auth/")) return;

  if (pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (pathname.startsWith("/media/") && request.destination === "image") {
    event.respondWith(staleWhileRevalidate(event));
    return;
  }
  if (SHELL_URLS.includes(pathname)) {
    event.respondWith(
      caches.match(request, { cacheName: SHELL_CACHE }).then((cached) => cached ?? fetch(request)),
    );
  }
});
