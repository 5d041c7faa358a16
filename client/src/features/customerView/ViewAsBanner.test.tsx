import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { minutesAndSeconds, secondsUntil } from './clock';
import { ViewAsBannerContent } from './ViewAsBanner';

const START = Date.parse('2026-03-01T08:00:00Z');

function render(leave = vi.fn()) {
  const expiresAt = new Date(START + 15 * 60_000).toISOString();
  const result = renderWithProviders(<ViewAsBannerContent customerName="Maria Georgiou" employeeName="Katerina Ioannou" expiresAt={expiresAt} leave={leave} />);
  return { ...result, leave };
}

describe('the staff view banner', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: START });
    await setupI18n('en', ['customerView']);
  });
  afterEach(() => vi.useRealTimers());

  test('names the customer, says read only, counts down and offers the way out, as a named region', async () => {
    render();
    const banner = await screen.findByRole('region', { name: 'Staff view' });
    expect(banner).toHaveTextContent('Viewing as Maria Georgiou');
    expect(banner).toHaveTextContent('read only');
    expect(screen.getByRole('timer')).toHaveTextContent('ends in 15:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('ends in 13:59');
    expect(screen.getByRole('button', { name: 'End view' })).toBeEnabled();
  });

  test('ending the view commits endCustomerView, then returns to the employee screens', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { environment, leave } = render();
    await user.click(await screen.findByRole('button', { name: 'End view' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('ViewAsBannerEndMutation');
    expect(leave).not.toHaveBeenCalled();
    act(() => environment.mock.resolve(operation, { data: { endCustomerView: { userErrors: [] } } }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  test('leaves by itself at the expiry', async () => {
    const { leave } = render();
    await screen.findByRole('timer');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15 * 60_000);
    });
    expect(leave).toHaveBeenCalled();
  });

  test('reads right to left in Arabic, the time left to right', async () => {
    await setupI18n('ar', ['customerView']);
    render();
    const banner = await screen.findByRole('region', { name: 'عرض الموظف' });
    expect(banner).toHaveTextContent('العرض باسم Maria Georgiou');
    expect(screen.getByText('15:00')).toHaveAttribute('dir', 'ltr');
  });

  test('formats the time left', () => {
    expect(minutesAndSeconds(899.4)).toBe('14:59');
    expect(minutesAndSeconds(-3)).toBe('00:00');
    expect(secondsUntil('2026-03-01T08:01:00Z', START)).toBe(60);
  });
});
