/** Where the production build puts the service worker (client/serviceWorker/vitePlugin.ts), scope `/`. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the portal's service worker (000 §7) in production builds only: the development server
 * has no sw.js, and a worker caching hot-reloaded modules would serve stale code. Registration waits
 * for the page's load so that the precache never competes with the first render.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // The portal works without it; only repeat visits and offline start-up lose.
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
