import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { NotificationCenter } from '../../notifications/NotificationCenter';
import { NetworkError } from '../../relay/errors';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import type { MessagesPanelTestQuery } from './__generated__/MessagesPanelTestQuery.graphql';
import { ALL_MESSAGE_PERMISSIONS, type MessagePermissions, NO_MESSAGE_PERMISSIONS } from './messagePermissions';
import { MessagesPanel } from './MessagesPanel';

const testQuery = graphql`
  query MessagesPanelTestQuery @relay_test_operation {
    node(id: "app-1") {
      ...MessagesPanel_application @alias(as: "application")
    }
  }
`;

function Harness({ queryRef, permissions }: { queryRef: PreloadedQuery<MessagesPanelTestQuery>; permissions: MessagePermissions }) {
  const data = usePreloadedQuery<MessagesPanelTestQuery>(testQuery, queryRef);
  return data.node?.application ? <MessagesPanel application={data.node.application} permissions={permissions} /> : null;
}

const ownUnread = {
  id: 'msg-1',
  preview: 'Please call m…',
  text: 'Please call me in the morning.',
  date: '2026-11-19T09:05:00',
  fromCustomer: true,
  unread: true,
  editable: true,
  applicationName: 'New water connection',
  attachments: [{ attachmentId: 3, fileName: 'plan.pdf', downloadUrl: '/files/message-attachment/3' }],
};

function renderPanel(permissions: MessagePermissions, messages: { loadProblem?: string | null; hasNextPage?: boolean } = {}) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<MessagesPanelTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Node: () => ({ __typename: 'Application', id: 'app-1' }),
      Application: () => ({ id: 'app-1' }),
      ApplicationMessageConnection: () => ({
        totalCount: messages.loadProblem ? 0 : 6,
        loadProblem: messages.loadProblem ?? null,
        edges: messages.loadProblem ? [] : [{ cursor: 'c0', node: ownUnread }],
        pageInfo: { hasNextPage: messages.hasNextPage ?? false, endCursor: 'c0', hasPreviousPage: false, startCursor: 'c0' },
      }),
      ApplicationMessage: () => ownUnread,
    }),
  );
  const rendered = renderWithProviders(
    <>
      <Harness queryRef={queryRef} permissions={permissions} />
      <NotificationCenter />
    </>,
    { environment, path: '/app/:type/:id', entry: '/app/1/7' },
  );
  return { ...rendered, environment };
}

describe('the messages panel grants of its host (002 §2, §6)', () => {
  beforeEach(() => setupI18n('en', ['messages']));

  test('without grants: no new-message form, no edit or delete, files named but not downloadable', async () => {
    const user = userEvent.setup();
    renderPanel(NO_MESSAGE_PERMISSIONS);
    await user.click(await screen.findByRole('button', { name: /Please call m…/ }));
    expect(await screen.findByText('plan.pdf')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download plan.pdf' })).toBeNull();
    expect(screen.queryByLabelText('New message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  test('each grant opens its own part: add, delete without edit, download', async () => {
    const user = userEvent.setup();
    renderPanel({ ...NO_MESSAGE_PERMISSIONS, add: true, delete: true, attachmentDownload: true });
    expect(await screen.findByLabelText('New message')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Please call m…/ }));
    expect(await screen.findByRole('link', { name: 'Download plan.pdf' })).toHaveAttribute('href', '/files/message-attachment/3');
  });
});

describe('a message list that fails (002 §8)', () => {
  beforeEach(() => setupI18n('en', ['messages']));

  test('a refused list is empty and warns with the utility text and the Support suffix', async () => {
    renderPanel(ALL_MESSAGE_PERMISSIONS, { loadProblem: 'The messages cannot be read right now.' });
    expect(await screen.findByText('The messages cannot be read right now. If the problem persists please contact Support', { exact: false })).toBeVisible();
    expect(screen.getByTestId('messages-count')).toHaveTextContent('0 messages');
    expect(screen.queryAllByTestId('message-item')).toHaveLength(0);
  });

  test('a network failure while paging sends the user to /login', async () => {
    const user = userEvent.setup();
    const { environment, router } = renderPanel(ALL_MESSAGE_PERMISSIONS, { hasNextPage: true });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    act(() => environment.mock.rejectMostRecentOperation(new NetworkError('offline')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
