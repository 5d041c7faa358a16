import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_FLAGS } from '../../domain/constants.ts';
import { DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

describe('profile calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  it('answers HTTP 401 with status 3 without a session, in the request language', async () => {
    for (const url of ['/account/GetProfileStatus', '/account/GetProfileDetails', '/Account/GetItems', '/Account/GetItem']) {
      const answer = await post(app, url, {}, { 'accept-language': 'en' });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.body).toEqual({ status: 3, text: 'Your session has expired. Please sign in again.' });
    }
  });

  it('treats an unknown session cookie as no session', async () => {
    const answer = await post(app, '/account/GetProfileStatus', {}, { cookie: 'UTILITY_SESSION=forged' });
    expect(answer.statusCode).toBe(401);
  });

  it('returns the profile of the signed-in customer', async () => {
    const cookie = await signIn(app, 'maria@demo.test');
    const answer = await post(app, '/account/GetProfileDetails', { Username: 'maria@demo.test' }, { cookie });
    expect(answer.body.status).toBe(0);
    const item = answer.body.item as Record<string, unknown>;
    expect(item).toMatchObject({
      name: 'Maria Georgiou',
      role: 2,
      email: 'maria@demo.test',
      mobileNo: null,
      registrationType: 1,
      selectedAccount: 1,
      portalNewCs: false,
      portalGisAdmin: false,
      isFieldWorker: false,
    });
    expect(item.account).toMatch(/^\d{8}$/);
  });

  it('returns the mobile-registered profile by its mobile number', async () => {
    const cookie = await signIn(app, DEMO_CUSTOMER_MOBILE);
    const answer = await post(app, '/account/GetProfileDetails', { Username: DEMO_CUSTOMER_MOBILE }, { cookie });
    expect(answer.body.item).toMatchObject({ name: 'Andreas Christodoulou', registrationType: 2, mobileNo: DEMO_CUSTOMER_MOBILE, email: null });
  });

  it('gives the employee every feature flag (000 §6)', async () => {
    const cookie = await signIn(app, DEMO_EMPLOYEE_EMAIL);
    const answer = await post(app, '/account/GetProfileDetails', { Username: DEMO_EMPLOYEE_EMAIL }, { cookie });
    const item = answer.body.item as Record<string, unknown>;
    expect(item.role).toBe(1);
    for (const flag of EMPLOYEE_FLAGS) expect(item[flag], flag).toBe(true);
    expect(item).toMatchObject({ linkToWarehouse: true, warehouseId: 1, meterWarehouseId: 5 });
  });

  it('refuses another user\'s profile with status 1 "Access denied"', async () => {
    const cookie = await signIn(app, 'maria@demo.test');
    const answer = await post(
      app,
      '/account/GetProfileDetails',
      { Username: DEMO_EMPLOYEE_EMAIL },
      { cookie, 'accept-language': 'en' },
    );
    expect(answer.body).toEqual({ status: 1, text: 'Access denied' });
  });

  it('ends the session on logout', async () => {
    const cookie = await signIn(app, 'maria@demo.test');
    const logout = await post(app, '/account/Logout', {}, { cookie });
    expect(logout.body).toEqual({ status: 0, text: '' });
    expect(String(logout.headers['set-cookie'])).toMatch(/^UTILITY_SESSION=;/);
    expect((await post(app, '/account/GetProfileStatus', {}, { cookie })).statusCode).toBe(401);
  });
});
