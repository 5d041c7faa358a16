import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { routeQuery } from '../../../router/routeQuery';
import { renderScreen } from '../../../test/renderScreen';
import { setupI18n } from '../../../test/renderWithProviders';
import parameters from './__generated__/NotificationSettingsScreenQuery$parameters';
import { notificationSettingsScreen } from './NotificationSettingsScreen';

const query = routeQuery(parameters);
const KINDS = ['BILL_ISSUED', 'PAYMENT_DUE', 'PAYMENT_OVERDUE', 'READING_DUE', 'APPLICATION_STATUS', 'NEW_MESSAGE', 'ALERT'];
const stored = KINDS.map((kind) => ({ kind, channel: kind === 'ALERT' ? 'NONE' : 'EMAIL' }));
const resolvers = { Viewer: () => ({ notificationPreferences: stored }) };

const render = () => renderScreen(notificationSettingsScreen, { query, path: '/account/notifications', resolvers });

async function chooseBothForNewMessages() {
  const user = userEvent.setup();
  const rendered = render();
  const group = await screen.findByRole('group', { name: 'New message' });
  await user.click(within(group).getByRole('radio', { name: 'SMS and e-mail' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return rendered;
}

describe('notification settings screen', () => {
  beforeEach(() => setupI18n('en', ['notifications']));

  test('shows one named group of channels per kind with the stored choice checked', async () => {
    render();
    expect(await screen.findAllByRole('group')).toHaveLength(KINDS.length);
    expect(within(screen.getByRole('group', { name: 'Service alert' })).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Bill issued' })).getByRole('radio', { name: 'E-mail' })).toBeChecked();
  });

  test('saves every kind with the channels chosen and says so', async () => {
    const { environment } = await chooseBothForNewMessages();
    const sent = environment.mock.getMostRecentOperation().request.variables['input'] as { preferences: Array<{ kind: string; channel: string }> };
    expect(sent.preferences).toHaveLength(KINDS.length);
    expect(sent.preferences.find((choice) => choice.kind === 'NEW_MESSAGE')).toEqual({ kind: 'NEW_MESSAGE', channel: 'BOTH' });
    const saved = sent.preferences;
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { saveNotificationPreferences: { preferences: saved, userErrors: [] } } });
    });
    expect(await screen.findByText('Your notification choices were saved.')).toBeInTheDocument();
  });

  test('keeps what was chosen when the save fails', async () => {
    const { environment } = await chooseBothForNewMessages();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('network down'));
    });
    expect(await screen.findByText(/^Your choices could not be saved\. They are still on the screen: try again\./)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'New message' })).getByRole('radio', { name: 'SMS and e-mail' })).toBeChecked();
  });

  test('shows a refusal\'s text and keeps the choice', async () => {
    const { environment } = await chooseBothForNewMessages();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { saveNotificationPreferences: { preferences: null, userErrors: [{ code: 'RATE_LIMITED', field: null, message: 'Too many attempts', retryAfterSeconds: null }] } },
      });
    });
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'New message' })).getByRole('radio', { name: 'SMS and e-mail' })).toBeChecked();
  });
});
