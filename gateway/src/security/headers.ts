import type { Plugin } from 'graphql-yoga';

/** What a response holds decides its Content-Security-Policy. */
export type ResponseKind = 'client' | 'api' | 'graphiql';

/** Where the captcha widget's scripts and frames come from (`modules/auth/captchaSources.ts`). */
export interface CaptchaSources {
  script: readonly string[];
  frame: readonly string[];
}

const NO_CAPTCHA: CaptchaSources = { script: [], frame: [] };

/**
 * The built client (Vite): scripts, styles and data only from this origin, no inline scripts;
 * `data:` images for the logo and icons the organisation settings carry (docs/architecture.md §4, branding); the
 * captcha provider's script and frame, which the login page loads for a real site key (`000 §4`).
 */
function clientCsp(captcha: CaptchaSources): string {
  const frames = captcha.frame.length === 0 ? [] : [["frame-src 'self'", ...captcha.frame].join(' ')];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...captcha.script].join(' '),
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ...frames,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** JSON and event streams are never rendered as documents. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Yoga's GraphiQL page (development only): inline bootstrap scripts, its bundle and styles from
 * unpkg, Monaco's editor workers fetched from unpkg and started from blob: URLs, a favicon on GitHub.
 */
const GRAPHIQL_CDN = 'https://unpkg.com';
const GRAPHIQL_CSP = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${GRAPHIQL_CDN}`,
  `style-src 'self' 'unsafe-inline' ${GRAPHIQL_CDN}`,
  `connect-src 'self' ${GRAPHIQL_CDN}`,
  "worker-src 'self' blob:",
  "img-src 'self' data: https://raw.githubusercontent.com",
  `font-src 'self' data: ${GRAPHIQL_CDN}`,
  "frame-ancestors 'none'",
].join('; ');

const CSP: Record<Exclude<ResponseKind, 'client'>, string> = { api: API_CSP, graphiql: GRAPHIQL_CSP };

/** Browsers remember HTTPS-only for a year; only production is served over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers of every response (OWASP Secure Headers Project). */
export function securityHeaders(kind: ResponseKind, production: boolean, captcha: CaptchaSources = NO_CAPTCHA): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': kind === 'client' ? clientCsp(captcha) : CSP[kind],
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  };
  if (production) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** The same headers on Yoga's answers: GraphiQL is the only HTML it serves. */
export function useSecurityHeaders(production: boolean): Plugin {
  // The same for every answer of a kind: listed once, not built again for each response.
  const api = Object.entries(securityHeaders('api', production));
  const graphiql = Object.entries(securityHeaders('graphiql', production));
  return {
    onResponse({ response }) {
      const isHtml = (response.headers.get('content-type') ?? '').startsWith('text/html');
      for (const [name, value] of isHtml ? graphiql : api) response.headers.set(name, value);
    },
  };
}
