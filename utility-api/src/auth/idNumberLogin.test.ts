import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoUsers.ts';
import { buildTestApi, post, sessionCookieOf } from '../testing/testApi.ts';

const login = (app: FastifyInstance, Email: string) => post(app, '/account/Login', { Email, Password: DEMO_PASSWORD });
/** The account numbers the session reaches: whose login it is. */
const accountKeys = async (app: FastifyInstance, answer: Awaited<ReturnType<typeof login>>) => {
  const items = (await post(app, '/Account/GetItems', {}, { cookie: sessionCookieOf(answer) })).body.items as Array<{ accountKey: string }>;
  return items.map((item) => item.accountKey);
};

describe('signing in with an id number (001 §5: all digits, matching the settings\' pattern)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi();
  });
  afterAll(() => app.close());

  it('finds the customer by the id number the demo pattern (6 or 7 digits) recognises, spaces and hyphens left out', async () => {
    const answer = await login(app, ' 102-3456 ');
    expect(answer.body.status).toBe(0);
    // Maria's (README demo logins: her home account is the first).
    expect(await accountKeys(app, answer)).toContain('10000012');
    // Eight digits are a mobile number still.
    expect((await login(app, '99123456')).body.status).toBe(0);
  });

  it('treats every all-digit identifier as a mobile number when the utility sets no pattern', async () => {
    await post(app, '/__dev/settings', { values: { customerIdNoRegExpr: null } });
    try {
      expect((await login(app, '1023456')).body.status).not.toBe(0);
      expect((await login(app, '99123456')).body.status).toBe(0);
    } finally {
      await post(app, '/__dev/reset-settings', {});
    }
  });
});
