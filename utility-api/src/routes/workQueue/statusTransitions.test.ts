import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_EMAIL } from '../../seed/demoUsers.ts';
import { APPLICATION_STATUSES, type ApplicationItem } from '../../store/applications.ts';
import { buildTestApi, post, signIn } from '../../testing/testApi.ts';

let app: FastifyInstance;
let staff: string;
beforeAll(async () => {
  app = await buildTestApi();
  staff = await signIn(app, DEMO_EMPLOYEE_EMAIL);
});
afterAll(() => app.close());

const call = async (url: string, body: object) => (await post(app, url, body, { cookie: staff })).body as Record<string, unknown>;
const withStatus = async (status: number) => {
  const lists = await Promise.all([1, 2].map((kind) => call('/Application/GetItems', { Kind: kind, Status: status, Options: { PageSize: 100 } })));
  return lists.flatMap((list) => (list as { items: ApplicationItem[] }).items).filter((item) => item.familyStage === null);
};
const STATUSES = APPLICATION_STATUSES.map((_, index) => index);

describe('allowed status changes', () => {
  it('lists with each application exactly the changes /Application/ChangeStatus accepts', async () => {
    let checked = 0;
    for (const from of STATUSES) {
      const items = await withStatus(from);
      const first = items[0];
      if (first === undefined) continue;
      // Refusals change nothing, so one application answers for every refused target.
      for (const to of STATUSES.filter((status) => !first.allowedStatuses.includes(status))) {
        expect(await call('/Application/ChangeStatus', { ApplicationId: first.portalApplicationId, Status: to }), `${from} → ${to}`).toMatchObject({ status: 1 });
        checked += 1;
      }
      // Each accepted change moves its application on, so each allowed target takes another one of the same status.
      for (const [index, to] of first.allowedStatuses.entries()) {
        const item = items[index];
        if (item === undefined) break;
        expect(item.allowedStatuses).toEqual(first.allowedStatuses);
        const changed = (await call('/Application/ChangeStatus', { ApplicationId: item.portalApplicationId, Status: to })) as { status: number; item: ApplicationItem };
        expect(changed.status, `${from} → ${to}`).toBe(0);
        expect(changed.item.status).toBe(to);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(STATUSES.length * 4);
  });

  it('offers no change of a final status or of a family application', async () => {
    for (const final of [4, 6]) for (const item of await withStatus(final)) expect(item.allowedStatuses).toEqual([]);
    const lists = await Promise.all([1, 2].map((kind) => call('/Application/GetItems', { Kind: kind, Options: { PageSize: 100 } })));
    const family = lists.flatMap((list) => (list as { items: ApplicationItem[] }).items).find((item) => item.familyStage !== null);
    if (family !== undefined) expect(family.allowedStatuses).toEqual([]);
  });
});
