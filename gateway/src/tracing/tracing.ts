import { context, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { GatewayConfig } from '../config.ts';

/** Attribute that ties a span to the gateway's logs and the upstream's (`x-request-id`). */
export const REQUEST_ID_ATTRIBUTE = 'gateway.request_id';

export interface GatewayTracing {
  tracer: Tracer;
  /** Exports what is buffered and stops. */
  shutdown(): Promise<void>;
}

/**
 * Spans of GraphQL operations must be the parents of the upstream calls their resolvers make, and
 * those run in other async continuations: the async-local-storage context manager carries the
 * active span across them. It is the process's one context manager, installed once.
 */
let contextManagerInstalled = false;
function installContextManager(): void {
  if (contextManagerInstalled) return;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  contextManagerInstalled = true;
}

/**
 * OpenTelemetry tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set, exported over OTLP/HTTP in
 * batches; undefined otherwise, and then no plugin or span code runs at all. Tests pass their own
 * span processor (an in-memory exporter).
 */
export function createTracing(
  config: Pick<GatewayConfig, 'otelExporterEndpoint' | 'otelServiceName'>,
  processor?: SpanProcessor,
): GatewayTracing | undefined {
  const endpoint = config.otelExporterEndpoint;
  if (endpoint === undefined && processor === undefined) return undefined;
  installContextManager();
  const spanProcessor =
    processor ?? new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint?.replace(/\/+$/, '')}/v1/traces` }));
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.otelServiceName }),
    spanProcessors: [spanProcessor],
  });
  return {
    tracer: provider.getTracer('utility-portal-gateway'),
    shutdown: () => provider.shutdown(),
  };
}
