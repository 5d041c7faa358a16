import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, startHarness, type Harness } from '../../testing/harness.ts';

const APPLICATIONS = /* GraphQL */ `query ($status: ApplicationStatus, $assignedToMe: Boolean) {
  viewer { user { applications(first: 100, status: $status, assignedToMe: $assignedToMe) {
    totalCount edges { node { name status assignedToMe assignedEmployee customerName } }
  } } }
}`;

interface Answer { totalCount: number; edges: Array<{ node: { name: string; status: string; assignedToMe: boolean; assignedEmployee: string | null; customerName: string } }> }

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

async function applications(login: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const browser = await harness.signedIn(login);
  const answer = await browser.graphql(APPLICATIONS, variables);
  return (answer.body.data?.['viewer'] as { user: { applications: Answer } }).user.applications;
}

describe('User.applications', () => {
  it('filters a customer\'s own applications by status', async () => {
    const posted = await applications(DEMO_LOGINS.maria, { status: 'POSTED' });
    expect(posted.edges.map((edge) => edge.node)).toEqual([
      { name: 'Change of ownership – Eleni Georgiou', status: 'POSTED', assignedToMe: false, assignedEmployee: 'Katerina Ioannou', customerName: 'Maria Georgiou' },
    ]);
    const mine = await applications(DEMO_LOGINS.mobile);
    expect(mine.edges.every((edge) => edge.node.customerName === 'Andreas Christodoulou')).toBe(true);
  });

  it('shows employees every application, or only those assigned to them (002 §2)', async () => {
    const all = await applications(DEMO_LOGINS.staff);
    const assigned = await applications(DEMO_LOGINS.staff, { assignedToMe: true });
    expect(assigned.totalCount).toBeGreaterThan(0);
    expect(assigned.totalCount).toBeLessThan(all.totalCount);
    expect(assigned.edges.every((edge) => edge.node.assignedToMe)).toBe(true);
    // Customers cannot widen their list with the employee filter.
    expect((await applications(DEMO_LOGINS.maria, { assignedToMe: true })).totalCount).toBe(4);
  });
});
