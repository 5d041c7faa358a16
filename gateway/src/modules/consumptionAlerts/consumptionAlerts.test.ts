import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../../testing/browser.ts';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

let harness: Harness;
let maria: TestBrowser;
let andreas: TestBrowser;
beforeAll(async () => {
  harness = await startHarness();
  maria = await harness.signedIn(DEMO_LOGINS.maria);
  andreas = await harness.signedIn(DEMO_LOGINS.mobile);
});
afterAll(() => harness.close());

const ALERTS = /* GraphQL */ `
  query Alerts($status: ConsumptionAlertStatus) {
    viewer { user { selectedAccount { consumptionAlerts(status: $status, first: 10) { totalCount edges { node {
      id kind status meterRef periodFrom periodTo evidence { unit threshold points { label value unit } }
      visitApplication { applicationType portalApplicationId name }
    } } } } } }
  }
`;

const ACT = /* GraphQL */ `
  mutation Act($input: ConsumptionAlertInput!) {
    dismissConsumptionAlert(input: $input) { alert { id status } userErrors { code field message } }
  }
`;

const VISIT = /* GraphQL */ `
  mutation Visit($input: ConsumptionAlertInput!) {
    requestVisitForAlert(input: $input) { alert { status visitApplication { portalApplicationId } } application { applicationType portalApplicationId name } userErrors { code message } }
  }
`;

interface AlertNode {
  id: string;
  kind: string;
  status: string;
  meterRef: string;
  evidence: { unit: string; threshold: number; points: Array<{ label: string; value: number; unit: string }> };
}

async function alertsOf(browser: TestBrowser, status?: string): Promise<AlertNode[]> {
  const answer = await browser.graphql(ALERTS, status ? { status } : {});
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { viewer: { user: { selectedAccount: { consumptionAlerts: { edges: Array<{ node: AlertNode }> } } } } }).viewer.user.selectedAccount.consumptionAlerts.edges.map((edge) => edge.node);
}

describe('consumption alerts through the schema', () => {
  it('lists the account\'s alerts with typed evidence', async () => {
    const alerts = await alertsOf(andreas, 'OPEN');
    expect(alerts.map((alert) => alert.kind).sort()).toEqual(['HIGH_USAGE', 'LEAK']);
    const leak = alerts.find((alert) => alert.kind === 'LEAK');
    expect(leak?.evidence).toMatchObject({ unit: 'CUBIC_METRE', threshold: 0.005 });
    expect(leak?.evidence.points[0]).toEqual({ label: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), value: 0, unit: 'CUBIC_METRE' });
    const node = await andreas.graphql('query Node($id: ID!) { node(id: $id) { ... on ConsumptionAlert { kind } } }', { id: leak?.id });
    expect(node.body.data).toEqual({ node: { kind: 'LEAK' } });
  });

  // The demo customers' language is Greek: the utility's texts come in the request's language.
  it('refuses another customer\'s alert as NOT_FOUND, also as a node', async () => {
    const [alert] = await alertsOf(andreas, 'OPEN');
    // The demo alerts are Andreas's (utility-api/src/seed/consumptionAlerts.ts).
    const foreign = await maria.graphql(ACT, { input: { alertId: alert?.id } });
    expect(foreign.body.data).toEqual({ dismissConsumptionAlert: { alert: null, userErrors: [{ code: 'NOT_FOUND', field: 'alertId', message: 'Η ειδοποίηση δεν βρέθηκε' }] } });
    expect((await maria.graphql('query Node($id: ID!) { node(id: $id) { id } }', { id: alert?.id })).body.data).toEqual({ node: null });
  });

  it('asks for a visit (the application comes back) and dismisses the other alert', async () => {
    const alerts = await alertsOf(andreas, 'OPEN');
    const leak = alerts.find((alert) => alert.kind === 'LEAK');
    const high = alerts.find((alert) => alert.kind === 'HIGH_USAGE');
    const visit = await andreas.graphql(VISIT, { input: { alertId: leak?.id } });
    const payload = (visit.body.data as { requestVisitForAlert: { alert: { status: string; visitApplication: { portalApplicationId: number } }; application: { applicationType: number; portalApplicationId: number; name: string } } }).requestVisitForAlert;
    expect(payload.application).toMatchObject({ applicationType: 11, name: `Πιθανή διαρροή – μετρητής ${leak?.meterRef}` });
    expect(payload.alert).toEqual({ status: 'VISIT_REQUESTED', visitApplication: { portalApplicationId: payload.application.portalApplicationId } });
    const again = await andreas.graphql(VISIT, { input: { alertId: leak?.id } });
    expect(again.body.data).toMatchObject({ requestVisitForAlert: { alert: null, application: null, userErrors: [{ code: 'ALERT_NOT_OPEN' }] } });
    const dismissed = await andreas.graphql(ACT, { input: { alertId: high?.id } });
    expect(dismissed.body.data).toEqual({ dismissConsumptionAlert: { alert: { id: high?.id, status: 'DISMISSED' }, userErrors: [] } });
    expect(await alertsOf(andreas, 'OPEN')).toEqual([]);
  });
});
