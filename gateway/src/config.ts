import { join, resolve } from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from './request/clientAddress.ts';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The development secret; production refuses it so that session cookies cannot be forged. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me';

/** Sizes of the demo data the embedded utility API generates (`utility-api/README.md`). */
type UtilityApiScale = 'small' | 'large';

/** Everything the gateway reads from its environment, parsed and defaulted. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** A real utility backend; when undefined the start script runs the embedded reference API. */
  utilityApiUrl: string | undefined;
  /** Redis for sessions, pub/sub, rate-limit counters and API tokens across instances (docs/architecture.md §5). */
  redisUrl: string | undefined;
  /** Prefix of the gateway's Redis keys, so that deployments can share a Redis database. */
  redisKeyPrefix: string;
  production: boolean;
  sessionSecret: string;
  /** Idle lifetime of a gateway session, matching the upstream's 8 hours (`utility-api/README.md`). */
  sessionTtlSeconds: number;
  upstreamTimeoutMs: number;
  settingsCacheTtlSeconds: number;
  /** How long a session's requests share its profile; `0` reads it upstream every time. */
  profileCacheTtlMs: number;
  clientDir: string;
  dataDir: string;
  /** Seed of the embedded API's demo data (`UTILITY_API_SEED`). */
  seed: number;
  /** Scale of the embedded API's demo data (`UTILITY_API_SCALE`). */
  scale: UtilityApiScale;
  logLevel: string;
  /** The portal's public address (`PUBLIC_URL`), without a trailing slash; unset: the listening address. */
  publicUrl: string | undefined;
  /** Browser origins allowed to call `/graphql` cross-origin (`CORS_ORIGINS`); empty: none. */
  corsOrigins: string[];
  /** Schema introspection: on in development, off in production unless `GRAPHQL_INTROSPECTION=1`. */
  introspection: boolean;
  /** Extra attempts of an idempotent upstream read after a transient failure. */
  upstreamRetries: number;
  /** Consecutive upstream failures that open the circuit breaker. */
  upstreamCircuitFailures: number;
  /** How long an open breaker fails fast before one probe call is let through. */
  upstreamCircuitCooldownMs: number;
  /** Calls of one upstream path family in flight at once, and its connections (`upstream/families.ts`). */
  upstreamFamilyConcurrency: number;
  /** Calls of one path family that may wait for a slot; more are refused at once. */
  upstreamFamilyQueue: number;
  /** The longest wait of a call for a slot of its path family. */
  upstreamFamilyQueueMs: number;
  /** How long `close()` waits for in-flight requests before closing what is left. */
  shutdownDrainMs: number;
  /** Sign-in, code and reset attempts allowed per client address in each 15-minute window. */
  authAttemptsPerAddress: number;
  /** The same attempts allowed per login or code target in each window. */
  authAttemptsPerIdentifier: number;
  /** Proxies whose `X-Forwarded-For` names the client (`TRUSTED_PROXIES`); none by default. */
  trustedProxies: TrustedProxies;
  /** OTLP/HTTP collector; tracing is off (and costs nothing) while it is undefined. */
  otelExporterEndpoint: string | undefined;
  /** `service.name` of the gateway's spans. */
  otelServiceName: string;
  /** The client's operations by id, written by `npm run relay` (`persisted-documents.json`). */
  persistedDocumentsFile: string;
  /** Requests without an integrator API token may only run persisted documents (on in production). */
  persistedDocumentsOnly: boolean;
  /** After a customer's first subscription, when the unread-message count is first checked (`000 §9`: 3 s). */
  unreadPollFirstMs: number;
  /** How often the unread-message count of a subscribed customer is checked (`000 §9`: 60 s). */
  unreadPollIntervalMs: number;
  /** Single sign-on of employees with OpenID Connect (docs/sso.md); undefined while `OIDC_ISSUER` is unset. */
  oidc: OidcConfig | undefined;
  /** The captcha provider for a real site key (`modules/auth/captcha.ts`). */
  recaptcha: RecaptchaConfig;
  /** How long an idle keep-alive connection stays open after its last answer. */
  httpKeepAliveTimeoutMs: number;
  /** How long a client may take to send a request's headers (slow-header attacks). */
  httpHeadersTimeoutMs: number;
  /** How long a client may take to send a whole request, body included (uploads). */
  httpRequestTimeoutMs: number;
  /** Bearer token that opens `/metrics`; undefined: see `metricsPort`. */
  metricsToken: string | undefined;
  /** A listener of its own for `/metrics` (`METRICS_PORT`); undefined: `/metrics` on the gateway's port. */
  metricsPort: number | undefined;
  metricsHost: string;
}

/** reCAPTCHA v2 (`000 §4`): where the browser gets the widget and how the gateway verifies its tokens. */
interface RecaptchaConfig {
  scriptUrl: string;
  verifyUrl: string;
  /** Undefined: tokens are verified by the utility API (`GET /Utility/ValidateReCaptchaKey`). */
  secret: string | undefined;
  /** Host names a token must have been solved on; empty: not checked. */
  hostnames: string[];
}

/** The OpenID provider and the portal's client there (docs/sso.md). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** Undefined: a public client (PKCE only, no client authentication). */
  clientSecret: string | undefined;
  /** Undefined: `<origin of the request>/auth/sso/callback` (development; production requires it). */
  redirectUri: string | undefined;
  scopes: string;
  /** Name on the login page's button ("Sign in with …"); undefined: a generic caption. */
  providerName: string | undefined;
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = integer(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be at least 1`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function origins(env: NodeJS.ProcessEnv): string[] {
  const list = (text(env, 'CORS_ORIGINS') ?? '').split(',').map((origin) => origin.trim());
  for (const origin of list) {
    if (origin !== '' && (!URL.canParse(origin) || new URL(origin).origin !== origin)) {
      throw new Error(`CORS_ORIGINS must list origins like https://portal.example, got "${origin}"`);
    }
  }
  return list.filter((origin) => origin !== '');
}

/** `PUBLIC_URL`: an absolute http(s) address, possibly with a path, never with a query or fragment. */
function publicUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === undefined) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || !['http:', 'https:'].includes(url.protocol) || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new Error(`PUBLIC_URL must be an address like https://portal.example, got "${raw}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`${name} must be 0 or 1, got "${raw}"`);
  return raw === '1';
}

function oidc(env: NodeJS.ProcessEnv, production: boolean): OidcConfig | undefined {
  const issuer = text(env, 'OIDC_ISSUER');
  if (issuer === undefined) return undefined;
  const clientId = text(env, 'OIDC_CLIENT_ID');
  if (!URL.canParse(issuer)) throw new Error(`OIDC_ISSUER must be a URL, got "${issuer}"`);
  if (clientId === undefined) throw new Error('OIDC_CLIENT_ID is required when OIDC_ISSUER is set');
  const redirectUri = text(env, 'OIDC_REDIRECT_URI');
  if (production && redirectUri === undefined) throw new Error('OIDC_REDIRECT_URI is required in production when OIDC_ISSUER is set');
  return {
    issuer,
    clientId,
    clientSecret: text(env, 'OIDC_CLIENT_SECRET'),
    redirectUri,
    scopes: text(env, 'OIDC_SCOPES') ?? 'openid email profile',
    providerName: text(env, 'OIDC_PROVIDER_NAME'),
  };
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL, got "${value}"`);
  return value;
}

function recaptcha(env: NodeJS.ProcessEnv): RecaptchaConfig {
  return {
    scriptUrl: url(env, 'RECAPTCHA_SCRIPT_URL', 'https://www.google.com/recaptcha/api.js'),
    verifyUrl: url(env, 'RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
    secret: text(env, 'RECAPTCHA_SECRET'),
    hostnames: (text(env, 'RECAPTCHA_HOSTNAMES') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter((name) => name !== ''),
  };
}

function optionalInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  return text(env, name) === undefined ? undefined : integer(env, name, 0);
}

/** Node refuses a headers timeout longer than a (non-zero) request timeout. */
function httpTimeouts(env: NodeJS.ProcessEnv) {
  const timeouts = {
    httpKeepAliveTimeoutMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5000),
    httpHeadersTimeoutMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10000),
    httpRequestTimeoutMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 120000),
  };
  if (timeouts.httpRequestTimeoutMs > 0 && timeouts.httpHeadersTimeoutMs > timeouts.httpRequestTimeoutMs) {
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  return timeouts;
}

function scale(env: NodeJS.ProcessEnv): UtilityApiScale {
  const raw = text(env, 'UTILITY_API_SCALE') ?? 'small';
  if (raw !== 'small' && raw !== 'large') {
    throw new Error(`UTILITY_API_SCALE must be "small" or "large", got "${raw}"`);
  }
  return raw;
}

/** Reads the gateway's configuration from environment variables only. */
export function loadConfig(env: NodeJS.ProcessEnv): GatewayConfig {
  const production = env['NODE_ENV'] === 'production';
  const sessionSecret = text(env, 'SESSION_SECRET') ?? DEVELOPMENT_SESSION_SECRET;
  if (production && sessionSecret === DEVELOPMENT_SESSION_SECRET) {
    throw new Error(
      'SESSION_SECRET must be set to a long random value in production (it signs session cookies and tokens).',
    );
  }
  return {
    port: integer(env, 'PORT', 4000),
    host: text(env, 'HOST') ?? '127.0.0.1',
    utilityApiUrl: text(env, 'UTILITY_API_URL'),
    redisUrl: text(env, 'REDIS_URL'),
    redisKeyPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'portal:',
    production,
    sessionSecret,
    sessionTtlSeconds: integer(env, 'SESSION_TTL_SECONDS', 28800),
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 10000),
    settingsCacheTtlSeconds: integer(env, 'SETTINGS_CACHE_TTL_SECONDS', 60),
    profileCacheTtlMs: integer(env, 'PROFILE_CACHE_TTL_MS', 10000),
    clientDir: resolve(text(env, 'CLIENT_DIR') ?? join(repoRoot, 'client', 'dist')),
    dataDir: resolve(text(env, 'DATA_DIR') ?? join(repoRoot, 'data')),
    seed: integer(env, 'UTILITY_API_SEED', 1),
    scale: scale(env),
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    publicUrl: publicUrl(env),
    corsOrigins: origins(env),
    introspection: flag(env, 'GRAPHQL_INTROSPECTION', !production),
    upstreamRetries: integer(env, 'UPSTREAM_RETRIES', 2),
    upstreamCircuitFailures: integer(env, 'UPSTREAM_CIRCUIT_FAILURES', 5),
    upstreamCircuitCooldownMs: integer(env, 'UPSTREAM_CIRCUIT_COOLDOWN_MS', 10000),
    upstreamFamilyConcurrency: positiveInteger(env, 'UPSTREAM_FAMILY_CONCURRENCY', 32),
    upstreamFamilyQueue: integer(env, 'UPSTREAM_FAMILY_QUEUE', 512),
    upstreamFamilyQueueMs: integer(env, 'UPSTREAM_FAMILY_QUEUE_MS', 1000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 10000),
    authAttemptsPerAddress: integer(env, 'AUTH_ATTEMPTS_PER_ADDRESS', 30),
    authAttemptsPerIdentifier: integer(env, 'AUTH_ATTEMPTS_PER_IDENTIFIER', 10),
    trustedProxies: parseTrustedProxies(env['TRUSTED_PROXIES']),
    otelExporterEndpoint: text(env, 'OTEL_EXPORTER_OTLP_ENDPOINT'),
    otelServiceName: text(env, 'OTEL_SERVICE_NAME') ?? 'utility-portal-gateway',
    persistedDocumentsFile: resolve(text(env, 'PERSISTED_DOCUMENTS_FILE') ?? join(repoRoot, 'persisted-documents.json')),
    persistedDocumentsOnly: flag(env, 'PERSISTED_DOCUMENTS_ONLY', production),
    unreadPollFirstMs: integer(env, 'UNREAD_POLL_FIRST_MS', 3000),
    unreadPollIntervalMs: integer(env, 'UNREAD_POLL_INTERVAL_MS', 60000),
    oidc: oidc(env, production),
    recaptcha: recaptcha(env),
    ...httpTimeouts(env),
    metricsToken: text(env, 'METRICS_TOKEN'),
    metricsPort: optionalInteger(env, 'METRICS_PORT'),
    metricsHost: text(env, 'METRICS_HOST') ?? '127.0.0.1',
  };
}
