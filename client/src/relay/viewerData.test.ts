import { type Disposable, type Environment, type RequestParameters, commitLocalUpdate } from 'relay-runtime';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { notifications } from '../notifications/notificationStore';
import { createQueryRetainer } from '../router/queryRetainer';
import { currentEnvironment } from './environment';
import { endViewerData, environmentShown } from './viewerData';

const MARIA = 'VXNlcjptYXJpYQ==';
const HER_ACCOUNT = 'QWNjb3VudDoxMDAx';

/** Maria's records as her screens leave them: her user, her account, and the root's link to her. */
function signInMaria(environment: Environment): void {
  commitLocalUpdate(environment, (store) => {
    const user = store.create(MARIA, 'User');
    user.setValue('Maria Georgiou', 'name');
    const account = store.create(HER_ACCOUNT, 'Account');
    account.setValue('1001', 'accountKey');
    user.setLinkedRecords([account], 'accounts');
    const viewer = store.create('client:root:viewer', 'Viewer');
    viewer.setLinkedRecord(user, 'user');
    store.getRoot().setLinkedRecord(viewer, 'viewer');
  });
}

const recordIds = (environment: Environment) => environment.getStore().getSource().getRecordIDs();

function retainedQuery(environment: Environment): Disposable & { environment: Environment; disposed: boolean } {
  const query = { environment, disposed: false, dispose: () => void (query.disposed = true) };
  return query;
}

const subscription: RequestParameters = { id: 'unread', name: 'UnreadSubscription', operationKind: 'subscription', text: null, metadata: {} };

/** Opens the live stream a signed-in customer's shell holds; answers the request's abort signal. */
async function openLiveStream(environment: Environment): Promise<AbortSignal> {
  const signals: AbortSignal[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal);
      return new Promise<Response>(() => {});
    }),
  );
  environment.getNetwork().execute(subscription, {}, {}).subscribe({});
  await vi.waitFor(() => expect(signals).toHaveLength(1));
  return signals[0]!;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endViewerData', () => {
  test("after sign-out the next loaders find an empty store, and once the login page shows, nothing of the user's is left", async () => {
    const retainer = createQueryRetainer();
    const hers = currentEnvironment();
    signInMaria(hers);
    const accountsQuery = retainer.track(retainedQuery(hers));
    const stream = await openLiveStream(hers);
    notifications.notify('success', 'Payment for account 1001 received');
    const goTo = vi.fn();

    endViewerData(hers, goTo);

    expect(goTo).toHaveBeenCalledTimes(1);
    const next = currentEnvironment();
    expect(next).not.toBe(hers);
    expect(recordIds(next)).not.toContain(MARIA);
    expect(recordIds(next)).not.toContain(HER_ACCOUNT);
    expect(stream.aborted).toBe(true);
    // Her screen stays until the login page replaces it: it still reads her records meanwhile.
    expect(recordIds(hers)).toContain(MARIA);
    expect(accountsQuery.disposed).toBe(false);

    const loginQuery = retainer.track(retainedQuery(next));
    environmentShown(next);

    expect(recordIds(hers)).toEqual([]);
    expect(accountsQuery.disposed).toBe(true);
    expect(loginQuery.disposed).toBe(false);
    expect(notifications.list()).toEqual([]);
  });

  test('the ended environment keeps its records while the shell still shows it', () => {
    const hers = currentEnvironment();
    signInMaria(hers);
    endViewerData(hers, () => {});
    environmentShown(hers);
    expect(recordIds(hers)).toContain(MARIA);
    environmentShown(currentEnvironment());
    expect(recordIds(hers)).toEqual([]);
  });

  test('a session end reported twice (a screen and the live count) navigates once', () => {
    const hers = currentEnvironment();
    const goTo = vi.fn();
    endViewerData(hers, goTo);
    const next = currentEnvironment();
    endViewerData(hers, goTo);
    expect(goTo).toHaveBeenCalledTimes(1);
    expect(currentEnvironment()).toBe(next);
    environmentShown(next);
  });
});
