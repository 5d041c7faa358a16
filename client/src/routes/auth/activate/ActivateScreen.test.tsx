import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from './__generated__/ActivateScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { NetworkError } from '../../../relay/errors';
import { activateScreen } from './ActivateScreen';

const query = routeQuery(parameters);

const settings = (customerLoginWithOtp: boolean) => ({
  Settings: () => ({ customerLoginWithOtp, otpDisableResendSeconds: 10, homeButtonUrl: null }),
  Text: () => ({ text: null }),
});

describe('activation page (000 §2, §4, §8)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('with OTP login off the link code is posted at once and a failure names its reason', async () => {
    const { environment } = renderScreen(activateScreen, { query, path: '/activate/:code', entry: '/activate/link-code-1', resolvers: settings(false) });
    await screen.findByText('Activating your account…');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ value: 'link-code-1' });
    environment.mock.resolve(operation, { data: { activateAccount: { activated: false, result: 'EXPIRED_LINK', userErrors: [] } } });
    expect(await screen.findByTestId('activation-status')).toHaveTextContent('The activation link has expired. Please repeat the registration.');
    expect(screen.queryByRole('link', { name: 'Homepage' })).not.toBeInTheDocument();
  });

  test('an HTTP error names its status code and the note to contact support (000 §8)', async () => {
    const { environment } = renderScreen(activateScreen, { query, path: '/activate/:code', entry: '/activate/link-code-2', resolvers: settings(false) });
    await screen.findByText('Activating your account…');
    environment.mock.rejectMostRecentOperation(new NetworkError('The gateway answered 503', 503));
    expect(await screen.findByTestId('activation-status')).toHaveTextContent('The API responded with code 503. If the problem persists please contact Support');
  });

  test('with OTP login on the user enters the login and the code; Submit needs a code', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(activateScreen, { query, path: '/activate/:code', entry: '/activate/nikos@demo.test', resolvers: settings(true) });
    const submit = await screen.findByRole('button', { name: 'Submit code' });
    expect(screen.queryByLabelText('Email or mobile number')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(submit);
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ value: 'nikos@demo.test', otpCode: '123456' });
    environment.mock.resolveMostRecentOperation({ data: { activateAccount: { activated: true, result: null, userErrors: [] } } });
    expect(await screen.findByTestId('activation-status')).toHaveTextContent('Email address confirmed, you will be redirected to login page in a moment.');
  });

  /** Sends a code from the OTP form of `entry`; the gateway refuses `field`. */
  async function refuse(entry: string, field: string, message: string, login?: string) {
    const user = userEvent.setup();
    const { environment } = renderScreen(activateScreen, { query, path: '/activate/:code', entry, resolvers: settings(true) });
    const submit = await screen.findByRole('button', { name: 'Submit code' });
    if (login) await user.type(screen.getByLabelText('Email or mobile number'), login);
    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.click(submit);
    environment.mock.resolveMostRecentOperation({ data: { activateAccount: { activated: false, result: null, userErrors: [{ code: 'INVALID_INPUT', field, message, retryAfterSeconds: null }] } } });
    return user;
  }

  test('on the portal form: a refused code loses its error as soon as it is corrected', async () => {
    const user = await refuse('/activate/nikos@demo.test', 'otpCode', 'The code is wrong');
    const code = screen.getByLabelText('One-time code');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('The code is wrong'));
    await user.clear(code);
    await user.type(code, '654321');
    expect(code).toHaveFocus();
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  test("on the portal form: the server's refusal of the login shows beside it and keeps every value", async () => {
    await refuse('/activate/link-code-3', 'value', 'No registration waits for this login', 'nikos@demo.test');
    const login = screen.getByLabelText('Email or mobile number');
    await vi.waitFor(() => expect(login).toHaveAccessibleDescription('No registration waits for this login'));
    expect(login).toHaveValue('nikos@demo.test');
    expect(screen.getByLabelText('One-time code')).toHaveValue('123456');
  });
});
