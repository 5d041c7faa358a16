import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { renderLogin } from './loginTestHarness';

async function fillCredentials() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email or mobile number'), 'maria@demo.test');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
  return user;
}

describe('OTP login (000 §4)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('Login first asks for a code, then signs in with it; Resend stays locked meanwhile', async () => {
    const { environment } = renderLogin({ otpLogin: true, resendLockSeconds: 30 });
    const user = await fillCredentials();
    expect(screen.queryByLabelText('One-time code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const stage1 = environment.mock.getMostRecentOperation();
    expect(stage1.request.node.params.name).toBe('useRequestLoginCodeMutation');
    expect(stage1.request.variables).toEqual({ input: { email: 'maria@demo.test', password: 'Demo-2026!', captchaToken: null } });
    environment.mock.resolve(stage1, {
      data: { requestLoginCode: { codeSent: true, channel: 'EMAIL', resendAvailableInSeconds: 30, userErrors: [] } },
    });

    const code = await screen.findByLabelText('One-time code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('button', { name: /Resend/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    await user.type(code, '123456');
    await user.click(screen.getByLabelText('Trust this computer'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const login = environment.mock.getMostRecentOperation();
    expect(login.request.node.params.name).toBe('useLoginMutation');
    expect(login.request.variables.input).toMatchObject({ email: 'maria@demo.test', otpCode: '123456', trustedComputer: true });
  });

  test('a wrong code shows its message beside the field and keeps every typed value', async () => {
    const { environment } = renderLogin({ otpLogin: true, resendLockSeconds: 10 });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    environment.mock.resolveMostRecentOperation({
      data: { requestLoginCode: { codeSent: true, channel: 'EMAIL', resendAvailableInSeconds: 10, userErrors: [] } },
    });
    await user.type(await screen.findByLabelText('One-time code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    environment.mock.resolveMostRecentOperation({
      data: {
        login: {
          userErrors: [{ code: 'OTP_INVALID', field: 'otpCode', message: 'The code is wrong', retryAfterSeconds: null }],
          viewer: { isAuthenticated: false, user: null },
        },
      },
    });
    const code = await screen.findByLabelText('One-time code');
    expect(code).toHaveAccessibleDescription('The code is wrong');
    expect(code).toHaveValue('000000');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('Demo-2026!');
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('maria@demo.test');
  });

  test('a resend that comes too soon names the wait', async () => {
    const { environment } = renderLogin({ otpLogin: true });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    environment.mock.resolveMostRecentOperation({
      data: {
        requestLoginCode: {
          codeSent: false,
          channel: null,
          resendAvailableInSeconds: null,
          userErrors: [{ code: 'RESEND_TOO_SOON', field: null, message: 'Too soon', retryAfterSeconds: 25 }],
        },
      },
    });
    expect(await screen.findByText(/A code was sent a moment ago\. You can ask for a new one in 25 seconds\./)).toBeInTheDocument();
  });

  test('with legal terms required, Login warns with the terms label until they are accepted', async () => {
    const { environment } = renderLogin({ terms: { accepted: false, label: 'Terms of use' } });
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Please accept the Terms of use first\./)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
