import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.ts';
import { CSRF_HEADER } from './csrf.ts';

// The GraphQL over HTTP conformance audits of `graphql-http`, through `yoga.fetch`. They run against
// the development configuration: several audits query `__type`, which production refuses.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const URL_OF_GATEWAY = 'http://gateway.test/graphql';

/** The audits' requests as an integrator's client sends them: with the CSRF header (`csrf.ts`). */
const integratorFetch = (input: string, init?: RequestInit) => {
  const headers = new Headers(init?.headers);
  headers.set(CSRF_HEADER, '1');
  return harness.gateway.yoga.fetch(input, { ...init, headers });
};

const bareFetch = (input: string, init?: RequestInit) => harness.gateway.yoga.fetch(input, init ?? {});

describe('GraphQL over HTTP audits (graphql-http serverAudits)', () => {
  for (const audit of serverAudits({ url: URL_OF_GATEWAY, fetchFn: integratorFetch })) {
    it(`${audit.id} ${audit.name}`, async () => {
      const result = await audit.fn();
      expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
    });
  }

  it('all pass without the CSRF header too, except 5A70, a bare GET that CSRF prevention refuses', async () => {
    // 5A70 ("MAY accept application/x-www-form-urlencoded formatted GET requests") sends a GET with no
    // Accept header: exactly what an <img> or <script> of another site sends. Refusing it is the point
    // of CSRF prevention, so the conformance run above sends the header as integrators' clients do.
    const failed: string[] = [];
    for (const audit of serverAudits({ url: URL_OF_GATEWAY, fetchFn: bareFetch })) {
      if ((await audit.fn()).status !== 'ok') failed.push(audit.id);
    }
    expect(failed).toEqual(['5A70']);
  });
});
