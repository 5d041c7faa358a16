import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from './__generated__/RequestChangeMobileScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { requestChangeMobileScreen } from './RequestChangeMobileScreen';

const query = routeQuery(parameters);

const resolvers = {
  User: () => ({ mobileNo: '35799123456' }),
  Settings: () => ({ otpDisableResendSeconds: 10, customerMobileAllowedPhoneCountries: ['CY'] }),
};

/** Opens the screen and fills it; Submit waits for the new number to settle (001 §5). */
async function fill(currentMobile: string, password: string) {
  const user = userEvent.setup();
  const rendered = renderScreen(requestChangeMobileScreen, { query, path: '/account/requestChangeMobile', resolvers });
  await user.type(await screen.findByLabelText('Current mobile number'), currentMobile);
  await user.type(screen.getByLabelText('New mobile number'), '99765432');
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  const submit = screen.getByRole('button', { name: 'Submit' });
  await vi.waitFor(() => expect(submit).toBeEnabled(), { timeout: 5000 });
  await user.click(submit);
  return { user, ...rendered };
}

describe('change-mobile screen (001 §2, §5) on the portal form', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('a wrong current number loses its error as soon as it is corrected', async () => {
    const { user, environment } = await fill('99000000', 'Demo-2026!');
    const current = screen.getByLabelText('Current mobile number');
    expect(current).toHaveAccessibleDescription('Wrong Phone Number Entered');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.clear(current);
    await user.type(current, '99123456');
    expect(current).toHaveFocus();
    expect(current).not.toHaveAttribute('aria-invalid');
  });

  test("the server's refusal of the password shows beside it and keeps every value", async () => {
    const { environment } = await fill('99123456', 'Not-my-2026!');
    expect(environment.mock.getMostRecentOperation().request.variables['input']).toEqual({ currentMobile: '99123456', newMobile: '35799765432', password: 'Not-my-2026!' });
    environment.mock.resolveMostRecentOperation({
      data: { requestMobileChange: { codeSent: false, sentTo: null, resendAvailableInSeconds: null, userErrors: [{ code: 'INVALID_CREDENTIALS', field: 'password', message: 'The password is wrong', retryAfterSeconds: null }] } },
    });
    const password = screen.getByLabelText('Password', { exact: true });
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription('The password is wrong'));
    expect(password).toHaveValue('Not-my-2026!');
    expect(screen.getByLabelText('New mobile number')).toHaveValue('99765432');
  });
});
