import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from './__generated__/ChangePasswordScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { mobileChangeProblem } from '../changeMobile/MobileChangeForm';
import { changePasswordScreen } from './ChangePasswordScreen';
import { phoneInProfile } from './profileMatch';

const query = routeQuery(parameters);

const resolvers = {
  User: () => ({ registrationType: 'EMAIL', email: 'maria@demo.test', mobileNo: null }),
  Settings: () => ({ passwordMinimumLength: 8, strongPassword: true }),
};

describe('profile checks (001 §5)', () => {
  test('the phone typed must be contained in the profile number', () => {
    expect(phoneInProfile('99123456', '35799123456')).toBe(true);
    expect(phoneInProfile('99000000', '35799123456')).toBe(false);
  });

  test('a mobile change needs the profile number and a different new one', () => {
    const values = { currentMobile: '99123456', newMobile: { dialCode: '357', number: '99765432' }, password: 'x' };
    expect(mobileChangeProblem(values, '99123456')).toBeNull();
    expect(mobileChangeProblem({ ...values, currentMobile: '99000000' }, '99123456')).toBe('wrongPhone');
    expect(mobileChangeProblem({ ...values, newMobile: { dialCode: '357', number: '99123456' } }, '99123456')).toBe('samePhone');
  });
});

describe('change-password screen (001 §2, §5)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('warns about a wrong email and keeps the values; with the right one it sends the change', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(changePasswordScreen, { query, path: '/account/changePassword', resolvers });
    await user.type(await screen.findByLabelText('Your email'), 'other@demo.test');
    await user.type(screen.getByLabelText('Current password'), 'Demo-2026!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Your email')).toHaveAccessibleDescription('Wrong Email Entered');
    expect(screen.getByLabelText('Current password')).toHaveValue('Demo-2026!');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Your email'));
    await user.type(screen.getByLabelText('Your email'), 'Maria@demo.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      identifier: 'Maria@demo.test',
      currentPassword: 'Demo-2026!',
      newPassword: 'Brand-new-2026',
      newPasswordRepeat: 'Brand-new-2026',
    });
  });

  test("shows the utility's password rules on the new password, its account e-mail tooltip and its password message (001 §7)", async () => {
    renderScreen(changePasswordScreen, {
      query,
      path: '/account/changePassword',
      resolvers: {
        ...resolvers,
        Query: () => ({
          passwordTexts: [
            { textId: 56, text: 'At least 8 characters, with a letter, a digit and a symbol.' },
            { textId: 60, text: 'The email address registered with your account.' },
            { textId: 86, text: 'Choose a password you do not use on other sites.' },
          ],
        }),
      },
    });
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters, with a letter, a digit and a symbol.');
    expect(screen.getByText('The email address registered with your account.')).toBeVisible();
    expect(screen.getByText('Choose a password you do not use on other sites.')).toBeVisible();
  });

  test('after a change the cleared form asks for nothing yet', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(changePasswordScreen, { query, path: '/account/changePassword', resolvers });
    await user.type(await screen.findByLabelText('Your email'), 'maria@demo.test');
    await user.type(screen.getByLabelText('Current password'), 'Demo-2026!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { changePassword: { passwordChanged: true, userErrors: [] } } });
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('');
  });

  test('on the portal form: a wrong email loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderScreen(changePasswordScreen, { query, path: '/account/changePassword', resolvers });
    const email = await screen.findByLabelText('Your email');
    await user.type(email, 'other@demo.test');
    await user.type(screen.getByLabelText('Current password'), 'Demo-2026!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(email).toHaveAccessibleDescription('Wrong Email Entered');
    await user.clear(email);
    await user.type(email, 'maria@demo.test');
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  test("on the portal form: the server's refusal of the current password shows beside it and keeps every value", async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(changePasswordScreen, { query, path: '/account/changePassword', resolvers });
    await user.type(await screen.findByLabelText('Your email'), 'maria@demo.test');
    await user.type(screen.getByLabelText('Current password'), 'Not-my-2026!');
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { changePassword: { passwordChanged: false, userErrors: [{ code: 'INVALID_CREDENTIALS', field: 'currentPassword', message: 'The current password is wrong', retryAfterSeconds: null }] } },
      });
    });
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong');
    expect(screen.getByLabelText('Current password')).toHaveValue('Not-my-2026!');
    expect(screen.getByLabelText('New password')).toHaveValue('Brand-new-2026');
    expect(screen.getByLabelText('Your email')).toHaveValue('maria@demo.test');
  });
});

