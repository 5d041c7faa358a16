import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupI18n } from '../../../test/renderWithProviders';
import { AccountTabs } from './AccountTabs';
import { ACCOUNT_TABS } from './tabList';

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [{ path: '/enquiries/customers/:customerId/accounts/:accountId', element: <AccountTabs />, children: ACCOUNT_TABS.map((tab) => ({ path: tab, element: <p>{`${tab} panel`}</p> })) }],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AccountTabs', () => {
  beforeAll(() => setupI18n('en', ['enquiryTabs']));

  it('links every tab to its own URL under the account and marks the open one as the current page', async () => {
    renderAt('/enquiries/customers/C1/accounts/A1/debtCases');
    const nav = await screen.findByRole('navigation', { name: 'Account tabs' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ACCOUNT_TABS.map((tab) => `/enquiries/customers/C1/accounts/A1/${tab}`));
    expect(within(nav).getByRole('link', { name: 'Debt cases' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByText('debtCases panel')).toBeInTheDocument();
  });
});
