import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { formatCountdown } from './Countdown';
import { ResendButton } from './ResendButton';
import { useCountdown } from './useCountdown';

function Harness({ lockSeconds, onResend }: { lockSeconds: number; onResend: () => void }) {
  const lock = useCountdown(lockSeconds);
  return (
    <ResendButton
      lockedSeconds={lock.remaining}
      onResend={() => {
        onResend();
        lock.start(lockSeconds);
      }}
    />
  );
}

describe('Countdown (001 §2)', () => {
  test('formats minutes and seconds', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61.7)).toBe('01:01');
  });
});

describe('ResendButton (000 §4, §9)', () => {
  beforeEach(async () => {
    await setupI18n('en');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  test('stays locked for the lock time after a send, showing the time left', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onResend = vi.fn();
    render(<Harness lockSeconds={10} onResend={onResend} />);
    const button = screen.getByRole('button', { name: /Resend/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('00:10');

    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(button).toHaveTextContent('00:01');
    expect(button).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent(/^Resend$/);

    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
  });
});
