import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria, { 'accept-language': 'en' });
});
afterAll(() => harness.close());

const SEND = /* GraphQL */ `
  mutation Send($input: SendContactMessageInput!) {
    sendContactMessage(input: $input) { reference userErrors { field code message } }
  }
`;

interface Result { reference: string | null; userErrors: Array<{ field: string | null; code: string; message: string }> }

async function send(browser: TestBrowser, input: object): Promise<Result> {
  const answer = await browser.graphql(SEND, { input });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { sendContactMessage: Result }).sendContactMessage;
}

describe('sendContactMessage', () => {
  it('sends a message about an account and answers its reference, which the support e-mail carries', async () => {
    const accounts = await maria.graphql('{ viewer { user { accounts(first: 1) { edges { node { id accountKey } } } } } }');
    const account = (accounts.body.data as { viewer: { user: { accounts: { edges: Array<{ node: { id: string; accountKey: string } }> } } } })
      .viewer.user.accounts.edges[0]?.node;
    const result = await send(maria, { subject: 'Leak', message: 'Water on the pavement', accountId: account?.id });
    expect(result).toEqual({ reference: expect.stringMatching(/^CU-\d{6}$/), userErrors: [] });
    const outbox = await fetch(`${harness.apiUrl}/__dev/outbox?recipient=support@utility.demo.test`);
    const [latest] = (await outbox.json()) as Array<{ subject: string; body: string }>;
    expect(latest?.subject).toContain(result.reference);
    expect(latest?.body).toContain(`Account: ${account?.accountKey}`);
  });

  it('names the empty and too long fields, sending nothing', async () => {
    harness.upstream.reset();
    expect(await send(maria, { subject: 'Leak', message: '   ' })).toEqual({
      reference: null,
      userErrors: [{ field: 'message', code: 'INVALID_INPUT', message: 'This field is mandatory.' }],
    });
    expect(await send(maria, { subject: 'x'.repeat(201), message: 'y'.repeat(4001) })).toEqual({
      reference: null,
      userErrors: [
        { field: 'subject', code: 'TOO_LONG', message: 'At most 200 characters.' },
        { field: 'message', code: 'TOO_LONG', message: 'At most 4000 characters.' },
      ],
    });
    expect(harness.upstream.count('/ContactUs/Send')).toBe(0);
  });

  it('refuses an account that is not the viewer\'s', async () => {
    const andreas = await harness.signedIn(DEMO_LOGINS.mobile);
    const theirs = await andreas.graphql('{ viewer { user { accounts(first: 1) { edges { node { id } } } } } }');
    const id = (theirs.body.data as { viewer: { user: { accounts: { edges: Array<{ node: { id: string } }> } } } }).viewer.user.accounts.edges[0]?.node.id;
    const result = await send(maria, { subject: 'x', message: 'y', accountId: id });
    expect(result.userErrors).toEqual([{ field: 'accountId', code: 'NOT_FOUND', message: 'Account not found.' }]);
  });
});
