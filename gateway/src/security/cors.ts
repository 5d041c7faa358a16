import type { CORSOptions } from 'graphql-yoga';
import { CSRF_HEADERS } from './csrf.ts';

/**
 * No cross-origin browser access unless `CORS_ORIGINS` names origins. Those are trusted front ends
 * of the portal (the client served from another host), so they may send the session cookie;
 * integrators call from servers with Bearer tokens and need no CORS. Other origins get no CORS
 * header at all (Yoga would otherwise echo a configured origin to everyone).
 */
export function corsFor(origins: readonly string[]): (request: Request) => CORSOptions {
  return (request) => {
    const origin = request.headers.get('origin');
    if (origin === null || !origins.includes(origin)) return false;
    return {
      origin: [origin],
      credentials: true,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'authorization', 'x-request-id', ...CSRF_HEADERS],
      exposedHeaders: ['x-request-id'],
    };
  };
}
