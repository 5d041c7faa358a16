import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from './circuitBreaker.ts';

function breaker() {
  let now = 0;
  const changes: CircuitState[] = [];
  const instance = new CircuitBreaker({
    failureThreshold: 2,
    cooldownMs: 1000,
    now: () => now,
    onStateChange: (state) => changes.push(state),
  });
  return { instance, changes, advance: (ms: number) => (now += ms) };
}

describe('CircuitBreaker', () => {
  it('opens only after consecutive failures', () => {
    const { instance } = breaker();
    instance.recordFailure();
    instance.recordSuccess();
    instance.recordFailure();
    expect(instance.state).toBe('closed');
    instance.recordFailure();
    expect(instance.state).toBe('open');
    expect(instance.tryAcquire()).toBe(false);
  });

  it('lets one probe through after the cool-down and reopens when it fails', () => {
    const { instance, changes, advance } = breaker();
    instance.recordFailure();
    instance.recordFailure();
    advance(999);
    expect(instance.tryAcquire()).toBe(false);
    advance(1);
    expect(instance.tryAcquire()).toBe(true);
    expect(instance.tryAcquire()).toBe(false);
    instance.recordFailure();
    expect(instance.state).toBe('open');
    advance(1000);
    expect(instance.tryAcquire()).toBe(true);
    instance.recordSuccess();
    expect(instance.state).toBe('closed');
    expect(instance.tryAcquire()).toBe(true);
    expect(changes).toEqual(['open', 'half_open', 'open', 'half_open', 'closed']);
  });
});
