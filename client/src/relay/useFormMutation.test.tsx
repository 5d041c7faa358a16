import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { notifications } from '../notifications/notificationStore';
// eslint-disable-next-line no-restricted-imports -- a real mutation document of the client exercises the hook
import markEmailRead, { type useMarkEmailReadMutation as Mutation } from '../routes/emails/__generated__/useMarkEmailReadMutation.graphql';
import { ViewOnlyProvider } from '../components/viewOnly';
import { setupI18n } from '../test/renderWithProviders';
import { ViewOnlyError } from './errors';
import { type MutationOutcome, useFormMutation } from './useFormMutation';

type Payload = Mutation['response']['markEmailRead'];

function renderMutation(failed?: (error: Error) => string, { viewOnly = false, ...options }: { viewOnly?: boolean; reportRefusals?: boolean; allowedWhileViewing?: boolean } = {}) {
  const environment = createMockEnvironment();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RelayEnvironmentProvider environment={environment}>
      <ViewOnlyProvider viewOnly={viewOnly}>{children}</ViewOnlyProvider>
    </RelayEnvironmentProvider>
  );
  const hook = renderHook(() => useFormMutation<Mutation, Payload>(markEmailRead, { payload: (response) => response.markEmailRead, fields: ['emailId'], ...(failed ? { failed } : {}), ...options }), { wrapper });
  return { environment, hook };
}

const texts = () => notifications.list().map((notification) => notification.message);

beforeEach(async () => {
  await setupI18n('en');
  notifications.list().forEach((notification) => notifications.dismiss(notification.id));
});

describe('useFormMutation', () => {
  test('a done mutation resolves with its payload; it is in flight until the answer arrives', async () => {
    const { environment, hook } = renderMutation();
    let outcome: Promise<MutationOutcome<Payload>> | undefined;
    act(() => {
      outcome = hook.result.current.run({ input: { emailId: 'e1' } });
    });
    expect(hook.result.current.inFlight).toBe(true);
    act(() => environment.mock.resolveMostRecentOperation({ data: { markEmailRead: { email: { id: 'e1', isRead: true }, userErrors: [] } } }));
    await expect(outcome).resolves.toEqual({ status: 'done', payload: { email: { id: 'e1', isRead: true }, userErrors: [] }, fieldErrors: {} });
    await waitFor(() => expect(hook.result.current.inFlight).toBe(false));
  });

  test('userErrors about a shown field go beside it, the others become notifications', async () => {
    const { environment, hook } = renderMutation();
    let outcome: Promise<MutationOutcome<Payload>> | undefined;
    act(() => {
      outcome = hook.result.current.run({ input: { emailId: 'e1' } });
    });
    const userErrors = [
      { field: 'emailId', code: 'NOT_FOUND', message: 'No such e-mail' },
      { field: null, code: 'UPSTREAM_REFUSED', message: 'The utility refused' },
    ];
    act(() => environment.mock.resolveMostRecentOperation({ data: { markEmailRead: { email: null, userErrors } } }));
    await expect(outcome).resolves.toMatchObject({ status: 'refused', fieldErrors: { emailId: 'No such e-mail' } });
    await waitFor(() => expect(hook.result.current.fieldErrors).toEqual({ emailId: 'No such e-mail' }));
    expect(texts()).toEqual(['The utility refused']);
  });

  test("a failed request is told with the screen's text and resolves as failed, never rejects", async () => {
    const { environment, hook } = renderMutation((error) => `Not sent: ${error.message}`);
    let outcome: Promise<MutationOutcome<Payload>> | undefined;
    act(() => {
      outcome = hook.result.current.run({ input: { emailId: 'e1' } });
    });
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    await expect(outcome).resolves.toMatchObject({ status: 'failed' });
    expect(texts()).toEqual(['Not sent: offline']);
  });

  test('during a staff view nothing is sent: the change fails at once with the view-only text', async () => {
    const { environment, hook } = renderMutation((error) => `Not sent: ${error.message}`, { viewOnly: true });
    let outcome: MutationOutcome<Payload> | undefined;
    await act(async () => {
      outcome = await hook.result.current.run({ input: { emailId: 'e1' } });
    });
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome?.status === 'failed' && outcome.error).toBeInstanceOf(ViewOnlyError);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(texts()).toEqual(['You are viewing as the customer: changes are off.']);
  });

  test('during a staff view a change the screen makes by itself (a message opened) is skipped silently', async () => {
    const { environment, hook } = renderMutation(undefined, { viewOnly: true, reportRefusals: false });
    await act(async () => {
      await hook.result.current.run({ input: { emailId: 'e1' } });
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(texts()).toEqual([]);
  });

  test('the mutations a staff view allows (ending it) are still sent', () => {
    const { environment, hook } = renderMutation(undefined, { viewOnly: true, allowedWhileViewing: true });
    act(() => {
      void hook.result.current.run({ input: { emailId: 'e1' } });
    });
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });
});
