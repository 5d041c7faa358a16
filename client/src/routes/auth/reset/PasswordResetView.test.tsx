import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from '../__generated__/LoginScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { loginScreen } from '../LoginScreen';

const query = routeQuery(parameters);

const resolvers = {
  Settings: () => ({ showPaymentButtonAtLogin: false, customerLoginWithOtp: false, reCaptchaSiteKey: null, isTermsOfUse: false, newCustomerApplication: false, enableEBillRegistration: false, customerIdNoRegExpr: null }),
  Organisation: () => ({ name: 'Utility', isLoginDisabled: false, loginBackgroundImage: null }),
  Text: () => ({ text: null }),
};

async function openReset() {
  const user = userEvent.setup();
  const rendered = renderScreen(loginScreen, { query, path: '/login', resolvers });
  await user.type(await screen.findByLabelText('Email or mobile number'), 'nikos@demo');
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  const form = await screen.findByTestId('reset-request-form');
  return { user, form, login: within(form).getByLabelText('Email or mobile number'), ...rendered };
}

describe('password-reset request view (000 §2, §4)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('starts from the typed login, names a wrong one when left and drops the problem as soon as it is corrected', async () => {
    const { user, form, login } = await openReset();
    expect(login).toHaveValue('nikos@demo');
    await user.click(login);
    await user.tab();
    expect(login).toHaveAccessibleDescription('Please enter a valid email');
    expect(within(form).getByRole('button', { name: 'Send Password' })).toBeDisabled();
    await user.type(login, '.test');
    expect(login).toHaveFocus();
    expect(login).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('button', { name: 'Send Password' })).toBeEnabled();
  });

  test('a login the utility refuses shows its text beside the field, keeps it, and the text goes once the login is changed', async () => {
    const { user, form, login, environment } = await openReset();
    await user.type(login, '.test');
    await user.click(within(form).getByRole('button', { name: 'Send Password' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables['input']).toEqual({ emailOrMobile: 'nikos@demo.test', captchaToken: null });
    environment.mock.resolve(operation, {
      data: { requestPasswordReset: { userErrors: [{ code: 'RATE_LIMITED', field: 'emailOrMobile', message: 'Too many requests for this login', retryAfterSeconds: null }] } },
    });
    expect(await within(form).findByText('Too many requests for this login', { selector: 'p' })).toBeInTheDocument();
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveValue('nikos@demo.test');
    await user.type(login, 'x');
    expect(login).not.toHaveAttribute('aria-invalid');
  });
});
