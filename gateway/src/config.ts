import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The development secret; production refuses it so that session cookies cannot be forged. */
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me';

/** Sizes of the demo data the embedded utility API generates (`utility-api/README.md`). */
export type UtilityApiScale = 'small' | 'large';

/** Everything the gateway reads from its environment, parsed and defaulted. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** A real utility backend; when undefined the start script runs the embedded reference API. */
  utilityApiUrl: string | undefined;
  /** Redis for sessions, pub/sub, rate-limit counters and API tokens across instances (DESIGN §5). */
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
  /** How long `close()` waits for in-flight requests before closing what is left. */
  shutdownDrainMs: number;
  /** Sign-in, code and reset attempts allowed per client address in each 15-minute window. */
  authAttemptsPerAddress: number;
  /** The same attempts allowed per login or code target in each window. */
  authAttemptsPerIdentifier: number;
  /** OTLP/HTTP collector; tracing is off (and costs nothing) while it is undefined. */
  otelExporterEndpoint: string | undefined;
  /** `service.name` of the gateway's spans. */
  otelServiceName: string;
  /** The client's operations by id, written by relay-compiler (`persisted-documents.json`). */
  persistedDocumentsFile: string;
  /** Requests without an integrator API token may only run persisted documents (on in production). */
  persistedDocumentsOnly: boolean;
  /** After a customer's first subscription, when the unread-message count is first checked (`000 §9`: 3 s). */
  unreadPollFirstMs: number;
  /** How often the unread-message count of a subscribed customer is checked (`000 §9`: 60 s). */
  unreadPollIntervalMs: number;
  /** Single sign-on of employees with OpenID Connect (docs/sso.md); undefined while `OIDC_ISSUER` is unset. */
  oidc: OidcConfig | undefined;
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

/** One environment variable the gateway reads, for the README's configuration table. */
export interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'PORT', default: '4000', description: 'HTTP port of the gateway (0 picks a free port).' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface the gateway listens on.' },
  {
    name: 'UTILITY_API_URL',
    default: '(unset)',
    description: 'Base URL of the utility REST API. Unset: the start script runs the embedded reference API.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description: 'Redis for sessions, pub/sub, rate-limit counters and API tokens across instances, e.g. redis://redis:6379/0.',
  },
  { name: 'REDIS_KEY_PREFIX', default: 'portal:', description: 'Prefix of the gateway’s Redis keys.' },
  { name: 'NODE_ENV', default: 'development', description: '`production` masks errors, hides GraphiQL, secures cookies.' },
  {
    name: 'SESSION_SECRET',
    default: '(development value)',
    description: 'Key that signs session cookies and tokens. Required in production.',
  },
  { name: 'SESSION_TTL_SECONDS', default: '28800', description: 'Idle lifetime of a session in seconds.' },
  { name: 'UPSTREAM_TIMEOUT_MS', default: '10000', description: 'Timeout of each utility API call in milliseconds.' },
  {
    name: 'SETTINGS_CACHE_TTL_SECONDS',
    default: '60',
    description:
      'How long what is the same for every viewer is cached: settings, organisation settings, texts by id, the welcome ' +
      'message, the legal terms, the account example image, the guides\' existence. 0 caches nothing.',
  },
  {
    name: 'PROFILE_CACHE_TTL_MS',
    default: '10000',
    description:
      'How long a signed-in session\'s requests share its profile (GetProfileDetails) in milliseconds; any mutation ' +
      'of the session ends the sharing at once. 0 reads the profile upstream on every request.',
  },
  { name: 'CLIENT_DIR', default: '<repo>/client/dist', description: 'The built client served by the gateway.' },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description: 'Where the embedded utility API keeps its SQLite file, and the gateway its API tokens when there is no Redis.',
  },
  { name: 'UTILITY_API_SEED', default: '1', description: 'Seed of the embedded API demo data.' },
  { name: 'UTILITY_API_SCALE', default: 'small', description: 'Scale of the embedded API demo data: small or large.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent).' },
  {
    name: 'CORS_ORIGINS',
    default: '(none)',
    description: 'Comma-separated browser origins allowed to call /graphql cross-origin, e.g. https://partner.example.',
  },
  {
    name: 'GRAPHQL_INTROSPECTION',
    default: '1 outside production, 0 in production',
    description: 'Schema introspection: 1 allows it, 0 refuses it.',
  },
  { name: 'UPSTREAM_RETRIES', default: '2', description: 'Retries of idempotent utility API reads after a transient failure.' },
  {
    name: 'UPSTREAM_CIRCUIT_FAILURES',
    default: '5',
    description: 'Consecutive utility API failures after which calls fail fast (circuit breaker open).',
  },
  {
    name: 'UPSTREAM_CIRCUIT_COOLDOWN_MS',
    default: '10000',
    description: 'How long the open circuit breaker fails fast before it probes the utility API again.',
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    default: '10000',
    description: 'On shutdown, how long in-flight requests may take to finish before streams and connections close.',
  },
  {
    name: 'AUTH_ATTEMPTS_PER_ADDRESS',
    default: '30',
    description: 'Sign-in, one-time-code and reset attempts per client address in 15 minutes (more behind a shared NAT).',
  },
  {
    name: 'AUTH_ATTEMPTS_PER_IDENTIFIER',
    default: '10',
    description: 'Sign-in, one-time-code and reset attempts per login name or code target in 15 minutes.',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    default: '(unset)',
    description: 'OTLP/HTTP collector, e.g. http://otel-collector:4318. Set: spans of GraphQL operations and upstream calls.',
  },
  { name: 'OTEL_SERVICE_NAME', default: 'utility-portal-gateway', description: 'Service name of the gateway’s spans.' },
  {
    name: 'PERSISTED_DOCUMENTS_FILE',
    default: '<repo>/persisted-documents.json',
    description: 'The client’s operations by id, written by relay-compiler. Missing: no persisted documents (a warning is logged).',
  },
  {
    name: 'PERSISTED_DOCUMENTS_ONLY',
    default: '1 in production, 0 outside',
    description: '1: requests without an integrator API token (Bearer pat_…) may only run persisted documents; 0: any operation.',
  },
  {
    name: 'OIDC_ISSUER',
    default: '(unset)',
    description: 'OpenID provider of employee single sign-on (docs/sso.md), e.g. https://login.utility.example. Unset: no single sign-on.',
  },
  { name: 'OIDC_CLIENT_ID', default: '(unset)', description: 'The portal’s client id at the OpenID provider; required with OIDC_ISSUER.' },
  { name: 'OIDC_CLIENT_SECRET', default: '(unset)', description: 'The portal’s client secret; unset: a public client (PKCE only).' },
  {
    name: 'OIDC_REDIRECT_URI',
    default: '<request origin>/auth/sso/callback',
    description: 'Callback URL registered at the provider; required in production.',
  },
  { name: 'OIDC_SCOPES', default: 'openid email profile', description: 'Scopes asked for at sign-in; the ID token must carry a verified email.' },
  { name: 'OIDC_PROVIDER_NAME', default: '(unset)', description: 'Name on the login page’s “Sign in with …” button; unset: a generic caption.' },  {
    name: 'UNREAD_POLL_FIRST_MS',
    default: '3000',
    description: 'After a customer subscribes to the unread-message count, when the utility API is first asked (000 §9).',
  },
  {
    name: 'UNREAD_POLL_INTERVAL_MS',
    default: '60000',
    description: 'How often the unread-message count is asked for, once per subscribed customer and instance (000 §9).',
  },
];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
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
    corsOrigins: origins(env),
    introspection: flag(env, 'GRAPHQL_INTROSPECTION', !production),
    upstreamRetries: integer(env, 'UPSTREAM_RETRIES', 2),
    upstreamCircuitFailures: integer(env, 'UPSTREAM_CIRCUIT_FAILURES', 5),
    upstreamCircuitCooldownMs: integer(env, 'UPSTREAM_CIRCUIT_COOLDOWN_MS', 10000),
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 10000),
    authAttemptsPerAddress: integer(env, 'AUTH_ATTEMPTS_PER_ADDRESS', 30),
    authAttemptsPerIdentifier: integer(env, 'AUTH_ATTEMPTS_PER_IDENTIFIER', 10),
    otelExporterEndpoint: text(env, 'OTEL_EXPORTER_OTLP_ENDPOINT'),
    otelServiceName: text(env, 'OTEL_SERVICE_NAME') ?? 'utility-portal-gateway',
    persistedDocumentsFile: resolve(text(env, 'PERSISTED_DOCUMENTS_FILE') ?? join(repoRoot, 'persisted-documents.json')),
    persistedDocumentsOnly: flag(env, 'PERSISTED_DOCUMENTS_ONLY', production),
    unreadPollFirstMs: integer(env, 'UNREAD_POLL_FIRST_MS', 3000),
    unreadPollIntervalMs: integer(env, 'UNREAD_POLL_INTERVAL_MS', 60000),
    oidc: oidc(env, production),
  };
}
