// The portal's service worker (000 §7), written into the build by client/serviceWorker/vitePlugin.ts: VERSION and PRECACHE
// are filled in from the Vite build manifest, so every build has its own caches.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const INDEX = '/index.html';
const SHELL_CACHE = `portal-shell-${VERSION}`;
const ASSET_CACHE = `portal-assets-${VERSION}`;
// User data, downloads and operational endpoints always go to the network, never to a cache.
const NEVER_CACHED = [/^\/graphql(\/|$)/, /^\/files\//, /^\/auth\/sso\//, /^\/metrics$/, /^\/healthz$/, /^\/readyz$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([INDEX, ...PRECACHE]))
      .then(() => self.skipWaiting()),
  );
});

// A new build takes over at once and drops the caches of every older build.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('portal-') && name !== SHELL_CACHE && name !== ASSET_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});

// Navigations get the current index.html (it names the current hashed files); offline, the cached shell.
async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

// Files under /assets/ are content-hashed: a cached copy is never stale. Screens loaded later (route
// chunks, locales) are kept as they are first fetched, so a repeat visit needs no script from the network.
async function cacheFirst(request) {
  const cached = (await caches.match(request, { cacheName: SHELL_CACHE })) ?? (await caches.match(request, { cacheName: ASSET_CACHE }));
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
