import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/open.ts';
import { outboxStore } from '../../store/outbox.ts';
import { seededImage } from '../../testing/seededDatabase.ts';
import { buildTestApi, post } from '../../testing/testApi.ts';

describe('development endpoints', () => {
  let dir: string;
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'utility-api-dev-'));
    const file = join(dir, 'utility.sqlite');
    writeFileSync(file, await seededImage());
    app = await buildTestApi({ dbFile: file });
    // A second connection stands in for the OTP flows that will write the outbox.
    db = openDatabase(file);
    const outbox = outboxStore(db);
    outbox.add({ channel: 'email', recipient: 'maria@demo.test', subject: 'Your code', body: 'Code 123456' });
    outbox.add({ channel: 'sms', recipient: '99123456', subject: null, body: 'Code <654321>' });
    outbox.add({ channel: 'email', recipient: 'maria@demo.test', subject: 'Your code', body: 'Code 111111' });
  });
  afterAll(async () => {
    db.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists the outbox newest first, optionally for one recipient', async () => {
    const all = (await app.inject({ method: 'GET', url: '/__dev/outbox' })).json<{ body: string }[]>();
    expect(all.map((message) => message.body)).toEqual(['Code 111111', 'Code <654321>', 'Code 123456']);
    const maria = await app.inject({ method: 'GET', url: '/__dev/outbox?recipient=Maria@demo.test' });
    expect(maria.json()).toEqual([
      expect.objectContaining({ channel: 'email', recipient: 'maria@demo.test', subject: 'Your code', body: 'Code 111111', createdAt: expect.any(String) }),
      expect.objectContaining({ body: 'Code 123456' }),
    ]);
  });

  it('renders the outbox as an escaped HTML table', async () => {
    const page = await app.inject({ method: 'GET', url: '/__dev/outbox.html' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<td>99123456</td>');
    expect(page.body).toContain('Code &#60;654321&#62;');
    expect(page.body).not.toContain('<654321>');
  });

  it('is not mounted without devEndpoints', async () => {
    const plain = await buildTestApi({ devEndpoints: false });
    for (const url of ['/__dev/outbox', '/__dev/outbox.html']) {
      expect((await plain.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const url of ['/__dev/settings', '/__dev/organisation-settings', '/__dev/reset-settings']) {
      const answer = await post(plain, url, { values: { isValid: false } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body.status).toBe(1);
    }
    expect((await post(plain, '/Utility/GetSettings')).body.value).toMatchObject({ isValid: true });
    await plain.close();
  });
});
