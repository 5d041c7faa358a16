import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from '../__generated__/LoginScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { loginScreen } from '../LoginScreen';

const query = routeQuery(parameters);

function settings(overrides: Record<string, unknown> = {}) {
  return {
    Settings: () => ({
      showPaymentButtonAtLogin: false,
      customerLoginWithOtp: false,
      otpDisableResendSeconds: 10,
      reCaptchaSiteKey: null,
      isTermsOfUse: false,
      passwordMinimumLength: 8,
      strongPassword: true,
      portalProfileType: 'CUSTOMER',
      validateCustomerAccountIdNo: true,
      validateEmployeeAccountIdNo: false,
      customerMobileNoRegExpr: '^9\\d{7}$',
      // No id-number logins: the login field is labelled for e-mail and mobile only.
      customerIdNoRegExpr: null,
      enableEBillRegistration: false,
      newCustomerApplication: false,
      newCustomerEvaluationApplication: false,
      ...overrides,
    }),
    Organisation: () => ({ name: 'Utility', isLoginDisabled: false, loginBackgroundImage: null }),
    Query: () => ({ welcomeMessage: 'Welcome', accountExampleImage: null }),
    Text: () => ({ text: null }),
  };
}

const openLogin = (overrides?: Record<string, unknown>) => renderScreen(loginScreen, { query, path: '/login', resolvers: settings(overrides) });

describe('registration view (000 §2, §4, §5)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('keeps the typed email, asks for the ID when validated, and enables Register only when all is valid', async () => {
    const user = userEvent.setup();
    const { environment } = openLogin();
    await user.type(await screen.findByLabelText('Email or mobile number'), 'Nikos@Demo.test');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));

    const form = await screen.findByTestId('registration-form');
    expect(within(form).getByLabelText('Email or mobile number')).toHaveValue('Nikos@Demo.test');
    const register = within(form).getByRole('button', { name: 'Register' });
    await user.type(within(form).getByLabelText('Account number'), '20000001');
    await user.type(within(form).getByLabelText('New password'), 'Demo-2026!');
    await user.type(within(form).getByLabelText('Repeat new password'), 'Demo-2026!');
    expect(register).toBeDisabled();
    await user.type(within(form).getByLabelText('ID number'), '0812345');
    expect(register).toBeEnabled();

    await user.clear(within(form).getByLabelText('Repeat new password'));
    await user.type(within(form).getByLabelText('Repeat new password'), 'Demo-2026?');
    expect(within(form).getByLabelText('Repeat new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(register).toBeDisabled();
    await user.clear(within(form).getByLabelText('Repeat new password'));
    await user.type(within(form).getByLabelText('Repeat new password'), 'Demo-2026!');

    await user.click(register);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      accountName: '20000001',
      idNo: '0812345',
      emailOrMobile: 'nikos@demo.test',
      password: 'Demo-2026!',
      passwordRepeat: 'Demo-2026!',
      captchaToken: null,
    });
    environment.mock.resolve(operation, {
      data: { registerProfile: { registrationType: 'EMAIL', sentTo: 'nikos@demo.test', userErrors: [] } },
    });

    expect(await screen.findByRole('heading', { name: /sent an activation code to your email/ })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit code' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('One-time code'), '654321');
    await user.click(submit);
    const activation = environment.mock.getMostRecentOperation();
    expect(activation.request.variables.input).toEqual({ value: 'nikos@demo.test', otpCode: '654321' });
    environment.mock.resolve(activation, { data: { activateAccount: { activated: true, result: null, userErrors: [] } } });

    expect(await screen.findByText('Account Created, you will be redirected to login page in a moment')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  test('a refused registration shows the problem beside its field and keeps every value', async () => {
    const user = userEvent.setup();
    const { environment } = openLogin({ validateCustomerAccountIdNo: false });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    const form = await screen.findByTestId('registration-form');
    expect(within(form).queryByLabelText('ID number')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Account number'), '99999999');
    await user.type(within(form).getByLabelText('Email or mobile number'), '99111222');
    await user.type(within(form).getByLabelText('New password'), 'Demo-2026!');
    await user.type(within(form).getByLabelText('Repeat new password'), 'Demo-2026!');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    environment.mock.resolveMostRecentOperation({
      data: {
        registerProfile: {
          registrationType: null,
          sentTo: null,
          userErrors: [{ code: 'NOT_FOUND', field: 'accountName', message: 'Account not found', retryAfterSeconds: null }],
        },
      },
    });
    const account = await within(form).findByLabelText('Account number');
    expect(account).toHaveAccessibleDescription('Account not found');
    expect(account).toHaveValue('99999999');
    expect(within(form).getByLabelText('New password')).toHaveValue('Demo-2026!');
    // the problem goes as soon as the account number is changed, before the field is left
    await user.type(account, '1');
    expect(account).toHaveFocus();
    expect(account).not.toHaveAttribute('aria-invalid');
  });

  test('a login the utility refuses shows its text beside the login field, which stays as typed', async () => {
    const user = userEvent.setup();
    const { environment } = openLogin({ validateCustomerAccountIdNo: false });
    await user.type(await screen.findByLabelText('Email or mobile number'), 'maria@demo');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const form = await screen.findByTestId('registration-form');
    const login = within(form).getByLabelText('Email or mobile number');
    await user.click(login);
    await user.tab();
    expect(login).toHaveAccessibleDescription('Please enter a valid email');
    await user.type(login, '.test');
    expect(login).not.toHaveAttribute('aria-invalid');
    await user.type(within(form).getByLabelText('Account number'), '20000001');
    await user.type(within(form).getByLabelText('New password'), 'Demo-2026!');
    await user.type(within(form).getByLabelText('Repeat new password'), 'Demo-2026!');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    environment.mock.resolveMostRecentOperation({
      data: { registerProfile: { registrationType: null, sentTo: null, userErrors: [{ code: 'ALREADY_EXISTS', field: 'emailOrMobile', message: 'This login is already registered', retryAfterSeconds: null }] } },
    });
    await waitFor(() => expect(login).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByText('This login is already registered', { selector: 'p' })).toBeInTheDocument();
    expect(login).toHaveValue('maria@demo.test');
    await user.type(login, '.cy');
    expect(login).not.toHaveAttribute('aria-invalid');
    // back on the login view, the login typed here is kept
    await user.click(within(form).getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email or mobile number')).toHaveValue('maria@demo.test.cy');
  });

  test('with a captcha, the register button shakes it and opens the view once it passes', async () => {
    const user = userEvent.setup();
    openLogin({ reCaptchaSiteKey: 'reference-site-key' });
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-shaking', 'true');
    expect(screen.queryByTestId('registration-form')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    expect(await screen.findByTestId('registration-form')).toBeInTheDocument();
  });
});
