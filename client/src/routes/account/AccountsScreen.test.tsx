import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '../../notifications/notificationStore';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderScreen } from '../../test/renderScreen';
import { routeQuery } from '../../router/routeQuery';
import parameters from './__generated__/AccountsScreenQuery$parameters';
import { setupI18n } from '../../test/renderWithProviders';
import { accountsScreen } from './AccountsScreen';

const query = routeQuery(parameters);

let next = 0;
const account = () => {
  next += 1;
  return { id: `account-${next}`, accountKey: `1000000${next}`, relation: next === 3 ? 'REPRESENTATIVE' : 'OWNER', isSelected: next === 1, maskedIban: 'CY17 **** 1234' };
};

function render(isSelectAccount: boolean) {
  next = 0;
  return renderScreen(accountsScreen, { query,
    path: '/account',
    resolvers: {
      Settings: () => ({ isSelectAccount }),
      Property: () => ({ tariffs: ['W-SUPPLY', 'SEWERAGE'] }),
      AccountConnection: () => ({ totalCount: 3, edges: [{ node: account() }, { node: account() }, { node: account() }] }),
    },
  });
}

describe('accounts and properties (000 §2 /account)', () => {
  beforeEach(() => setupI18n('en', ['account']));

  test('marks the selected account and switches to another with its global id', async () => {
    const user = userEvent.setup();
    const { environment } = render(true);
    const cards = await screen.findAllByTestId('account-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveAttribute('data-selected', 'true');
    expect(within(cards[2]!).getByTestId('relation-badge')).toHaveTextContent('Representative');
    expect(within(cards[0]!).getByText('CY17 **** 1234')).toBeVisible();
    expect(within(cards[0]!).queryByRole('button', { name: /Switch to this account/ })).toBeNull();
    await user.click(within(cards[1]!).getByRole('button', { name: /Switch to this account/ }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({ accountId: 'account-2' });
  });

  test('the chosen account is marked at once, and the mark goes back when the gateway refuses the switch', async () => {
    const user = userEvent.setup();
    const { environment } = render(true);
    const cards = await screen.findAllByTestId('account-card');
    await user.click(within(cards[1]!).getByRole('button', { name: /Switch to this account/ }));
    expect(cards[1]).toHaveAttribute('data-selected', 'true');
    expect(cards[0]).not.toHaveAttribute('data-selected');
    const refusal = { field: null, code: 'NOT_FOUND', message: 'This account is no longer yours.' };
    act(() => environment.mock.resolveMostRecentOperation({ data: { selectAccount: { user: null, userErrors: [refusal] } } }));
    expect(cards[0]).toHaveAttribute('data-selected', 'true');
    expect(cards[1]).not.toHaveAttribute('data-selected');
    await waitFor(() => expect(notifications.list().map((item) => item.message)).toContain('This account is no longer yours.'));
  });

  test('offers no switch when the utility does not allow it (000 §3 isSelectAccount)', async () => {
    render(false);
    expect(await screen.findAllByTestId('account-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Switch to this account/ })).toBeNull();
  });
});
