import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Environment } from 'relay-runtime';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LocaleCode } from '../../../i18n/locales';
import { renderWithProviders, setupI18n } from '../../../test/renderWithProviders';
import { BillInsightPanel, loadBillInsight } from './BillInsightPanel';

const money = (amount: string) => ({ amount, currencySymbol: '€' });

const comparison = (basis: string, overrides: object) => ({
  basis,
  baseline: { periodFrom: '2025-10-05', periodTo: '2025-11-04', consumption: 14, amount: money('28.85') },
  difference: money('12.76'),
  consumptionEffect: money('8.51'),
  tariffEffect: money('4.25'),
  daysEffect: money('0.00'),
  days: 30,
  baselineDays: 31,
  tariffChanged: true,
  unitPrice: money('1.35'),
  baselineUnitPrice: money('1.22'),
  ...overrides,
});

const ACCOUNT = {
  latestBill: {
    consumption: 20,
    consumptionUnit: 'm³',
    comparedWithPrevious: comparison('PREVIOUS_BILL', { difference: money('-3.10'), consumptionEffect: money('-3.10'), tariffEffect: money('0.00'), tariffChanged: false, baselineUnitPrice: money('1.35') }),
    comparedWithLastYear: comparison('SAME_PERIOD_LAST_YEAR', {}),
  },
  billForecast: {
    periodFrom: '2026-11-05',
    periodTo: '2026-12-04',
    days: 30,
    measuredDays: 4,
    measuredUntil: '2026-11-08',
    basis: 'READINGS',
    recentBills: 6,
    consumptionSoFar: 2.4,
    expectedConsumption: 18,
    consumptionUnit: 'm³',
    amount: money('34.45'),
    low: money('27.10'),
    high: money('41.90'),
  },
};

function renderPanel(account: object | Error) {
  const environment = createMockEnvironment();
  // The mock environment implements the runtime's Environment; its typings lag behind relay-runtime's.
  const queryRef = loadBillInsight(environment as unknown as Environment);
  if (account instanceof Error) environment.mock.rejectMostRecentOperation(account);
  else environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Account: () => account }));
  return renderWithProviders(<BillInsightPanel initialQueryRef={queryRef} />, { environment });
}

async function inLanguage(language: LocaleCode) {
  await setupI18n(language, ['billing', 'billInsight']);
}

describe('BillInsightPanel', () => {
  beforeEach(() => inLanguage('en'));

  test('explains both comparisons part by part in a table, with signed amounts that add up to the difference', async () => {
    renderPanel(ACCOUNT);
    const previous = await screen.findByTestId('comparison-PREVIOUS_BILL');
    expect(within(previous).getByText('Your latest bill is 3.10 € lower than the bill for 05/10/2025 – 04/11/2025 (28.85 €).')).toBeInTheDocument();
    const lastYear = within(screen.getByTestId('comparison-SAME_PERIOD_LAST_YEAR')).getByRole('table', { name: 'What makes up the difference, Against the same period last year' });
    const rows = within(lastYear).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Part', 'Change', 'Why'],
      ['ConsumptionUsed: 20 m³ (then 14 m³).', '+8.51 €', 'Used: 20 m³ (then 14 m³).'],
      ['TariffPrice per m³: 1.35 € (then 1.22 €).', '+4.25 €', 'Price per m³: 1.35 € (then 1.22 €).'],
      ['DaysDays in the period: 30 (then 31).', '0.00 €', 'Days in the period: 30 (then 31).'],
      ['Difference', '+12.76 €', ''],
    ]);
    expect(within(screen.getByTestId('comparison-PREVIOUS_BILL')).getByText('Same prices as then.', { selector: 'td' })).toBeInTheDocument();
  });

  test('gives the forecast with its range and says in one sentence how it was found', async () => {
    renderPanel(ACCOUNT);
    const forecast = await screen.findByTestId('bill-forecast');
    expect(within(forecast).getByRole('heading', { name: 'Your next bill (05/11/2026 – 04/12/2026)' })).toBeInTheDocument();
    expect(within(forecast).getByText('It will probably be about 34.45 €, most likely between 27.10 € and 41.90 €.')).toBeInTheDocument();
    expect(within(forecast).getByTestId('forecast-explanation')).toHaveTextContent(
      'Your readings up to 08/11/2026 measured 2.4 m³; for the rest of the period we assumed the same daily use, and the range assumes instead the lowest and the highest daily use of your last 6 bills.',
    );
  });

  test('says when there is nothing to compare or forecast', async () => {
    renderPanel({ latestBill: null, billForecast: null });
    expect(await screen.findByTestId('no-comparison')).toHaveTextContent('There is no bill to compare yet.');
    expect(screen.getByTestId('no-forecast')).toHaveTextContent('There is not enough data for a forecast yet.');
  });

  test('shows a failure in the panel with a retry that asks again', async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel(new Error('The utility service is unavailable.'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your bills cannot be compared right now: the utility's service did not answer.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { Account: () => ACCOUNT }));
    expect(await screen.findByTestId('bill-forecast')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('reads in Arabic with its plural forms and the grouping of its language', async () => {
    await inLanguage('ar');
    renderPanel(ACCOUNT);
    expect(await screen.findByTestId('forecast-explanation')).toHaveTextContent('آخر 6 فواتير');
    expect(screen.getByRole('heading', { name: 'لماذا تغيّرت فاتورتي؟' })).toBeInTheDocument();
  });
});
