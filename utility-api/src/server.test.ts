import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildUtilityApi, startUtilityApi } from './server.ts';
import { seededImage } from './testing/seededDatabase.ts';
import { buildTestApi, post } from './testing/testApi.ts';

describe('envelope on failures', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApi({ logLevel: 'silent' });
    app.post('/__test/boom', async () => {
      throw new Error('secret database detail');
    });
  });
  afterAll(() => app.close());

  it('answers unknown paths with HTTP 404 status 1', async () => {
    const answer = await post(app, '/Utility/NoSuchCall', {}, { 'accept-language': 'en' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toEqual({ status: 1, text: 'Requested page not found' });
  });

  it('answers unexpected failures with HTTP 500 status 1 without internals', async () => {
    const answer = await post(app, '/__test/boom', {}, { 'accept-language': 'en' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body.status).toBe(1);
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });

  it('answers malformed JSON with HTTP 400 status 2', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/Utility/GetMessage',
      headers: { 'content-type': 'application/json' },
      payload: '{"TextId": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 2 });
  });

  it('refuses prototype poisoning in JSON bodies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/__dev/settings',
      headers: { 'content-type': 'application/json' },
      payload: '{"values": {"__proto__": {"isValid": false}}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 2 });
  });

  it('accepts parameterless calls with an empty JSON body or no body at all', async () => {
    const empty = await app.inject({ method: 'POST', url: '/Utility/GetSettings', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.json()).toMatchObject({ status: 0 });
    const none = await app.inject({ method: 'POST', url: '/Utility/GetPasswordMinimumLength' });
    expect(none.json()).toEqual({ status: 0, text: '', value: 8 });
  });

  it('matches paths case-insensitively like the legacy backend', async () => {
    expect((await post(app, '/utility/getsettings')).body.status).toBe(0);
  });
});

describe('startUtilityApi', () => {
  it('listens on an ephemeral port and serves real HTTP with cookies', async () => {
    const api = await startUtilityApi({ dbFile: await seededImage() });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const login = await fetch(`${api.url}/account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ Email: 'staff@demo.test', Password: 'Demo-2026!' }),
      });
      expect(await login.json()).toEqual({ status: 0, text: '' });
      const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const status = await fetch(`${api.url}/account/GetProfileStatus`, { method: 'POST', headers: { cookie } });
      expect(await status.json()).toEqual({ status: 0, text: '', userEmail: 'staff@demo.test' });
    } finally {
      await api.close();
    }
  });
});

describe('buildUtilityApi without demo data', () => {
  it('leaves a new database without the demo logins, for the contract document (openApi.ts)', async () => {
    const app = await buildUtilityApi({ dbFile: ':memory:', demoData: false, logLevel: 'silent' });
    try {
      const login = await post(app, '/account/Login', { Email: 'maria@demo.test', Password: 'Demo-2026!' });
      expect(login.body.status).not.toBe(0);
      expect((await post(app, '/Utility/GetSettings')).body.status).toBe(0);
    } finally {
      await app.close();
    }
  });
});
