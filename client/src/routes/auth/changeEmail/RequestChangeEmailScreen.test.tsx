import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { renderScreen } from '../../../test/renderScreen';
import { routeQuery } from '../../../router/routeQuery';
import parameters from './__generated__/RequestChangeEmailScreenQuery$parameters';
import { setupI18n } from '../../../test/renderWithProviders';
import { emailChangeProblem } from './emailChangeRules';
import { requestChangeEmailScreen } from './RequestChangeEmailScreen';

const query = routeQuery(parameters);

const resolvers = { User: () => ({ email: 'maria@demo.test' }), Settings: () => ({ otpDisableResendSeconds: 10 }) };

describe('change email rules (001 §5)', () => {
  test('the current email must be the profile one, the new one must differ, a password is needed', () => {
    const values = { currentEmail: 'maria@demo.test', newEmail: 'maria.new@demo.test', password: 'x' };
    expect(emailChangeProblem(values, 'maria@demo.test')).toBeNull();
    expect(emailChangeProblem({ ...values, currentEmail: 'other@demo.test' }, 'maria@demo.test')).toBe('wrongEmail');
    expect(emailChangeProblem({ ...values, newEmail: 'MARIA@demo.test' }, 'maria@demo.test')).toBe('sameEmail');
    expect(emailChangeProblem({ ...values, password: '' }, 'maria@demo.test')).toBe('passwordRequired');
  });
});

describe('change-email screen (001 §2, §4)', () => {
  beforeEach(() => setupI18n('en', ['auth']));

  test('warns about a wrong current email, then sends and shows the OTP step', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(requestChangeEmailScreen, { query, path: '/account/requestChangeEmail', resolvers });
    await user.type(await screen.findByLabelText('Current email'), 'someone@demo.test');
    await user.type(screen.getByLabelText('New email'), 'maria.new@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText('Current email')).toHaveAccessibleDescription('Wrong Email Entered');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(screen.getByLabelText('Current email'));
    await user.type(screen.getByLabelText('Current email'), 'maria@demo.test');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ currentEmail: 'maria@demo.test', newEmail: 'maria.new@demo.test', password: 'Demo-2026!' });
    environment.mock.resolve(operation, {
      data: { requestEmailChange: { codeSent: true, sentTo: 'maria.new@demo.test', resendAvailableInSeconds: 10, userErrors: [] } },
    });
    expect(await screen.findByTestId('change-otp-step')).toHaveTextContent('maria.new@demo.test');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Resend/ })).toBeDisabled();
  });

  test('after a refusal as too soon, Submit stays locked with the wait left instead of inviting a retry', async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(requestChangeEmailScreen, { query, path: '/account/requestChangeEmail', resolvers });
    await user.type(await screen.findByLabelText('Current email'), 'maria@demo.test');
    await user.type(screen.getByLabelText('New email'), 'maria.new@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    environment.mock.resolveMostRecentOperation({
      data: {
        requestEmailChange: {
          codeSent: false,
          sentTo: null,
          resendAvailableInSeconds: null,
          userErrors: [{ code: 'RESEND_TOO_SOON', field: null, message: 'Please wait 14 seconds before asking for a new code', retryAfterSeconds: 14 }],
        },
      },
    });
    const submit = await screen.findByRole('button', { name: /Submit/ });
    await vi.waitFor(() => expect(submit).toBeDisabled());
    expect(screen.getByRole('timer')).toHaveTextContent('00:14');
    expect(screen.getByLabelText('New email')).toHaveValue('maria.new@demo.test');
  });

  test('on the portal form: a wrong current email loses its error as soon as it is corrected', async () => {
    const user = userEvent.setup();
    renderScreen(requestChangeEmailScreen, { query, path: '/account/requestChangeEmail', resolvers });
    const current = await screen.findByLabelText('Current email');
    await user.type(current, 'someone@demo.test');
    await user.type(screen.getByLabelText('New email'), 'maria.new@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(current).toHaveAccessibleDescription('Wrong Email Entered');
    await user.clear(current);
    await user.type(current, 'maria@demo.test');
    expect(current).toHaveFocus();
    expect(current).not.toHaveAttribute('aria-invalid');
  });

  test("on the portal form: the server's refusal of the password shows beside it and keeps every value", async () => {
    const user = userEvent.setup();
    const { environment } = renderScreen(requestChangeEmailScreen, { query, path: '/account/requestChangeEmail', resolvers });
    await user.type(await screen.findByLabelText('Current email'), 'maria@demo.test');
    await user.type(screen.getByLabelText('New email'), 'maria.new@demo.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Not-my-2026!');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    environment.mock.resolveMostRecentOperation({
      data: { requestEmailChange: { codeSent: false, sentTo: null, resendAvailableInSeconds: null, userErrors: [{ code: 'INVALID_CREDENTIALS', field: 'password', message: 'The password is wrong', retryAfterSeconds: null }] } },
    });
    const password = screen.getByLabelText('Password', { exact: true });
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription('The password is wrong'));
    expect(password).toHaveValue('Not-my-2026!');
    expect(screen.getByLabelText('New email')).toHaveValue('maria.new@demo.test');
  });
});
