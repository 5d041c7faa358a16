import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { setupI18n } from '../../test/renderWithProviders';
import { CAPTCHA_SHAKE_MS } from '../timing';
import { REFERENCE_CAPTCHA_SITE_KEY, REFERENCE_CAPTCHA_TOKEN } from './captcha';
import type { Grecaptcha } from './captchaProvider';
import { CaptchaWidget } from './CaptchaWidget';
import { useCaptchaGate } from './useCaptchaGate';

interface HarnessProps {
  siteKey: string | null;
  scriptUrl?: string | null;
  onSignIn: (token: string | null) => void;
}

/** The gate and the widget as the login page uses them (LoginModes): the widget shows until the captcha passes. */
function Harness({ siteKey, scriptUrl = null, onSignIn }: HarnessProps) {
  const captcha = useCaptchaGate(siteKey);
  return (
    <>
      {siteKey && !captcha.passed ? (
        <CaptchaWidget siteKey={siteKey} scriptUrl={scriptUrl} passed={captcha.passed} shaking={captcha.shaking} onVerified={captcha.verified} />
      ) : null}
      <button type="button" onClick={() => captcha.run(onSignIn)}>
        Sign in
      </button>
      <button type="button" onClick={captcha.reset}>
        Refused
      </button>
    </>
  );
}

type RenderParameters = Parameters<Grecaptcha['render']>[1];

/** The provider's script element the widget added, and a stand-in `grecaptcha` that the test drives. */
function provider(scriptUrl: string) {
  const script = [...document.head.querySelectorAll('script')].find((element) => element.src.startsWith(scriptUrl));
  const rendered: RenderParameters[] = [];
  const load = () =>
    act(() => {
      window.grecaptcha = {
        render: (container, parameters) => {
          container.append(Object.assign(document.createElement('iframe'), { title: 'reCAPTCHA' }));
          return rendered.push(parameters) - 1;
        },
      };
      window.portalCaptchaLoaded?.();
    });
  return { script, rendered, load };
}

/** A real site key's widget; its provider checkbox is a chunk of its own, loaded while it first renders. */
async function renderWithRealKey(scriptUrl: string, onSignIn: (token: string | null) => void): Promise<void> {
  await act(async () => {
    render(<Harness siteKey="6Lc-real-key" scriptUrl={scriptUrl} onSignIn={onSignIn} />);
    await import('./ProviderCheckbox');
  });
  await act(async () => {});
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

  test('a real site key loads the provider’s checkbox, and the action waiting for it runs with its token', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSignIn = vi.fn();
    const scriptUrl = 'https://captcha.example/recaptcha/api.js';
    await renderWithRealKey(scriptUrl, onSignIn);
    const { script, rendered, load } = provider(scriptUrl);
    expect(Object.fromEntries(new URL(script?.src ?? '').searchParams)).toEqual({ render: 'explicit', onload: 'portalCaptchaLoaded', hl: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).not.toHaveBeenCalled();

    await load();
    expect(rendered).toEqual([expect.objectContaining({ sitekey: '6Lc-real-key' })]);
    expect(screen.getByTitle('reCAPTCHA')).toBeInTheDocument();
    act(() => rendered[0]?.callback('provider-token'));
    expect(onSignIn).toHaveBeenCalledWith('provider-token');
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
  });

  test('a switch of language leaves the provider’s checkbox as it is: the provider localizes it once, when its script loads', async () => {
    const scriptUrl = 'https://captcha.example/language/api.js';
    await renderWithRealKey(scriptUrl, vi.fn());
    const { rendered, load } = provider(scriptUrl);
    await load();
    await act(() => i18n.changeLanguage('el'));
    expect(rendered).toHaveLength(1);
    expect(screen.getByTitle('reCAPTCHA')).toBeInTheDocument();
  });

  test('a refused token brings the checkbox back, shaking, and the refused action runs again once it passes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onSignIn = vi.fn();
    const scriptUrl = 'https://captcha.example/refused/api.js';
    await renderWithRealKey(scriptUrl, onSignIn);
    const { rendered, load } = provider(scriptUrl);
    await load();
    act(() => rendered[0]?.callback('first-token'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenLastCalledWith('first-token');

    await user.click(screen.getByRole('button', { name: 'Refused' }));
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-shaking', 'true');
    await waitFor(() => expect(rendered).toHaveLength(2));
    act(() => rendered[1]?.callback('second-token'));
    expect(onSignIn).toHaveBeenCalledTimes(2);
    expect(onSignIn).toHaveBeenLastCalledWith('second-token');

    // The replayed action refused as well: it waits for the next pass again.
    await user.click(screen.getByRole('button', { name: 'Refused' }));
    await waitFor(() => expect(rendered).toHaveLength(3));
    act(() => rendered[2]?.callback('third-token'));
    expect(onSignIn).toHaveBeenLastCalledWith('third-token');
  });

  test('says the service cannot be reached when the provider’s script does not load', async () => {
    const scriptUrl = 'https://captcha.example/unreachable/api.js';
    await renderWithRealKey(scriptUrl, vi.fn());
    act(() => provider(scriptUrl).script?.dispatchEvent(new Event('error')));
    return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The captcha service cannot be reached'));
  });
});
