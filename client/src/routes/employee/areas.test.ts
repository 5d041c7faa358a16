import { describe, expect, test } from 'vitest';
import { expectLoadedOnNavigation } from '../../test/routeTables';
import { employeeRoutePatcher, routes } from '../../router/router';
import { EMPLOYEE_AREAS, isEmployeePath } from './areas';
import { employeeRoutes } from '../../router/employeeRoutes';

const firstSegment = (path: string | undefined) => (path ?? '').split('/')[0] ?? '';

describe('the employee route table loads on the first navigation into an employee area', () => {
  test('EMPLOYEE_AREAS names exactly the first segments of the employee routes, and no customer route shares one', () => {
    expect(new Set(employeeRoutes.map((route) => firstSegment(route.path)))).toEqual(EMPLOYEE_AREAS);
    const customerSegments = (routes[0]?.children ?? []).map((route) => firstSegment(route.path));
    expect(customerSegments.filter((segment) => EMPLOYEE_AREAS.has(segment))).toEqual([]);
    expect(isEmployeePath('/enquiries/meters/1')).toBe(true);
    expect(isEmployeePath('/userHome')).toBe(false);
  });

  test('a router opened on an employee path matches its route after the patch; a customer path loads nothing', async () => {
    await expectLoadedOnNavigation(employeeRoutePatcher, employeeRoutes, { outside: '/userHome', inside: ['/enquiries', '/webgis'], target: '/dm', targetRoute: 'dm' });
  });
});
