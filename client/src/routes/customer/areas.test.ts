import { describe, expect, test } from 'vitest';
import { expectLoadedOnNavigation } from '../../test/routeTables';
import { customerRoutePatcher, routes } from '../../router/router';
// eslint-disable-next-line no-restricted-imports -- the test keeps the customer and employee areas apart
import { EMPLOYEE_AREAS } from '../employee/areas';
import { CUSTOMER_AREAS, isCustomerPath } from './areas';
import { customerRoutes } from '../../router/customerRoutes';

const firstSegment = (path: string | undefined) => (path ?? '').split('/')[0] ?? '';

describe('the customer route table loads on the first navigation into a customer area', () => {
  test('CUSTOMER_AREAS names exactly the first segments of the customer routes, shared by no employee area', () => {
    expect(new Set(customerRoutes.map((route) => firstSegment(route.path)))).toEqual(CUSTOMER_AREAS);
    expect([...CUSTOMER_AREAS].filter((segment) => EMPLOYEE_AREAS.has(segment))).toEqual([]);
    // The table loaded from the start holds no customer screen: the login page never downloads their queries' ids.
    const startSegments = (routes[0]?.children ?? []).map((route) => route.path ?? '');
    expect(startSegments.filter((path) => customerRoutes.some((route) => route.path === path))).toEqual([]);
    expect(isCustomerPath('/app/3/12')).toBe(true);
    expect(isCustomerPath('/login')).toBe(false);
  });

  test('a router opened on a customer path matches its route after the patch; the login page loads nothing', async () => {
    await expectLoadedOnNavigation(customerRoutePatcher, customerRoutes, { outside: '/login', inside: ['/userHome', '/financial'], target: '/emails', targetRoute: 'emails' });
  });
});
