import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Plugin } from 'graphql-yoga';

/**
 * Headers that a cross-site page cannot send without a CORS preflight: clients that post forms or
 * multipart bodies (uploads) or GET without asking for JSON send one of them. `apollo-require-preflight`
 * is what Apollo's upload clients send (docs/architecture.md §3, Transports).
 */
export const CSRF_HEADER = 'x-graphql-csrf';
export const CSRF_HEADERS = [CSRF_HEADER, 'apollo-require-preflight'];

const JSON_MEDIA_TYPES = ['application/json', 'application/graphql-response+json'];

function asksForJson(accept: string | null): boolean {
  return JSON_MEDIA_TYPES.some((type) => (accept ?? '').toLowerCase().includes(type));
}

/**
 * Yoga's CSRF prevention (OWASP GraphQL Cheat Sheet, CSRF): a POST with `application/json` is always
 * preflighted cross-origin and passes. A GET that asks for JSON passes too: GET runs queries only,
 * which change nothing, the session cookie is SameSite=Lax so cross-site subresource requests carry
 * none, and without CORS the answer cannot be read. That keeps plain `fetch('/graphql?query=…')` from
 * browsers and integrators working. Everything else — form and multipart posts, `<img>`/`<script>`
 * GETs — needs one of `CSRF_HEADERS`.
 */
export function useCsrfPrevention(): Plugin {
  const yogaCsrf = useCSRFPrevention({ requestHeaders: CSRF_HEADERS });
  return {
    onRequestParse(payload) {
      if (payload.request.method === 'GET' && asksForJson(payload.request.headers.get('accept'))) return;
      return yogaCsrf.onRequestParse?.(payload);
    },
  };
}
