import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { BrowserNoticeField } from './BrowserNoticeField';
import { useNewMessageNotice } from './useNewMessageNotice';

/** The browser's Notification API, allowing or refusing as told. */
function fakeNotifications(answer: NotificationPermission) {
  const shown: Array<{ title: string; body?: string }> = [];
  const FakeNotification = Object.assign(
    function (title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body });
    },
    { permission: 'default' as NotificationPermission, requestPermission: vi.fn(async () => ((FakeNotification.permission = answer), answer)) },
  );
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

const hidden = (value: boolean) => Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
const text = (count: number) => ({ title: 'New message', body: `${count} unread` });

describe('the notification flag of local storage (000 §3)', () => {
  beforeEach(() => {
    setupI18n('en', ['notifications']);
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    hidden(false);
  });

  test('is set once the customer turns notices on and the browser allows them, and cleared when turned off', async () => {
    const user = userEvent.setup();
    fakeNotifications('granted');
    renderWithProviders(<BrowserNoticeField />);
    const box = await screen.findByRole('checkbox', { name: /Also show a notice in this browser/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    expect(box).toBeChecked();
    expect(window.localStorage.getItem('notification')).toBe('true');
    await user.click(box);
    expect(window.localStorage.getItem('notification')).toBe('false');
  });

  test('stays off when the browser refuses, and says how to allow it', async () => {
    const user = userEvent.setup();
    fakeNotifications('denied');
    renderWithProviders(<BrowserNoticeField />);
    await user.click(await screen.findByRole('checkbox', { name: /Also show a notice in this browser/ }));
    expect(screen.getByRole('checkbox', { name: /Also show a notice in this browser/ })).not.toBeChecked();
    expect(screen.getByText(/does not allow notices/)).toBeInTheDocument();
    expect(window.localStorage.getItem('notification')).toBe('false');
  });

  test('with the flag on, a new message in a background tab shows one notice; the first count and a visible tab none', () => {
    const { shown, FakeNotification } = fakeNotifications('granted');
    FakeNotification.permission = 'granted';
    window.localStorage.setItem('notification', 'true');
    hidden(true);
    const { rerender } = renderHook(({ count }) => useNewMessageNotice(count, text), { initialProps: { count: 1 as number | null } });
    expect(shown).toEqual([]);
    rerender({ count: 2 });
    expect(shown).toEqual([{ title: 'New message', body: '2 unread' }]);
    hidden(false);
    rerender({ count: 3 });
    expect(shown).toHaveLength(1);
    window.localStorage.setItem('notification', 'false');
    hidden(true);
    rerender({ count: 4 });
    expect(shown).toHaveLength(1);
  });
});
