import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { UnreadMessagesDialog } from './UnreadMessagesDialog';

const message = {
  __typename: 'ApplicationMessage',
  id: 'msg-1',
  text: 'Dear Ms Georgiou,\r\nthe connection is scheduled.',
  preview: 'Dear Ms Georgi…',
  date: '2026-11-19T03:00:00Z',
  applicationName: 'New water connection',
  applicationType: 1,
  portalApplicationId: 7,
  attachments: [{ attachmentId: 3, fileName: 'quotation.pdf', downloadUrl: '/files/message-attachment/3' }],
};

describe('UnreadMessagesDialog', () => {
  test('lists the unread messages read-only; opening one shows it whole, with its files, and marks it read', async () => {
    await setupI18n('en', ['messages']);
    const environment = createMockEnvironment();
    renderWithProviders(<UnreadMessagesDialog open onClose={() => undefined} />, { environment });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          viewer: {
            user: {
              id: 'user-1',
              unreadMessages: {
                totalCount: 1,
                edges: [{ cursor: 'c0', node: message }],
                pageInfo: { hasNextPage: false, endCursor: 'c0', hasPreviousPage: false, startCursor: 'c0' },
              },
            },
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Unread messages' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'New water connection' })).getAttribute('href')).toBe('/app/1/7');
    expect(screen.queryByRole('textbox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Dear Ms Georgi…/ }));
    expect(await screen.findByText(/the connection is scheduled/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download quotation.pdf' }).getAttribute('href')).toBe('/files/message-attachment/3');
    const open = environment.mock.getMostRecentOperation();
    expect(open.request.node.params.name).toBe('useOpenApplicationMessageMutation');
    expect(open.request.variables).toEqual({ input: { messageId: 'msg-1' } });
  });
});
