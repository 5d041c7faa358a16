import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
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

  /** Fills the form and sends it; the gateway's refusal names `field`. */
  async function refuse(field: string, message: string) {
    const user = userEvent.setup();
    const { environment } = openReset();
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('Repeat new password'), 'Brand-new-2026');
    await user.type(screen.getByLabelText('One-time code'), '333333');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    environment.mock.resolveMostRecentOperation({ data: { resetPassword: { passwordReset: false, userErrors: [{ code: 'INVALID_INPUT', field, message, retryAfterSeconds: null }] } } });
    return user;
  }

  test('on the portal form: a refused code loses its error as soon as it is corrected', async () => {
    const user = await refuse('code', 'The code is wrong');
    const code = await screen.findByLabelText('One-time code');
    await vi.waitFor(() => expect(code).toHaveAccessibleDescription('The code is wrong'));
    await user.clear(code);
    await user.type(code, '444444');
    expect(code).toHaveFocus();
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  test("on the portal form: the server's refusal of the new password shows beside it and keeps every value", async () => {
    await refuse('password', 'The password was used before');
    const password = await screen.findByLabelText('New password');
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(/The password was used before/));
    expect(password).toHaveValue('Brand-new-2026');
    expect(screen.getByLabelText('One-time code')).toHaveValue('333333');
  });
});
