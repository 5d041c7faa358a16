import type { Logger } from 'pino';
import type { ApiTokenStore } from './apiTokens/ApiTokenStore.ts';
import { authenticateIntegrator, type Integrator } from './apiTokens/integrator.ts';
import type { TtlCache } from './cache/ttlCache.ts';
import type { GatewayConfig } from './config.ts';
import { serviceUnavailableError, unauthenticatedError } from './errors.ts';
import type { Traffic } from './lifecycle/traffic.ts';
import { isRedisFailure } from './redis/redisFailure.ts';
import { sharedProfileKey } from './modules/auth/sharedProfiles.ts';
import type { GatewayMetrics } from './metrics/metrics.ts';
import type { PersistedDocuments } from './persistedDocuments/documents.ts';
import { consumeRateLimit } from './rateLimit/rateLimit.ts';
import type { RateLimitStore } from './rateLimit/RateLimitStore.ts';
import type { GatewayPubSub } from './realtime/pubsub.ts';
import type { ClientAddressOf } from './request/clientAddress.ts';
import { resolveLanguage, type LanguageCode } from './request/language.ts';
import { requestIdOf } from './request/requestId.ts';
import { responseCookiesFor, type ResponseCookies } from './request/responseCookies.ts';
import { resolveSession, type ActiveSession } from './session/resolveSession.ts';
import { withExpiredViewEnded } from './session/viewExpiry.ts';
import { clearedPortalSessionCookie } from './session/sessionCookie.ts';
import type { SessionStore } from './session/SessionStore.ts';
import type { SubmissionStore } from './submissions/SubmissionStore.ts';
import type { GatewayTracing } from './tracing/tracing.ts';
import { createUpstreamClient, type UpstreamClient, type UpstreamClientOptions } from './upstream/client.ts';
import type { UpstreamFamilies } from './upstream/families.ts';
import type { UpstreamTransport } from './upstream/transport.ts';

/** The configuration a running gateway needs: the upstream URL is known by then. */
export type GatewayRuntimeConfig = GatewayConfig & { utilityApiUrl: string };

/** What one gateway instance shares across requests; nothing in it belongs to a user. */
export interface GatewayServices {
  config: GatewayRuntimeConfig;
  logger: Logger;
  sessions: SessionStore;
  /** Events between requests and instances (subscriptions); modules publish through it. */
  pubsub: GatewayPubSub;
  /** Request counters of integrators' tokens, shared by instances through Redis. */
  rateLimits: RateLimitStore;
  /** Which OTP session made which submission, and its result (`modules/otpSession/submitOnce.ts`). */
  submissions: SubmissionStore;
  apiTokens: ApiTokenStore;
  /** OpenTelemetry tracing, present only when `OTEL_EXPORTER_OTLP_ENDPOINT` is set. */
  tracing: GatewayTracing | undefined;
  /**
   * What is the same for every viewer (docs/architecture.md §3): settings, organisation settings and the password rule,
   * texts by id, the welcome message, the legal terms, the account example image, the guides' existence.
   */
  sharedCache: TtlCache;
  /**
   * Signed-in sessions' profiles, shared by a session's requests for `PROFILE_CACHE_TTL_MS`
   * (`modules/auth/sharedProfiles.ts`), keyed by session, its profile version and login name.
   */
  profileCache: TtlCache;
  /** Each path family of the utility API with its own slots and breaker, as this instance sees it. */
  upstreamFamilies: UpstreamFamilies;
  /** Keep-alive connections to the utility API, a pool per path family, closed with the gateway. */
  upstreamTransport: UpstreamTransport;
  metrics: GatewayMetrics;
  /** Responses in progress, for the graceful shutdown and the stream gauge. */
  traffic: Traffic;
  /** Aborted when the gateway shuts down: open streams complete. */
  shutdown: AbortSignal;
  /** The client's operations by id, read once at start (`PERSISTED_DOCUMENTS_FILE`). */
  persistedDocuments: PersistedDocuments;
  /** Who the client of a connection is, through `TRUSTED_PROXIES` only (`request/clientAddress.ts`). */
  clientAddressOf: ClientAddressOf;
  /**
   * The portal's public address for links the utility mails: `PUBLIC_URL`, else the address the gateway
   * listens on once it does (never a request's Host header, which a caller chooses); undefined before.
   */
  publicUrl: { value: string | undefined };
  /** Milliseconds: what expiries compare against (a staff view's); tests pass a fake clock. */
  now: () => number;
}

/**
 * The key under which a request keeps its DataLoaders (`perRequest` of `batching.ts`): a new one per
 * viewer binding, so that loaders never outlive the viewer they were made for.
 */
export type LoaderScope = object;

/**
 * Everything user-specific about one request (docs/architecture.md §3). `session`, `language`, `upstream` and
 * `loaderScope` change together through `rebindViewer` when a mutation signs in, out or switches language.
 */
export interface GatewayContext {
  readonly requestId: string;
  readonly services: GatewayServices;
  readonly logger: Logger;
  readonly responseCookies: ResponseCookies;
  /** The client's address (behind trusted proxies, the one they name): per-address rate limits, logs. */
  readonly clientAddress: string;
  /** The integrator whose API token (`Bearer pat_…`) the request carries; it is never a user. */
  readonly integrator: Integrator | undefined;
  session: ActiveSession | undefined;
  language: LanguageCode;
  /** Bound to the viewer's upstream session and language. */
  upstream: UpstreamClient;
  /**
   * The modules' loaders of this viewer binding are kept under it (`batching.ts`, perRequest), each made
   * at its first use: a subscription's context lives as long as its stream and never loads anything.
   */
  loaderScope: LoaderScope;
  /**
   * `fresh` is set by the first mutation field the request runs: from then on its profile reads go
   * upstream, never to the session's shared profile (`modules/auth/sharedProfiles.ts`). An object,
   * as Yoga hands resolvers a copy of the context while the loaders were bound to the original.
   */
  readonly profileReads: { fresh: boolean };
}

export function upstreamClientFor(
  services: GatewayServices,
  scope: {
    requestId: string;
    logger: Logger;
    language: LanguageCode;
    upstreamSession?: string | undefined;
    cookies?: UpstreamClientOptions['cookies'];
    onSetCookies?: UpstreamClientOptions['onSetCookies'];
    onSessionEnded?: UpstreamClientOptions['onSessionEnded'];
  },
  timeoutMs = services.config.upstreamTimeoutMs,
): UpstreamClient {
  const { config, metrics } = services;
  return createUpstreamClient({
    baseUrl: config.utilityApiUrl,
    transport: services.upstreamTransport,
    timeoutMs,
    retries: config.upstreamRetries,
    families: services.upstreamFamilies,
    onAttempt: ({ path, outcome, seconds }) => {
      metrics.upstreamCalls.inc({ path, status: outcome });
      metrics.upstreamCallDuration.observe({ path }, seconds);
    },
    logger: scope.logger,
    tracer: services.tracing?.tracer,
    requestId: scope.requestId,
    language: scope.language,
    session: scope.upstreamSession,
    cookies: scope.cookies,
    onSetCookies: scope.onSetCookies,
    onSessionEnded: scope.onSessionEnded,
  });
}

/** The viewer's upstream client: a session the upstream refuses drops its shared profile. */
function viewerUpstreamClient(ctx: GatewayContext): UpstreamClient {
  const { services, session } = ctx;
  return upstreamClientFor(services, {
    requestId: ctx.requestId,
    logger: ctx.logger,
    language: ctx.language,
    upstreamSession: session?.data.upstreamSession,
    onSessionEnded: session && (() => services.profileCache.delete(sharedProfileKey(session))),
  });
}

/** Points the context at another viewer or language, with a fresh upstream client and loaders. */
export function rebindViewer(
  ctx: GatewayContext,
  next: { session: ActiveSession | undefined; language: LanguageCode },
): void {
  ctx.session = next.session;
  ctx.language = next.language;
  ctx.upstream = viewerUpstreamClient(ctx);
  ctx.loaderScope = {};
}

/** `peer`: the address of the connection the request came on, when it came on one. */
export async function createContext(services: GatewayServices, request: Request, peer?: string): Promise<GatewayContext> {
  const requestId = requestIdOf(request.headers);
  const clientAddress = services.clientAddressOf(peer, request.headers.get('x-forwarded-for'));
  const logger = services.logger.child({ requestId });
  const language = resolveLanguage(request.headers);
  const { config } = services;
  let integrator: Integrator | undefined;
  let lookup: Awaited<ReturnType<typeof resolveSession>>;
  try {
    integrator = await authenticateIntegrator(request.headers, services.apiTokens);
    if (integrator !== undefined) {
      await consumeRateLimit(services.rateLimits, `api-token:${integrator.tokenId}`, integrator.rate);
    }
    lookup = await resolveSession(request.headers, services.sessions, config.sessionSecret, config.sessionTtlSeconds);
    lookup = { ...lookup, session: await withExpiredViewEnded(services, lookup.session) };
  } catch (error) {
    // Every transport answers a GraphQL error thrown here with its own status (503 here).
    if (!isRedisFailure(error)) throw error;
    logger.error({ err: error }, 'shared state (Redis) unreachable while reading the session');
    throw serviceUnavailableError();
  }
  const responseCookies = responseCookiesFor(request);
  if (lookup.staleCookie) responseCookies.set(clearedPortalSessionCookie(config.production));
  // The upstream client and the loaders refer to the context, so they are bound once it exists.
  const session = lookup.session;
  const profileReads = { fresh: false };
  const ctx = { requestId, services, logger, responseCookies, clientAddress, integrator, session, language, profileReads } as GatewayContext;
  ctx.upstream = viewerUpstreamClient(ctx);
  ctx.loaderScope = {};
  return ctx;
}

/** The signed-in viewer's session; visitors get an `UNAUTHENTICATED` GraphQL error (docs/architecture.md §7). */
export function requireUser(ctx: GatewayContext): ActiveSession {
  if (ctx.session === undefined) throw unauthenticatedError();
  return ctx.session;
}
