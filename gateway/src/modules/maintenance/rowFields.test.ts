import { describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import { employeeRequest, infoSelecting as infoSelectingOf, resolverOf } from '../../testing/resolveInfo.ts';
import type { Connection } from '../../relay/connection.ts';
import { lookupById, lookupsOf } from './loaders.ts';
import type { JobCardModel } from './models.ts';
import { maintenanceResolvers } from './resolvers.ts';

/** An employee of the maintenance area whose upstream records each call (the profile aside) and answers it at once. */
function request() {
  const lookup = (id: number, name: string) => ({ id, code: name.toUpperCase(), name });
  const cards = [
    { jobCardId: 1, stationId: 7, elementId: 70, outcomeId: 61, activityId: null },
    { jobCardId: 2, stationId: 7, elementId: 71, outcomeId: null, activityId: 5 },
  ];
  return employeeRequest({ portalOm: true }, (path) => {
    if (path === '/JobCard/GetList') return { total: cards.length, items: cards };
    if (path === '/JobCard/GetLookups') {
      return { lookups: { activity: [lookup(5, 'flushing')], outcome: [lookup(60, 'completed'), lookup(61, 'problem found')] }, steps: [] };
    }
    return undefined;
  });
}

const infoSelecting = (selection: string): GraphQLResolveInfo => infoSelectingOf('jobCards', selection);

const field = (type: 'Query' | 'JobCard', name: string) => resolverOf(maintenanceResolvers, type, name);

describe('a page of job cards', () => {
  it('has read its rows’ elements and stations by the time it answers, so each row answers them and its lookups at once', async () => {
    const { ctx, calls } = request();
    const info = infoSelecting('edges { node { station { code } element { code } outcome { name } activity { name } } }');
    // The screen asks for the lookups beside the lists (`maintenanceLookups`).
    await lookupsOf(ctx);
    const page = (await field('Query', 'jobCards')(undefined, { first: 2 }, ctx, info)) as Connection<JobCardModel>;
    expect(calls).toEqual(['/JobCard/GetLookups', '/JobCard/GetList', '/Element/GetItems']);
    const answers = page.edges.map(({ node }) => ['station', 'element', 'outcome', 'activity'].map((name) => field('JobCard', name)(node, {}, ctx, info)));
    for (const answer of answers.flat()) expect(answer).not.toBeInstanceOf(Promise);
    expect(answers).toEqual([
      [expect.objectContaining({ code: 'E-7' }), expect.objectContaining({ code: 'E-70' }), { lookupId: 61, code: 'PROBLEM FOUND', name: 'problem found' }, null],
      [expect.objectContaining({ code: 'E-7' }), expect.objectContaining({ code: 'E-71' }), null, { lookupId: 5, code: 'FLUSHING', name: 'flushing' }],
    ]);
    expect(calls).toHaveLength(3);
  });

  it('answers a lookup once the lookups are read when the request has not read them yet', async () => {
    const { ctx, calls } = request();
    const pending = lookupById(ctx, 60);
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toMatchObject({ name: 'completed' });
    expect(lookupById(ctx, 60)).toMatchObject({ name: 'completed' });
    expect(lookupById(ctx, 1234)).toBeNull();
    expect(calls).toEqual(['/JobCard/GetLookups']);
  });
});
