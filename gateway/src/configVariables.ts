/*
 * Every environment variable the gateway reads (`config.ts`), with its default and meaning:
 * `config.test.ts` checks the list against `loadConfig` and the README's configuration table.
 */

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
    name: 'PUBLIC_URL',
    default: '(the gateway’s own address)',
    description:
      'The portal’s public address, e.g. https://portal.example: the utility writes the links it mails (activation, ' +
      'e-mail change) on it, and the embedded API the unsubscribe links of notifications. Set it behind a proxy; never ' +
      'taken from request headers.',
  },
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
      'message, the legal terms, the account example image, the guides\' existence, the lookups of job cards, banks, ' +
      'warehouses, element types, work queue application types, the employees work is assigned to and the new customer ' +
      'wizard, and the application families list (one for signed-in viewers, one for visitors) (per language; who may ' +
      'read them is still checked per request). ' +
      '0 caches nothing.',
  },
  {
    name: 'PROFILE_CACHE_TTL_MS',
    default: '10000',
    description:
      'How long a signed-in session\'s requests share its profile (GetProfileDetails) and the accounts they read by id ' +
      '(Account/GetItem) in milliseconds; any mutation of the session ends the sharing at once. 0 reads them upstream ' +
      'on every request.',
  },
  { name: 'CLIENT_DIR', default: '<repo>/client/dist', description: 'The built client served by the gateway.' },
  {
    name: 'DATA_DIR',
    default: '<repo>/data',
    description: 'Where the embedded utility API keeps its SQLite file, and the gateway its API tokens when there is no Redis.',
  },
  { name: 'UTILITY_API_SEED', default: '1', description: 'Seed of the embedded API demo data.' },
  { name: 'UTILITY_API_SCALE', default: 'small', description: 'Scale of the embedded API demo data: small or large.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level (fatal, error, warn, info, debug, trace, silent). Lines reach stdout in batches of 4 KB, at most 1 s late.' },
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
    description:
      'Consecutive failures (timeouts, 5xx, unreachable) of one path family of the utility API after which that ' +
      'family\'s calls fail fast (its circuit breaker opens); other families are not affected.',
  },
  {
    name: 'UPSTREAM_CIRCUIT_COOLDOWN_MS',
    default: '10000',
    description: 'How long an open circuit breaker fails fast before it lets one call probe its family again.',
  },
  {
    name: 'UPSTREAM_FAMILY_CONCURRENCY',
    default: '32',
    description:
      'Calls of one path family (the first path segment: /Account, /Bill, /Utility…) in flight at once, and the ' +
      'most connections it opens; each family has its own, so one hung path cannot take another\'s.',
  },
  {
    name: 'UPSTREAM_FAMILY_QUEUE',
    default: '512',
    description:
      'Calls of one path family that may wait for a free slot; more fail at once with UPSTREAM_UNAVAILABLE. A burst of ' +
      '50 users each loading a screen of up to ten calls of one family must fit.',
  },
  {
    name: 'UPSTREAM_FAMILY_QUEUE_MS',
    default: '1000',
    description: 'The longest a call waits for a slot of its path family before it fails with UPSTREAM_UNAVAILABLE.',
  },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    default: '10000',
    description: 'On shutdown, how long in-flight requests may take to finish before streams and connections close.',
  },
  {
    name: 'AUTH_ATTEMPTS_PER_ADDRESS',
    default: '30',
    description:
      'Failed sign-ins and failed one-time-code checks, and code sends and reset requests, per client address and kind ' +
      'in 15 minutes (more behind a shared NAT). Successful sign-ins and code checks do not count.',
  },
  {
    name: 'AUTH_ATTEMPTS_PER_IDENTIFIER',
    default: '10',
    description:
      'The same per login (as the utility finds it: e-mail in any case, mobile number with or without spaces and ' +
      'hyphens) or per OTP session, in 15 minutes.',
  },
  {
    name: 'TRUSTED_PROXIES',
    default: '(none)',
    description:
      'Reverse proxies whose X-Forwarded-For names the client: a hop count (1: one TLS proxy in front) or ' +
      'comma-separated addresses and CIDR ranges (10.0.0.0/8, ::1). Unset: the connecting address is the client ' +
      'and X-Forwarded-For is ignored.',
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
    description:
      'The client’s operations by id, and for 30 days the versions it stopped sending, written by `npm run relay`. ' +
      'Missing: no persisted documents (a warning is logged).',
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
  { name: 'OIDC_PROVIDER_NAME', default: '(unset)', description: 'Name on the login page’s “Sign in with …” button; unset: a generic caption.' },
  {
    name: 'RECAPTCHA_SECRET',
    default: '(unset)',
    description:
      'Secret key of the reCAPTCHA v2 site key the utility settings name: set, the gateway verifies each captcha token with ' +
      'the provider (RECAPTCHA_VERIFY_URL); unset, the utility API does (GET /Utility/ValidateReCaptchaKey, 000 §7).',
  },
  {
    name: 'RECAPTCHA_SCRIPT_URL',
    default: 'https://www.google.com/recaptcha/api.js',
    description: 'The provider’s script the login page loads for a site key; its folder is allowed in the client’s CSP.',
  },
  {
    name: 'RECAPTCHA_VERIFY_URL',
    default: 'https://www.google.com/recaptcha/api/siteverify',
    description: 'The provider’s verification call (secret, response, remoteip), used with RECAPTCHA_SECRET.',
  },
  {
    name: 'RECAPTCHA_HOSTNAMES',
    default: '(unset)',
    description:
      'Comma-separated host names a verified token must have been solved on (the portal’s), for site keys whose domain ' +
      'check is off at the provider; unset: not checked.',
  },
  {
    name: 'UNREAD_POLL_FIRST_MS',
    default: '3000',
    description: 'After a customer subscribes to the unread-message count, when the utility API is first asked (000 §9).',
  },
  {
    name: 'UNREAD_POLL_INTERVAL_MS',
    default: '60000',
    description: 'How often the unread-message count is asked for, once per subscribed customer and instance (000 §9).',
  },
  {
    name: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    default: '5000',
    description: 'How long an idle keep-alive connection stays open after its last answer; behind a load balancer, longer than its idle timeout.',
  },
  {
    name: 'HTTP_HEADERS_TIMEOUT_MS',
    default: '10000',
    description: 'How long a client may take to send a request’s headers; slower ones get 408 and are disconnected.',
  },
  {
    name: 'HTTP_REQUEST_TIMEOUT_MS',
    default: '120000',
    description: 'How long a client may take to send a whole request, uploads included (0: no limit); answers and event streams are not limited.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: 'Bearer token /metrics asks for. Unset (and no METRICS_PORT): /metrics is open outside production and closed (404) in production.',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description: 'Serve /metrics on this port of METRICS_HOST only (0 picks a free one), never on PORT; with METRICS_TOKEN set, it asks for the token there too.',
  },
  { name: 'METRICS_HOST', default: '127.0.0.1', description: 'Interface of the METRICS_PORT listener.' },
];
