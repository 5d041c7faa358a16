import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { OtpSessionStep } from './OtpSessionStep';

const session = { token: '7.1.sig', expiresAt: new Date(Date.now() + 300_000).toISOString(), lifetimeSeconds: 300, resendAvailableInSeconds: 30, smsSent: true };

function renderStep(overrides: Partial<Parameters<typeof OtpSessionStep>[0]> = {}) {
  const props = { onVerified: vi.fn(), onRestarted: vi.fn(), onExpired: vi.fn(), ...overrides };
  const rendered = renderWithProviders(
    <OtpSessionStep session={session} contacts={{ email: 'a@example.test', mobileNo: '35799000111' }} {...props} />,
  );
  return { ...rendered, ...props };
}

describe('OtpSessionStep (001 §2, §5)', () => {
  beforeEach(() => setupI18n('en', ['otpSession']));

  test('asks for the SMS and e-mail codes as numeric one-time-code fields, with the session countdown and a locked Resend', async () => {
    renderStep();
    const sms = await screen.findByLabelText('Code sent to your mobile');
    expect(sms).toHaveAttribute('autocomplete', 'one-time-code');
    expect(sms).toHaveAttribute('inputmode', 'numeric');
    expect(sms).toHaveAttribute('maxlength', '6');
    expect(screen.getByLabelText('Code sent to your email')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Remaining session time (minutes and seconds)' })).toHaveTextContent(/0[45]:\d\d/);
    expect(screen.getByRole('button', { name: /Resend/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  test('verifies each code in turn and reports both once valid', async () => {
    const { environment, onVerified } = renderStep();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code sent to your mobile'), '111111');
    await user.type(screen.getByLabelText('Code sent to your email'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.variables).toEqual({ input: { token: session.token, channel: 'SMS', code: '111111' } });
    environment.mock.resolve(first, { data: { verifyOtpSessionCode: { verified: true, userErrors: [] } } });
    const second = await waitFor(() => environment.mock.getMostRecentOperation());
    expect(second.request.variables).toEqual({ input: { token: session.token, channel: 'EMAIL', code: '222222' } });
    environment.mock.resolve(second, { data: { verifyOtpSessionCode: { verified: true, userErrors: [] } } });
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ SMS: '111111', EMAIL: '222222' }));
  });

  test('a wrong code shows the message beside its field and keeps what was typed', async () => {
    const { environment, onVerified } = renderStep({ channels: ['EMAIL'] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code sent to your email'), '999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    environment.mock.resolveMostRecentOperation({
      data: {
        verifyOtpSessionCode: {
          verified: false,
          userErrors: [{ code: 'OTP_INVALID', field: 'code', message: 'OTP validation failed. Check the code and try again.', retryAfterSeconds: null }],
        },
      },
    });
    const field = await screen.findByLabelText('Code sent to your email');
    expect(field).toHaveValue('999999');
    expect(field).toHaveAccessibleDescription('OTP validation failed. Check the code and try again.');
    expect(onVerified).not.toHaveBeenCalled();
  });

  test('an unknown or expired session ends the step through onExpired', async () => {
    const { environment, onExpired } = renderStep({ channels: ['EMAIL'] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code sent to your email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    environment.mock.resolveMostRecentOperation({
      data: { verifyOtpSessionCode: { verified: false, userErrors: [{ code: 'SESSION_EXPIRED', field: 'token', message: 'expired', retryAfterSeconds: null }] } },
    });
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1));
  });

  test('a phone-only session asks for the SMS code alone (001 §5 contact form)', async () => {
    renderStep({ session: { ...session, emailSent: false } });
    expect(await screen.findByLabelText('Code sent to your mobile')).toBeInTheDocument();
    expect(screen.queryByLabelText('Code sent to your email')).toBeNull();
  });

  test('with anyOneCode, one typed code is enough and only the typed codes are checked and reported', async () => {
    const { environment, onVerified } = renderStep({ anyOneCode: true });
    const user = userEvent.setup();
    expect(await screen.findByText(/one verified contact is enough/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(screen.getByLabelText('Code sent to your email'), '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const only = environment.mock.getMostRecentOperation();
    expect(only.request.variables).toEqual({ input: { token: session.token, channel: 'EMAIL', code: '222222' } });
    environment.mock.resolve(only, { data: { verifyOtpSessionCode: { verified: true, userErrors: [] } } });
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith({ EMAIL: '222222' }));
  });
});
