import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { notifications } from '../../../notifications/notificationStore';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { VisitorStart } from './VisitorStart';

const session = { token: '7.1.sig', expiresAt: new Date(Date.now() + 300_000).toISOString(), lifetimeSeconds: 300, resendAvailableInSeconds: 0, smsSent: false, emailSent: true };

describe('VisitorStart (docs/applicationFamilies.md "Visitors")', () => {
  beforeEach(() => setupI18n('en', ['visitorApplications', 'otpSession', 'applicationFamilies']));

  test('asks for the name, the postal address and the e-mail before any code is sent', async () => {
    const { environment } = renderWithProviders(<VisitorStart familyCode="tankerEntryPermit" countries={['CY']} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    for (const label of ['Full name', 'Street and number', 'Postcode', 'City', 'E-mail']) {
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription('This field is mandatory.');
    }
    // The postcode by the rule of every address field.
    await user.type(screen.getByLabelText('Postcode'), '106');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByLabelText('Postcode')).toHaveAccessibleDescription('A postcode has 4 digits');
    expect(screen.getByRole('group', { name: 'Postal address' })).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  test('sends the verified code with the name; a used verification asks for new codes', async () => {
    const { environment } = renderWithProviders(<VisitorStart familyCode="tankerEntryPermit" countries={['CY']} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), ' Nikos Tankerman ');
    await user.type(screen.getByLabelText('Street and number'), 'Leoforos Spyrou Kyprianou 80 ');
    await user.type(screen.getByLabelText('Postcode'), '6057');
    await user.type(screen.getByLabelText('City'), 'Larnaca');
    await user.type(screen.getByLabelText('E-mail'), 'nikos@example.test');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    const send = environment.mock.getMostRecentOperation();
    expect(send.request.variables).toEqual({ input: { email: 'nikos@example.test', mobileNo: null } });
    environment.mock.resolve(send, { data: { startOtpSession: { session, userErrors: [] } } });
    await user.type(await screen.findByLabelText('Code sent to your email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    environment.mock.resolveMostRecentOperation({ data: { verifyOtpSessionCode: { verified: true, userErrors: [] } } });
    const start = await waitFor(() => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.node.params.name).toBe('useVisitorApplicationMutationsStartMutation');
      return operation;
    });
    expect(start.request.variables).toEqual({
      input: {
        familyCode: 'tankerEntryPermit',
        name: 'Nikos Tankerman',
        address: { street: 'Leoforos Spyrou Kyprianou 80', postcode: '6057', city: 'Larnaca' },
        token: session.token, emailCode: '123456', smsCode: null, idempotencyKey: session.token },
    });
    const used = 'This verification was already used to send your request. Verify your contact details again to send another.';
    environment.mock.resolve(start, {
      data: { startVisitorApplication: { application: null, userErrors: [{ code: 'SESSION_USED', field: 'token', message: used, retryAfterSeconds: null }] } },
    });
    await waitFor(() => expect(notifications.list().map((notification) => notification.message)).toContain(used));
    expect(await screen.findByLabelText('E-mail')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });
});
