import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountItem, PropertyItem } from '../../store/accounts.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

describe('account details, /Account/SelectAccount and /Property/GetItem', () => {
  let app: FastifyInstance;
  let maria: string;
  let andreas: string;
  beforeAll(async () => {
    app = await buildTestApi();
    maria = await signIn(app, 'maria@demo.test');
    andreas = await signIn(app, '99123456');
  });
  afterAll(() => app.close());

  const accounts = async (cookie: string) =>
    ((await post(app, '/Account/GetItems', {}, { cookie })).body as { items: AccountItem[] }).items;

  it('answers the 002 §3 details with the IBAN masked', async () => {
    for (const item of await accounts(maria)) {
      expect(item.consumerType).toMatch(/^(domestic|commercial|industrial|public)$/);
      expect(item.billingGroup).toMatch(/^BG\d{2}$/);
      expect(item.openedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.status).toMatch(/^(active|suspended|closed)$/);
      if (item.iban !== null) expect(item.iban).toMatch(/^CY\d{2} \*{4} \d{4}$/);
    }
  });

  it('selects a related account, which the profile and the list then show', async () => {
    const [first, second] = await accounts(maria);
    const selected = await post(app, '/Account/SelectAccount', { Value: second?.accountId }, { cookie: maria });
    expect(selected.body).toEqual({ status: 0, text: '' });
    expect((await accounts(maria)).map((item) => item.isSelected)).toEqual([false, true, false]);
    const profile = await post(app, '/account/GetProfileDetails', { Username: 'maria@demo.test' }, { cookie: maria });
    expect(profile.body.item).toMatchObject({ selectedAccount: second?.accountId, account: second?.accountKey });
    await post(app, '/Account/SelectAccount', { Value: first?.accountId }, { cookie: maria });
  });

  it('refuses another customer\'s account and refuses everything when isSelectAccount is off', async () => {
    const [theirs] = await accounts(andreas);
    const other = await post(app, '/Account/SelectAccount', { Value: theirs?.accountId }, { cookie: maria, 'accept-language': 'en' });
    expect(other.body).toMatchObject({ status: 1, text: 'Account not found' });
    await post(app, '/__dev/settings', { values: { isSelectAccount: false } });
    const [, second] = await accounts(maria);
    const off = await post(app, '/Account/SelectAccount', { Value: second?.accountId }, { cookie: maria, 'accept-language': 'en' });
    await post(app, '/__dev/reset-settings');
    expect(off.body).toMatchObject({ status: 1, text: 'Switching accounts is not offered' });
    expect((await accounts(maria)).map((item) => item.isSelected)).toEqual([true, false, false]);
  });

  it('answers a property only to users related to one of its accounts', async () => {
    const [home] = await accounts(maria);
    const mine = await post(app, '/Property/GetItem', { Value: home?.propertyId }, { cookie: maria });
    const item = mine.body.item as PropertyItem;
    expect(item).toMatchObject({ reference: home?.propertyReference, address: home?.address, ownerName: 'Maria Georgiou' });
    expect(item.plot).toMatch(/^\d+\/\d+$/);
    expect(item.tariffs.length).toBeGreaterThan(0);
    const [theirs] = await accounts(andreas);
    const refused = await post(app, '/Property/GetItem', { Value: theirs?.propertyId }, { cookie: maria, 'accept-language': 'en' });
    expect(refused.body).toEqual({ status: 1, text: 'Property not found' });
  });
});
