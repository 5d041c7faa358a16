import { act, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, test } from 'vitest';
import { UnauthenticatedError } from '../../relay/errors';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { recordIds, showNextEnvironment, storeUserRecord } from '../../test/viewerRecords';
import { UnreadMessagesLink } from './UnreadMessagesLink';

function renderLink() {
  const environment = createMockEnvironment();
  renderWithProviders(<UnreadMessagesLink />, { environment });
  const push = async (count: number) => {
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.nextValue(environment.mock.getMostRecentOperation(), { data: { unreadMessageCount: count } }));
  };
  return { environment, push };
}

describe('UnreadMessagesLink', () => {
  test('shows the live count as a badge and a label, and announces changes politely', async () => {
    await setupI18n('en', ['emails']);
    const { push } = renderLink();
    await push(3);
    expect(await screen.findByRole('button', { name: '3 unread messages' })).toBeTruthy();
    expect(screen.getByTestId('unread-badge').textContent).toBe('3');
    expect(screen.getByRole('status').textContent).toBe('');

    await push(1);
    expect(await screen.findByRole('button', { name: '1 unread message' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 unread message');

    await push(0);
    expect(await screen.findByRole('button', { name: '0 unread messages' })).toBeTruthy();
    expect(screen.queryByTestId('unread-badge')).toBeNull();

    await push(120);
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('99+');
  });

  test('follows Arabic plural rules', async () => {
    await setupI18n('ar', ['emails']);
    const { push } = renderLink();
    await push(2);
    expect(await screen.findByRole('button', { name: 'رسالتان غير مقروءتين' })).toBeTruthy();
    await push(11);
    expect(await screen.findByRole('button', { name: '11 رسالة غير مقروءة' })).toBeTruthy();
  });

  test("goes to /login when the session has ended, and the user's records go once the next page shows", async () => {
    await setupI18n('en', ['emails']);
    const { environment } = renderLink();
    const user = storeUserRecord(environment);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new UnauthenticatedError('signed out')));
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(recordIds(environment)).toContain(user);
    showNextEnvironment();
    expect(recordIds(environment)).toEqual([]);
  });
});
