import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../server.ts';
import { startHarness, type Harness } from '../testing/harness.ts';
import { REQUEST_ID_ATTRIBUTE } from './tracing.ts';

let harness: Harness;
let traced: Gateway;
const exporter = new InMemorySpanExporter();

beforeAll(async () => {
  harness = await startHarness();
  traced = createGateway(harness.config, { spanProcessor: new SimpleSpanProcessor(exporter) });
});
afterAll(async () => {
  await traced.close();
  await harness.close();
});

describe('OpenTelemetry tracing', () => {
  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT', () => {
    expect(harness.gateway.services.tracing).toBeUndefined();
  });

  it('records the operation and its upstream calls as one trace, tagged with the request id', async () => {
    const response = await traced.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-me-1' },
      body: JSON.stringify({ query: 'query LoginTexts { texts(ids: [3, 39]) { text } }' }),
    });
    expect((await response.json()) as object).not.toHaveProperty('errors');

    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'graphql.query LoginTexts');
    const upstream = spans.find((span) => span.name === 'upstream POST /Utility/GetMessages');
    expect(operation?.attributes).toMatchObject({
      'graphql.operation.type': 'query',
      'graphql.operation.name': 'LoginTexts',
      [REQUEST_ID_ATTRIBUTE]: 'trace-me-1',
    });
    expect(upstream?.attributes).toMatchObject({ 'http.response.status_code': 200, [REQUEST_ID_ATTRIBUTE]: 'trace-me-1' });
    expect(upstream?.spanContext().traceId).toBe(operation?.spanContext().traceId);
    expect(upstream?.parentSpanContext?.spanId).toBe(operation?.spanContext().spanId);
  });
});
