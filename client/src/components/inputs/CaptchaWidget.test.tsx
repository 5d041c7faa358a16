import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { CAPTCHA_SHAKE_MS } from '../timing';
import { REFERENCE_CAPTCHA_SITE_KEY, REFERENCE_CAPTCHA_TOKEN } from './captcha';
import { CaptchaWidget } from './CaptchaWidget';
import { useCaptchaGate } from './useCaptchaGate';

function Harness({ siteKey, onSignIn }: { siteKey: string | null; onSignIn: (token: string | null) => void }) {
  const captcha = useCaptchaGate(siteKey);
  return (
    <>
      {siteKey ? <CaptchaWidget siteKey={siteKey} passed={captcha.passed} shaking={captcha.shaking} onVerified={captcha.verified} /> : null}
      <button type="button" onClick={() => captcha.run(onSignIn)}>
        Sign in
      </button>
    </>
  );
}

describe('captcha (000 §4)', () => {
  beforeEach(async () => {
    await setupI18n('en');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  test('without a site key actions run at once', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSignIn = vi.fn();
    render(<Harness siteKey={null} onSignIn={onSignIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledWith(null);
  });

  test('an action before the captcha shakes it for 1.2 s and runs once it passes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSignIn = vi.fn();
    render(<Harness siteKey={REFERENCE_CAPTCHA_SITE_KEY} onSignIn={onSignIn} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).not.toHaveBeenCalled();
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-shaking', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please confirm that you are not a robot first.');
    await act(() => vi.advanceTimersByTimeAsync(CAPTCHA_SHAKE_MS));
    expect(screen.getByTestId('captcha')).not.toHaveAttribute('data-shaking');

    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith(REFERENCE_CAPTCHA_TOKEN);
  });

  test('another site key shows the real container and says the service is unreachable', () => {
    render(<Harness siteKey="6Lc-real-key" onSignIn={vi.fn()} />);
    expect(screen.getByTestId('captcha').querySelector('.g-recaptcha')).toHaveAttribute('data-sitekey', '6Lc-real-key');
    expect(screen.getByRole('status')).toHaveTextContent('The captcha service cannot be reached');
  });
});
