import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS, createNotificationStore } from './notificationStore';
import { setupI18n } from '../test/renderWithProviders';
import { NotificationCenter } from './NotificationCenter';

describe('NotificationCenter (000 §8, §9)', () => {
  beforeEach(async () => {
    await setupI18n('en');
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('shows at most three, the newest pushing out the oldest', () => {
    const store = createNotificationStore();
    render(<NotificationCenter store={store} />);
    act(() => {
      ['one', 'two', 'three', 'four'].forEach((message) => store.notify('info', message));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const items = within(region).getAllByRole('status');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['two', 'three', 'four']);
  });

  test('each notification disappears after 10 seconds', () => {
    const store = createNotificationStore();
    render(<NotificationCenter store={store} />);
    act(() => {
      store.notify('success', 'saved');
    });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('saved');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('errors and warnings are alerts with the contact-support sentence; info is not', () => {
    const store = createNotificationStore();
    render(<NotificationCenter store={store} />);
    act(() => {
      store.notify('error', 'Saving failed.');
      store.notify('warn', 'Check the date.');
      store.notify('info', 'Saved as draft.');
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts.map((alert) => alert.querySelector('p')?.textContent)).toEqual([
      'Saving failed. If the problem persists please contact Support',
      'Check the date. If the problem persists please contact Support',
    ]);
    expect(screen.getByRole('status').querySelector('p')).toHaveTextContent(/^Saved as draft\.$/);
  });

  test('a notification can be dismissed before its time', () => {
    const store = createNotificationStore();
    render(<NotificationCenter store={store} />);
    act(() => {
      store.notify('warn', 'Check the date.');
    });
    act(() => {
      screen.getByRole('button', { name: 'Dismiss notification' }).click();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
