import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { routeQuery } from '../../router/routeQuery';
import parameters from './__generated__/LoginScreenQuery$parameters';
import { setupI18n } from '../../test/renderWithProviders';
import { loginScreen } from './LoginScreen';

const query = routeQuery(parameters);

/** The login page with these two settings (000 §3); no captcha, no terms, so the button acts at once. */
function openLogin(newCustomerApplication: boolean, newCustomerEvaluationApplication: boolean) {
  return renderScreen(loginScreen, { query,
    path: '/login',
    resolvers: {
      Settings: () => ({ reCaptchaSiteKey: null, isTermsOfUse: false, customerLoginWithOtp: false, enableEBillRegistration: false, newCustomerApplication, newCustomerEvaluationApplication }),
      Organisation: () => ({ name: 'Utility', isLoginDisabled: false, loginBackgroundImage: null }),
      Text: () => ({ text: null }),
    },
  });
}

describe('the new customer button of the login page (000 §2)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test.each([
    [true, true, '/newCustomer'],
    [true, false, '/newCustomer'],
    [false, true, '/customerEvaluation'],
  ])('with the application %s and the evaluation %s, leads to %s', async (application, evaluation, target) => {
    const user = userEvent.setup();
    const { router } = openLogin(application, evaluation);
    await user.click(await screen.findByRole('button', { name: 'New customer application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  test('is not shown when neither is offered', async () => {
    openLogin(false, false);
    await screen.findByRole('button', { name: /Create an account|Register/ });
    expect(screen.queryByRole('button', { name: 'New customer application' })).toBeNull();
  });
});
