import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../server.ts';
import { FAKE_WELCOME_MESSAGE, startFakeUpstream, type FakeUpstream } from '../testing/fakeUpstream.ts';
import { loadConfig } from '../config.ts';

let fake: FakeUpstream;
let gateway: RunningGateway;
beforeAll(async () => {
  fake = await startFakeUpstream('welcome');
  // Cache off: the welcome message is shared by viewers, and each request here should reach the upstream.
  gateway = await startGateway({ ...loadConfig({ LOG_LEVEL: 'silent' }), port: 0, utilityApiUrl: fake.url, settingsCacheTtlSeconds: 0 });
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

function post(body: object, headers: Record<string, string> = {}) {
  return fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('/metrics', () => {
  it('counts operations, requests and upstream calls in the Prometheus text format', async () => {
    const welcome = await post({ query: 'query Welcome { welcomeMessage }' }, { 'x-request-id': 'trace-7' });
    expect(await welcome.json()).toEqual({ data: { welcomeMessage: FAKE_WELCOME_MESSAGE } });
    await post({ query: 'query Welcome { welcomeMessage }' });
    await post({ query: 'query Broken { nothingHere }' });
    await post({ query: 'mutation { logout(input: {}) { userErrors { code } } }' });

    const response = await fetch(`${gateway.url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const lines = [
      'gateway_graphql_operations_total{operation_name="Welcome",operation_type="query",outcome="success"} 2',
      'gateway_graphql_operations_total{operation_name="Broken",operation_type="query",outcome="invalid"} 1',
      'gateway_graphql_operations_total{operation_name="anonymous",operation_type="mutation",outcome="success"} 1',
      'gateway_http_request_duration_seconds_count{route="graphql",method="POST",status="200"} 4',
      'gateway_upstream_calls_total{path="/Utility/GetPortalWelcomeMessage",status="200"} 2',
      'gateway_upstream_call_duration_seconds_count{path="/Utility/GetPortalWelcomeMessage"} 2',
      'gateway_upstream_circuit_state{family="utility"} 0',
      'gateway_upstream_in_flight{family="utility"} 0',
      'gateway_upstream_queued{family="utility"} 0',
      'gateway_sse_streams_active 0',
    ];
    for (const line of lines) expect(text.split('\n')).toContain(line);
  });

  it('passes the request id on to the upstream', () => {
    expect(fake.requestIds()[0]).toBe('trace-7');
  });
});
