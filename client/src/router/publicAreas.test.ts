import { describe, expect, test } from 'vitest';
import { expectLoadedOnNavigation } from '../test/routeTables';
import { EMPLOYEE_AREAS } from '../routes/employee/areas';
import { isPublicPath, PUBLIC_AREAS } from './publicAreas';
import { publicRoutes } from './publicRoutes';
import { publicRoutePatcher, routes } from './router';

const firstSegment = (path: string | undefined) => (path ?? '').split('/')[0] ?? '';

describe('the public route table loads on the first navigation into one of its areas', () => {
  test('PUBLIC_AREAS names exactly the first segments of the public routes; the start table holds login, registration and errors only', () => {
    expect(new Set(publicRoutes.map((route) => firstSegment(route.path)))).toEqual(PUBLIC_AREAS);
    expect([...PUBLIC_AREAS].filter((segment) => EMPLOYEE_AREAS.has(segment))).toEqual([]);
    expect((routes[0]?.children ?? []).flatMap((route) => (route.index ? [] : [route.path]))).toEqual(['login', 'register', 'errorpage', '*']);
    expect(isPublicPath('/verify/abc')).toBe(true);
    expect(isPublicPath('/login')).toBe(false);
  });

  test('a router opened on a public path matches its route after the patch; the login page loads nothing', async () => {
    await expectLoadedOnNavigation(publicRoutePatcher, publicRoutes, { outside: '/login', inside: ['/support', '/ebill'], target: '/activate/abc', targetRoute: 'activate/:code' });
  });
});
