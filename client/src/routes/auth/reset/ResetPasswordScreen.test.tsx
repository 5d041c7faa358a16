import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from './__generated__/ResetPasswordScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { resetPasswordScreen } from './ResetPasswordScreen';

const query = routeQuery(parameters);

const resolvers = {
  Settings: () => ({ passwordMinimumLength: 8, strongPassword: true, otpDisableResendSeconds: 10, homeButtonUrl: 'https://utility.example' }),
};

function openReset() {
  return renderScreen(resetPasswordScreen, { query,
    path: '/account/resetPassword/:emailPhone',
    entry: '/account/resetPassword/maria@demo.test',
    resolvers,
  });
}

describe('reset page (000 §2, §4)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('Submit needs a valid password pair and a code; a wrong code keeps everything typed', async () => {
    const user = userEvent.setup();
    const { environment } = openReset();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(screen.getByRole('link', { name: 'Homepage' })).toHaveAttribute('href', 'https://utility.example');
    expect(screen.getByRole('button', { name: /Resend/ })).toBeDisabled();

    await user.type(screen.getByLabelText('New password'), 'short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/at least 8 characters/);
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('One-time code'), '111111');
    expect(submit).toBeEnabled();

    await user.click(submit);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({
      emailOrMobile: 'maria@demo.test',
      code: '111111',
      password: 'Brand-new-2026',
      passwordRepeat: 'Brand-new-2026',
    });
    environment.mock.resolve(operation, {
      data: { resetPassword: { passwordReset: false, userErrors: [{ code: 'OTP_INVALID', field: 'code', message: 'The code is wrong', retryAfterSeconds: null }] } },
    });

    const code = await screen.findByLabelText('One-time code');
    expect(code).toHaveAccessibleDescription('The code is wrong');
    expect(code).toHaveValue('111111');
    expect(screen.getByLabelText('New password')).toHaveValue('Brand-new-2026');
    expect(screen.getByLabelText('Repeat new password')).toHaveValue('Brand-new-2026');
  });

  test('success says so and leaves the form', async () => {
    const user = userEvent.setup();
    const { environment } = openReset();
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('One-time code'), '222222');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    environment.mock.resolveMostRecentOperation({ data: { resetPassword: { passwordReset: true, userErrors: [] } } });
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.queryByTestId('reset-form')).not.toBeInTheDocument();
  });
});
