import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { routeQuery } from '../../../router/routeQuery';
import { renderScreen } from '../../../test/renderScreen';
import { setupI18n } from '../../../test/renderWithProviders';
import parameters from './__generated__/NotificationUnsubscribeScreenQuery$parameters';
import { unsubscribeScreen } from './NotificationUnsubscribeScreen';

const TOKEN = 'a'.repeat(43);
const query = routeQuery(parameters, { variables: ({ params }) => ({ token: params['token'] ?? '' }) });
const render = (kind: string | null) =>
  renderScreen(unsubscribeScreen, {
    query,
    path: '/notifications/unsubscribe/:token',
    entry: `/notifications/unsubscribe/${TOKEN}`,
    params: { token: TOKEN },
    resolvers: { Query: () => ({ notificationUnsubscribe: kind === null ? null : { kind } }) },
  });

describe('unsubscribe page', () => {
  beforeEach(() => setupI18n('en', ['notifications', 'auth']));

  test('names what the link stops and stops it with one button, then says so', async () => {
    const user = userEvent.setup();
    const { environment } = render('NEW_MESSAGE');
    expect(await screen.findByText('Stop messages about “New message”?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ token: TOKEN });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { unsubscribeNotifications: { kind: 'NEW_MESSAGE', userErrors: [] } } });
    });
    expect(screen.getByRole('status')).toHaveTextContent('You will no longer receive messages about “New message”.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  test('shows a refusal in place of the result', async () => {
    const user = userEvent.setup();
    const { environment } = render('ALERT');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { unsubscribeNotifications: { kind: null, userErrors: [{ code: 'RATE_LIMITED', message: 'Too many attempts' }] } } });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Too many attempts');
  });

  test('says a link that names nothing is not valid, with nothing to press', async () => {
    render(null);
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});
