import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_STATUS } from './refusals.ts';
import { familyTestApi, type FamilyTestApi } from './testing/familyTestApi.ts';

let api: FamilyTestApi;
beforeAll(async () => {
  api = await familyTestApi();
});
afterAll(() => api.app.close());

interface Item {
  stage: string;
  editable: boolean;
  history: Array<{ stage: string; changedBy: string; comment: string | null; changedOn: string }>;
  availableDecisions: string[];
  issuedDocument: { reference: string; verificationCode: string; issuedOn: string; validUntil: string | null } | null;
}
const item = async (id: number, cookie = api.staff) => ((await api.call(cookie, '/FamilyApplication/GetItem', { PortalApplicationId: id })) as { item: Item }).item;
const application = async (id: number, cookie = api.staff) =>
  ((await api.call(cookie, '/Application/GetItem', { Value: id })) as { item: { status: number; updatedOn: string; unreadMessages: number } }).item;
const NOT_NOW = { status: FAMILY_STATUS.actionNotAllowed, text: 'This action is not possible at this stage of the application' };

describe('/FamilyApplication/Decide', () => {
  it('is for employees of the customer-service queue only', async () => {
    const id = await api.submitted();
    expect(await api.decide(api.maria, id, 'APPROVE')).toMatchObject({ status: 4 });
    expect(await api.decide(api.field, id, 'APPROVE')).toMatchObject({ status: 4 });
    expect(await api.call(api.field, '/FamilyApplication/GetItem', { PortalApplicationId: id })).toEqual({ status: 1, text: 'Application not found' });
    expect(await api.call(api.andreas, '/FamilyApplication/GetItem', { PortalApplicationId: id })).toEqual({ status: 1, text: 'Application not found' });
    expect(await api.decide(api.staff, 999_999, 'APPROVE')).toEqual({ status: 1, text: 'Application not found' });
    expect((await item(id)).stage).toBe('SUBMITTED');
  });

  it('lists a family application with its stage, so a list needs no read of each application', async () => {
    const id = await api.submitted();
    const listed = (await api.call(api.maria, '/Application/GetItems', { Options: { PageSize: 100, Page: 1 } })) as { items: Array<{ portalApplicationId: number; familyStage: string | null }> };
    expect(listed.items.find((entry) => entry.portalApplicationId === id)?.familyStage).toBe('SUBMITTED');
    expect(listed.items.filter((entry) => entry.portalApplicationId !== id).map((entry) => entry.familyStage)).toContain(null);
    await api.decide(api.staff, id, 'APPROVE');
    const again = (await api.call(api.staff, '/Application/GetItem', { Value: id })) as { item: { familyStage: string | null } };
    expect(again.item.familyStage).toBe('APPROVED');
  });

  it('sends changes back with a message, the applicant edits and submits again', async () => {
    const id = await api.submitted();
    expect(await api.decide(api.staff, id, 'REQUEST_CHANGES')).toEqual({ status: FAMILY_STATUS.commentRequired, text: 'Write a message to the applicant for this decision' });
    expect(await api.decide(api.staff, id, 'REQUEST_CHANGES', '  ', 'el')).toMatchObject({ status: FAMILY_STATUS.commentRequired, text: 'Γράψτε μήνυμα προς τον αιτητή για αυτή την απόφαση' });
    const unreadBefore = (await api.call(api.maria, '/ApplicationMessage/GetUnreadItemsCount')).count as number;
    api.clock.advanceSeconds(60);
    expect(await api.decide(api.staff, id, 'REQUEST_CHANGES', 'Please give the site address.')).toEqual({ status: 0, text: '', stage: 'CHANGES_REQUESTED' });
    const messages = (await api.call(api.maria, '/ApplicationMessage/GetItems', { PortalApplicationId: id })) as { items: Array<{ message: string; customerMessage: boolean; unread: boolean }> };
    expect(messages.items[0]).toMatchObject({ message: 'Please give the site address.', customerMessage: false, unread: true });
    expect((await api.call(api.maria, '/ApplicationMessage/GetUnreadItemsCount')).count).toBe(unreadBefore + 1);
    expect(await application(id, api.maria)).toMatchObject({ status: 7, updatedOn: '2026-03-01T08:01:00.000Z' });
    const mine = await item(id, api.maria);
    expect(mine).toMatchObject({ stage: 'CHANGES_REQUESTED', editable: true, availableDecisions: [] });
    expect(mine.history.map((change) => [change.stage, change.changedBy, change.comment])).toEqual([
      ['SAVED', 'Maria Georgiou', null],
      ['SUBMITTED', 'Maria Georgiou', null],
      ['CHANGES_REQUESTED', expect.any(String), 'Please give the site address.'],
    ]);
    expect(await api.call(api.maria, '/FamilyApplication/Save', { Code: 'testPermit', PortalApplicationId: id, Values: { volume: '10' } })).toMatchObject({ status: 0 });
    expect(await api.call(api.maria, '/FamilyApplication/Submit', { PortalApplicationId: id })).toEqual({ status: 0, text: '', stage: 'SUBMITTED' });
  });

  it('walks a family with a fee due before issue: approve, ask for payment, refuse issue until paid', async () => {
    const id = await api.submitted();
    expect(await api.decide(api.staff, id, 'REQUEST_PAYMENT')).toEqual(NOT_NOW);
    expect(await api.decide(api.staff, id, 'ISSUE')).toEqual(NOT_NOW);
    expect((await item(id)).availableDecisions).toEqual(['REQUEST_CHANGES', 'APPROVE', 'REJECT']);
    expect(await api.decide(api.staff, id, 'APPROVE')).toEqual({ status: 0, text: '', stage: 'APPROVED' });
    expect((await application(id)).status).toBe(2);
    expect(await api.decide(api.staff, id, 'APPROVE')).toEqual(NOT_NOW);
    expect(await api.decide(api.staff, id, 'ISSUE')).toEqual(NOT_NOW);
    expect(await api.decide(api.staff, id, 'REQUEST_CHANGES', 'Too late')).toEqual(NOT_NOW);
    expect(await api.decide(api.staff, id, 'REQUEST_PAYMENT')).toEqual({ status: 0, text: '', stage: 'AWAITING_PAYMENT' });
    expect(await api.decide(api.staff, id, 'ISSUE')).toEqual(NOT_NOW);
    expect(await api.decide(api.staff, id, 'REJECT')).toMatchObject({ status: FAMILY_STATUS.commentRequired, text: 'Write a message to the applicant for this decision' });
    expect(await api.decide(api.staff, id, 'REJECT', 'The well is in a protected zone.')).toEqual({ status: 0, text: '', stage: 'REJECTED' });
    expect((await application(id)).status).toBe(4);
    expect(await api.decide(api.staff, id, 'APPROVE')).toEqual(NOT_NOW);
    expect((await item(id)).availableDecisions).toEqual([]);
  });

  it('issues a family without a fee right after approval, with a reference and a verification code', async () => {
    const id = await api.submitted('visitorNotice');
    expect(await api.decide(api.staff, id, 'APPROVE')).toMatchObject({ stage: 'APPROVED' });
    expect(await api.decide(api.staff, id, 'REQUEST_PAYMENT')).toEqual(NOT_NOW);
    expect(await api.decide(api.staff, id, 'ISSUE')).toEqual({ status: 0, text: '', stage: 'ISSUED' });
    const issued = await item(id, api.maria);
    expect(issued.issuedDocument).toEqual({ reference: 'VN-2026-000001', verificationCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/), issuedOn: '2026-03-01', validUntil: null });
    expect((await application(id)).status).toBe(3);
    const second = await api.submitted('visitorNotice');
    await api.decide(api.staff, second, 'APPROVE');
    await api.decide(api.staff, second, 'ISSUE');
    const other = (await item(second)).issuedDocument;
    expect(other?.reference).toBe('VN-2026-000002');
    expect(other?.verificationCode).not.toBe(issued.issuedDocument?.verificationCode);
  });

  it('keeps the generic status change away from family applications', async () => {
    const id = await api.submitted();
    expect(await api.call(api.staff, '/Application/ChangeStatus', { ApplicationId: id, Status: 2 })).toEqual({
      status: 1,
      text: 'The status of this application follows the decisions taken on it',
    });
    expect((await application(id)).status).toBe(1);
  });
});
