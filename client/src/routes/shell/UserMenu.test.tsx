import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type PreloadedQuery, graphql, loadQuery, usePreloadedQuery } from 'react-relay/hooks';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { beforeEach, describe, expect, test } from 'vitest';
import { renderWithProviders, setupI18n } from '../../test/renderWithProviders';
import { recordIds, showNextEnvironment } from '../../test/viewerRecords';
import type { UserMenuTestQuery } from './__generated__/UserMenuTestQuery.graphql';
import { UserMenu } from './UserMenu';

const testQuery = graphql`
  query UserMenuTestQuery @relay_test_operation {
    viewer {
      user {
        ...UserMenu_user
      }
    }
  }
`;

function Harness({ queryRef }: { queryRef: PreloadedQuery<UserMenuTestQuery> }) {
  const data = usePreloadedQuery<UserMenuTestQuery>(testQuery, queryRef);
  return data.viewer.user ? <UserMenu user={data.viewer.user} /> : null;
}

/** Signs Maria out through the menu, the gateway confirming, and returns where the app went and the store. */
async function signOut() {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<UserMenuTestQuery>(environment, testQuery, {});
  environment.mock.resolveMostRecentOperation((operation) => MockPayloadGenerator.generate(operation, { User: () => ({ name: 'Maria Georgiou' }) }));
  const { router } = renderWithProviders(<Harness queryRef={queryRef} />, { environment });
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('user-menu'));
  await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
  environment.mock.resolveMostRecentOperation({ data: { logout: { viewer: { isAuthenticated: false } } } });
  await screen.findByTestId('location');
  return { path: router.state.location.pathname, environment };
}

describe('UserMenu sign-out', () => {
  beforeEach(() => setupI18n('en'));

  test('forgets the last login, so the next person at a shared computer finds the login form empty', async () => {
    window.localStorage.setItem('lastLoginEmail', 'maria@demo.test');
    window.localStorage.setItem('trustedComputer', 'false');
    expect((await signOut()).path).toBe('/login');
    expect(window.localStorage.getItem('lastLoginEmail')).toBeNull();
  });

  test('keeps the last login on a computer its user said to trust (000 §3)', async () => {
    window.localStorage.setItem('lastLoginEmail', 'maria@demo.test');
    window.localStorage.setItem('trustedComputer', 'true');
    expect((await signOut()).path).toBe('/login');
    expect(window.localStorage.getItem('lastLoginEmail')).toBe('maria@demo.test');
  });

  test("leaves none of Maria's records once the login page shows", async () => {
    const { environment } = await signOut();
    const maria = recordIds(environment).filter((id) => environment.getStore().getSource().get(id)?.['name'] === 'Maria Georgiou');
    expect(maria).toHaveLength(1);
    showNextEnvironment();
    expect(recordIds(environment)).toEqual([]);
  });
});
