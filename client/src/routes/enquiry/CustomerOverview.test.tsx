import { screen, within } from '@testing-library/react';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { CustomerOverviewTestQuery } from './__generated__/CustomerOverviewTestQuery.graphql';
import { CustomerOverview } from './CustomerOverview';

const testQuery = graphql`
  query CustomerOverviewTestQuery @relay_test_operation {
    node(id: "customer") {
      ...CustomerOverview_customer @alias(as: "customer")
    }
  }
`;

const euros = (amount: string) => ({ amount, currencySymbol: '€' });
const ACCOUNT = { id: 'A1', accountKey: '100042' };
const OVERVIEW = {
  totals: { balance: euros('1234.50'), arrears: euros('310.00'), accountsInArrears: 1 },
  openDebtCases: [
    { account: ACCOUNT, debtCase: { id: 'D1', caseNumber: 'DM-000016', stage: 'DISCONNECTED', balance: euros('310.00') } },
    { account: ACCOUNT, debtCase: { id: 'D2', caseNumber: 'DM-000020', stage: 'REMINDER', balance: euros('40.00') } },
  ],
  openConsumptionAlerts: [{ account: ACCOUNT, alert: { id: 'L1', kind: 'LEAK', meterRef: 'M-77', periodFrom: '2026-03-01', periodTo: '2026-03-14' } }],
};

function Harness({ queryRef, canWorkDebtCases }: { queryRef: PreloadedQuery<CustomerOverviewTestQuery>; canWorkDebtCases: boolean }) {
  const data = usePreloadedQuery<CustomerOverviewTestQuery>(testQuery, queryRef);
  return data.node?.customer ? <CustomerOverview customer={data.node.customer} canWorkDebtCases={canWorkDebtCases} /> : null;
}

function renderOverview(overview: object, canWorkDebtCases = true) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<CustomerOverviewTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Node: () => ({ __typename: 'Customer', id: 'C1', overview }) }));
  return renderWithProviders(<Harness queryRef={queryRef} canWorkDebtCases={canWorkDebtCases} />, { environment });
}

describe('CustomerOverview (the customer 360° header)', () => {
  beforeEach(() => setupI18n('en', ['enquiry', 'enquiryTabs', 'consumptionAlerts']));

  test('shows balance and arrears, the open debt cases with a disconnected one standing out, and the alerts, each with a link to act', async () => {
    renderOverview(OVERVIEW);
    expect(await screen.findByTestId('overview-balance')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('overview-arrears')).toHaveTextContent('310.00');
    const [disconnected, reminder] = screen.getAllByTestId('overview-debt-case');
    expect(disconnected).toHaveTextContent('Disconnected');
    expect(disconnected?.className).toMatch(/border-red-700/);
    expect(reminder?.className).not.toMatch(/border-red-700/);
    expect(within(disconnected as HTMLElement).getByRole('link', { name: 'DM-000016' })).toHaveAttribute('href', '/dm/D1');
    const alert = screen.getByTestId('overview-alert');
    expect(alert).toHaveTextContent('Likely leak');
    expect(within(alert).getByRole('link', { name: 'Meter M-77' })).toHaveAttribute('href', '/enquiries/customers/C1/accounts/A1/readings');
  });

  test('without debt management a case leads to the debt cases of its account', async () => {
    renderOverview(OVERVIEW, false);
    expect(await screen.findByRole('link', { name: 'DM-000016' })).toHaveAttribute('href', '/enquiries/customers/C1/accounts/A1/debtCases');
  });

  test('a part the gateway could not read shows its own error and the others still show', async () => {
    renderOverview({ ...OVERVIEW, totals: null });
    expect(await screen.findByTestId('overview-money-error')).toHaveTextContent('This could not be read right now.');
    expect(screen.getAllByTestId('overview-debt-case')).toHaveLength(2);
    expect(screen.getByTestId('overview-alert')).toBeInTheDocument();
  });
});
