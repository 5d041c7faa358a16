import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { NetworkError, UpstreamTimeoutError } from '../../relay/errors';
import { renderLogin } from './loginTestHarness';

describe('LoginForm', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('Login is enabled only for a valid email or mobile number and a password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const login = await screen.findByRole('button', { name: 'Login' });
    const identifier = screen.getByLabelText('Email or mobile number');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(identifier).toHaveAttribute('autocomplete', 'username');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(login).toBeDisabled();

    await user.type(identifier, 'maria@');
    await user.type(password, 'Demo-2026!');
    expect(login).toBeDisabled();

    await user.type(identifier, 'demo.test');
    expect(login).toBeEnabled();

    await user.clear(identifier);
    await user.type(identifier, '9912345');
    expect(login).toBeDisabled();
    await user.type(identifier, '6');
    expect(login).toBeEnabled();

    await user.clear(password);
    expect(login).toBeDisabled();
  });

  test('submits trimmed values, disables the fields in flight and goes to the role home', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderLogin();
    await user.type(await screen.findByLabelText('Email or mobile number'), '  staff@demo.test ');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
    await user.click(screen.getByLabelText('Trust this computer'));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { email: 'staff@demo.test', password: 'Demo-2026!', trustedComputer: true, captchaToken: null },
    });
    expect(screen.getByLabelText('Email or mobile number')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();

    environment.mock.resolve(operation, {
      data: { login: { userErrors: [], viewer: { isAuthenticated: true, user: { role: 'EMPLOYEE' } } } },
    });
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/employeeHome');
    expect(window.localStorage.getItem('lastLoginEmail')).toBe('staff@demo.test');
  });

  test('a refused sign-in warns with the server text, marks the field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { environment } = renderLogin();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'maria@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    environment.mock.resolveMostRecentOperation({
      data: {
        login: {
          userErrors: [{ code: 'INVALID_CREDENTIALS', field: 'password', message: 'Wrong password', retryAfterSeconds: null }],
          viewer: { isAuthenticated: false, user: null },
        },
      },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Wrong password If the problem persists please contact Support');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Wrong password');
    expect(password).toHaveValue('wrong');
    expect(screen.getByLabelText('Email or mobile number')).toHaveValue('maria@demo.test');
  });

  test('a wrong login shows its problem when left and the problem goes as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderLogin({ idNumberPattern: '^\\d{6}$' });
    // 001 §5: a utility that takes id numbers says so in the field's name
    const identifier = await screen.findByLabelText('Email, mobile or ID number');
    await user.type(identifier, 'maria@demo');
    await user.tab();
    expect(identifier).toHaveAccessibleDescription('Please enter a valid email');
    await user.type(identifier, '.test');
    expect(identifier).toHaveFocus();
    expect(identifier).not.toHaveAttribute('aria-invalid');
    // an id number by the utility's pattern (shared/loginIdentifier.ts) is no mobile number to refuse
    await user.clear(identifier);
    await user.type(identifier, '123456');
    await user.tab();
    expect(identifier).not.toHaveAttribute('aria-invalid');
  });

  test('without an id-number pattern (or with one that does not compile) the field names e-mail and mobile only', async () => {
    const { unmount } = renderLogin({ idNumberPattern: '(' });
    expect(await screen.findByLabelText('Email or mobile number')).toBeInTheDocument();
    expect(screen.queryByLabelText('Email, mobile or ID number')).not.toBeInTheDocument();
    unmount();
    renderLogin({ idNumberPattern: '^\\d{7}$' });
    expect(await screen.findByLabelText('Email, mobile or ID number')).toBeInTheDocument();
  });

  test('a login the utility refuses shows its text beside the login field, and it goes once the login is changed', async () => {
    const user = userEvent.setup();
    const { environment } = renderLogin();
    const identifier = await screen.findByLabelText('Email or mobile number');
    await user.type(identifier, 'nobody@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    environment.mock.resolveMostRecentOperation({
      data: { login: { userErrors: [{ code: 'NOT_FOUND', field: 'email', message: 'Unknown login', retryAfterSeconds: null }], viewer: { isAuthenticated: false, user: null } } },
    });
    await waitFor(() => expect(identifier).toHaveAccessibleDescription('Unknown login'));
    expect(screen.getByLabelText('Password', { exact: true })).toHaveValue('Demo-2026!');
    await user.type(identifier, 'x');
    expect(identifier).not.toHaveAttribute('aria-invalid');
  });

  test('prefills the last login email', async () => {
    window.localStorage.setItem('lastLoginEmail', 'maria@demo.test');
    renderLogin();
    expect(await screen.findByLabelText('Email or mobile number')).toHaveValue('maria@demo.test');
  });

  async function failSignIn(error: Error, path = '/login') {
    const user = userEvent.setup();
    const rendered = renderLogin({}, { path });
    await user.type(await screen.findByLabelText('Email or mobile number'), 'maria@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    rendered.environment.mock.rejectMostRecentOperation(error);
    return rendered;
  }

  test('a sign-in that fails with an HTTP error warns with its status code (000 §8)', async () => {
    const { router } = await failSignIn(new NetworkError('The gateway answered 502', 502));
    expect(await screen.findByText('The API responded with code 502. If the problem persists please contact Support', { exact: false })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a sign-in the utility did not answer in time says Time Expired', async () => {
    await failSignIn(new UpstreamTimeoutError('timeout'));
    expect(await screen.findByText(/^Time Expired/)).toBeVisible();
  });

  test('a sign-in that fails as a whole away from /login returns there', async () => {
    const { router } = await failSignIn(new NetworkError('offline'), '/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
