import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { StatementRangePicker } from './StatementRangePicker';

const range = { preset: 'last3Months', from: '2026-08-23', to: '2026-11-22' } as const;

describe('StatementRangePicker', () => {
  beforeEach(() => setupI18n('en', ['billing']));

  test('offers the presets of 002 §9 and puts the chosen one in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<StatementRangePicker range={range} />, { path: '/financial', entry: '/financial?tab=statement' });
    const period = await screen.findByLabelText('Period');
    expect([...(period as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Today', 'Last 5 days', 'Last 10 days', 'Last 20 days', 'Last 30 days', 'Current month', 'Previous month',
      'Last 2 months', 'Last 3 months', 'Last 6 months', 'Last 12 months', 'Custom period',
    ]);
    await user.selectOptions(period, 'previousMonth');
    expect(router.state.location.search).toBe('?tab=statement&range=previousMonth');
  });

  test('a custom range ending before it starts shows the error on the end field and keeps the typed days', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<StatementRangePicker range={range} />, { path: '/financial', entry: '/financial' });
    await user.selectOptions(await screen.findByLabelText('Period'), 'custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveValue('23/08/2026');
    await user.clear(from);
    await user.type(from, '31/03/2026');
    await user.clear(to);
    await user.type(to, '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end date must not be before the start date.');
    expect(from).toHaveValue('31/03/2026');
    expect(to).toHaveValue('01/03/2026');
    expect(router.state.location.search).toBe('');

    await user.clear(to);
    await user.type(to, '30/04/2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?range=custom&from=2026-03-31&to=2026-04-30');
  });
});
