import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { PENDING_RETRY_SECONDS, PendingSignOn } from './PendingSignOn';

const START = '/auth/sso/start?returnTo=%2FemployeeHome';

describe('PendingSignOn (profile status 2, docs/sso.md)', () => {
  beforeEach(() => {
    setupI18n('en', ['auth']);
    window.sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  test('takes the sign-on up again by itself after a few seconds, and offers it on a link at once', async () => {
    const go = vi.fn();
    renderWithProviders(<PendingSignOn startPath={START} go={go} />);
    expect(await screen.findByRole('status')).toHaveTextContent(`in ${PENDING_RETRY_SECONDS} seconds`);
    expect(screen.getByRole('link', { name: 'Continue signing in' })).toHaveAttribute('href', START);
    act(() => vi.advanceTimersByTime((PENDING_RETRY_SECONDS - 1) * 1000));
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(go).toHaveBeenCalledExactlyOnceWith(START);
  });

  test('stops retrying by itself after three times in a row: then only the link continues', async () => {
    window.sessionStorage.setItem('ssoPendingRetries', '3');
    const go = vi.fn();
    renderWithProviders(<PendingSignOn startPath={START} go={go} />);
    expect(await screen.findByRole('link', { name: 'Continue signing in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(go).not.toHaveBeenCalled();
  });
});
