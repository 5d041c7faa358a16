import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitState } from '../upstream/circuitBreaker.ts';
import type { UpstreamFamilyStatus } from '../upstream/families.ts';

/** Numbers of the circuit-breaker gauge, ordered by how bad the state is. */
const CIRCUIT_STATE_VALUE: Record<CircuitState, number> = { closed: 0, half_open: 1, open: 2 };

/** The gateway's Prometheus metrics (issue "The gateway in production", observability). */
export interface GatewayMetrics {
  /** Its own registry per gateway instance, so that instances (and tests) never mix their numbers. */
  registry: Registry;
  graphqlOperations: Counter<'operation_name' | 'operation_type' | 'outcome'>;
  httpRequestDuration: Histogram<'route' | 'method' | 'status'>;
  upstreamCalls: Counter<'path' | 'status'>;
  upstreamCallDuration: Histogram<'path'>;
}

/** What the gauges read when Prometheus scrapes. */
export interface MetricSources {
  /** The utility API's path families this instance has called (`upstream/families.ts`). */
  upstreamFamilies(): readonly UpstreamFamilyStatus[];
  activeStreams(): number;
  activeWebSockets(): number;
  /** Customers whose unread-message count this instance polls (`modules/notifications`). */
  unreadPollers?(): number;
}

export function createMetrics(sources: MetricSources): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const familyGauge = (name: string, help: string, value: (family: UpstreamFamilyStatus) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['family'],
      registers,
      collect() {
        for (const family of sources.upstreamFamilies()) this.set({ family: family.family }, value(family));
      },
    });
  familyGauge(
    'gateway_upstream_circuit_state',
    'Circuit breaker of each utility API path family: 0 closed, 1 half-open (probing), 2 open (failing fast).',
    (family) => CIRCUIT_STATE_VALUE[family.state],
  );
  familyGauge('gateway_upstream_in_flight', 'Utility API calls in flight now, by path family.', (family) => family.inFlight);
  familyGauge(
    'gateway_upstream_queued',
    'Utility API calls waiting for a slot of their path family now (UPSTREAM_FAMILY_QUEUE).',
    (family) => family.queued,
  );
  new Gauge({
    name: 'gateway_sse_streams_active',
    help: 'Server-Sent Event streams open now.',
    registers,
    collect() {
      this.set(sources.activeStreams());
    },
  });
  new Gauge({
    name: 'gateway_websocket_connections_active',
    help: 'WebSocket (graphql-transport-ws) connections open now.',
    registers,
    collect() {
      this.set(sources.activeWebSockets());
    },
  });
  new Gauge({
    name: 'gateway_unread_pollers_active',
    help: 'Customers whose unread-message count this instance polls now: one per customer, however many tabs.',
    registers,
    collect() {
      this.set(sources.unreadPollers?.() ?? 0);
    },
  });
  return {
    registry,
    graphqlOperations: new Counter({
      name: 'gateway_graphql_operations_total',
      help: 'GraphQL operations by name, type and outcome (success, error: with errors, invalid: refused before running).',
      labelNames: ['operation_name', 'operation_type', 'outcome'],
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'gateway_http_request_duration_seconds',
      help: 'Time from request to the end of the response, by route, method and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'gateway_upstream_calls_total',
      help: 'Utility API call attempts by path and HTTP status (or timeout, unreachable; circuit_open, bulkhead_full: never sent).',
      labelNames: ['path', 'status'],
      registers,
    }),
    upstreamCallDuration: new Histogram({
      name: 'gateway_upstream_call_duration_seconds',
      help: 'Duration of utility API call attempts by path.',
      labelNames: ['path'],
      registers,
    }),
  };
}
