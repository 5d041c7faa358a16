import { describe, expect, it } from 'vitest';
import { perRequest } from './batching.ts';
import type { GatewayContext } from './context.ts';

// Only the scope matters to `perRequest`; a context of one request is enough.
const requestContext = () => ({ loaderScope: {} }) as GatewayContext;

describe('perRequest', () => {
  it('makes nothing until first used, then one value per request', () => {
    let made = 0;
    const loader = perRequest(() => ({ serial: ++made }));
    const first = requestContext();
    const second = requestContext();
    expect(made).toBe(0);
    expect(loader(first)).toBe(loader(first));
    expect(loader(second)).not.toBe(loader(first));
    expect(made).toBe(2);
  });

  it('starts afresh when the viewer is rebound, and copies of the context share the loaders', () => {
    const loader = perRequest(() => ({}));
    const ctx = requestContext();
    const copy = { ...ctx };
    const before = loader(ctx);
    expect(loader(copy)).toBe(before);
    ctx.loaderScope = {};
    expect(loader(ctx)).not.toBe(before);
  });
});
