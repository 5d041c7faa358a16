import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import type { LocaleCode } from '../../i18n/locales';
import { routeQuery } from '../../router/routeQuery';
import { renderScreen } from '../../test/renderScreen';
import { setupI18n } from '../../test/renderWithProviders';
import parameters from './__generated__/ConsumptionAlertScreenQuery$parameters';
import { consumptionAlertScreen } from './ConsumptionAlertScreen';

const query = routeQuery(parameters, { variables: ({ params }) => ({ id: params['alertId'] ?? '' }) });

const nights = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
const LEAK = {
  __typename: 'ConsumptionAlert',
  id: 'alert-1',
  kind: 'LEAK',
  status: 'OPEN',
  meterRef: 'M0000001',
  periodFrom: '2026-11-21',
  periodTo: '2026-11-23',
  evidence: { unit: 'CUBIC_METRE', threshold: 0.005, points: nights.map((label, index) => ({ label, value: index === 0 ? 0 : 0.012, unit: 'CUBIC_METRE' })) },
  visitApplication: null,
};

async function render(language: LocaleCode) {
  await setupI18n(language, ['consumptionAlerts', 'readings']);
  return renderScreen(consumptionAlertScreen, { query, path: '/app/alerts/:alertId', entry: '/app/alerts/alert-1', params: { alertId: 'alert-1' }, resolvers: { Node: () => LEAK, ConsumptionAlert: () => LEAK } });
}

describe('a consumption alert (/app/alerts/{id})', () => {
  beforeEach(() => setupI18n('en', ['consumptionAlerts', 'readings']));

  test('explains the leak and shows its evidence as a chart with its threshold and as a table', async () => {
    await render('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Likely leak' })).toBeVisible();
    expect(screen.getByText('Water kept flowing through every night from 21/11/2026 to 23/11/2026 on meter \u2068M0000001\u2069.')).toBeVisible();
    expect(screen.getByTestId('chart-threshold')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Smallest half hour of each night (\u206801:00–05:00\u2069), in m³.' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Night of', 'Quantity (m³)', 'Above the line'],
      ['20/11/2026', '0.000', 'No'],
      ['21/11/2026', '0.012', 'Yes'],
      ['22/11/2026', '0.012', 'Yes'],
      ['23/11/2026', '0.012', 'Yes'],
    ]);
  });

  test('asks for a visit after confirming, then links to the application it opened', async () => {
    const user = userEvent.setup();
    const { environment } = await render('en');
    await user.click(await screen.findByRole('button', { name: 'Ask for a visit' }));
    await user.click(screen.getByTestId('confirm-action'));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ alertId: 'alert-1' });
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      RequestVisitForAlertPayload: () => ({ userErrors: [], alert: { ...LEAK, status: 'VISIT_REQUESTED', visitApplication: { applicationType: 11, portalApplicationId: 42, name: 'Likely leak – meter M0000001' } } }),
    }));
    expect(await screen.findByText('You asked for a visit.')).toBeVisible();
    expect(screen.getByRole('link', { name: /^Open your application/ })).toHaveAttribute('href', '/app/11/42');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });

  test('speaks Arabic with the chart mirrored', async () => {
    await render('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تسرب محتمل' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'اطلب زيارة' })).toBeVisible();
    // Time runs from the start side: in right-to-left the first night's label is at the right.
    const labels = [...screen.getByTestId('consumption-bars').querySelectorAll('text')].filter((text) => /\d\d\/\d\d$/.test(text.textContent ?? ''));
    const x = (text: Element | undefined) => Number(text?.getAttribute('x'));
    expect(x(labels[0])).toBeGreaterThan(x(labels.at(-1)));
  });
});
