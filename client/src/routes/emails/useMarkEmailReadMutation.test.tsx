import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { setupI18n } from '../../test/renderWithProviders';
import { useMarkEmailReadMutation } from './useMarkEmailReadMutation';

function renderMarkRead() {
  const environment = createMockEnvironment();
  commitLocalUpdate(environment, (store) => {
    store.create('email-1', 'Email').setValue('email-1', 'id').setValue(false, 'isRead');
  });
  const wrapper = ({ children }: { children: ReactNode }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>;
  const { result } = renderHook(() => useMarkEmailReadMutation(), { wrapper });
  const isRead = () => environment.getStore().getSource().get('email-1')?.['isRead'];
  return { environment, markRead: result.current, isRead };
}

describe('marking an e-mail read', () => {
  beforeEach(() => setupI18n('en'));

  test('shows it read at once and keeps it so when the gateway agrees', () => {
    const { environment, markRead, isRead } = renderMarkRead();
    act(() => markRead('email-1'));
    expect(isRead()).toBe(true);
    act(() => environment.mock.resolveMostRecentOperation({ data: { markEmailRead: { email: { id: 'email-1', isRead: true }, userErrors: [] } } }));
    expect(isRead()).toBe(true);
  });

  test('puts it back unread when the gateway refuses or the request fails', () => {
    const { environment, markRead, isRead } = renderMarkRead();
    act(() => markRead('email-1'));
    expect(isRead()).toBe(true);
    const refusal = { field: null, code: 'NOT_FOUND', message: 'No such e-mail' };
    act(() => environment.mock.resolveMostRecentOperation({ data: { markEmailRead: { email: null, userErrors: [refusal] } } }));
    expect(isRead()).toBe(false);
    act(() => markRead('email-1'));
    expect(isRead()).toBe(true);
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(isRead()).toBe(false);
  });
});
