import { describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import { employeeRequest, infoSelecting as infoSelectingOf, resolverOf } from '../../testing/resolveInfo.ts';
import type { Connection } from '../../relay/connection.ts';
import { assetResolvers } from './assetResolvers.ts';
import type { AssetModel } from './models.ts';

const ASSETS = [
  { assetId: 1, elementId: 70, category: 'pump', status: 'inService' },
  { assetId: 2, elementId: 71, category: 'pipeSection', status: 'inService' },
  { assetId: 3, elementId: 70, category: 'valve', status: 'retired' },
];

/** An employee of the asset register whose upstream records each call (the profile aside) and answers it at once. */
const request = (missingElements: number[] = []) =>
  employeeRequest({ assetRegister: true }, (path) => (path === '/Asset/GetList' ? { total: ASSETS.length, items: ASSETS } : undefined), missingElements);

const infoSelecting = (selection: string): GraphQLResolveInfo => infoSelectingOf('assets', selection);

const field = (type: 'Query' | 'Asset', name: string) => resolverOf(assetResolvers, type, name);

describe('a page of assets', () => {
  it('has read its rows’ elements by the time it answers, in one call, so each row answers its element at once', async () => {
    const { ctx, calls } = request();
    const info = infoSelecting('edges { node { assetNumber element { code } } }');
    const page = (await field('Query', 'assets')(undefined, { first: 3 }, ctx, info)) as Connection<AssetModel>;
    expect(calls).toEqual(['/Asset/GetList', '/Element/GetItems']);
    const answers = page.edges.map(({ node }) => field('Asset', 'element')(node, {}, ctx, info));
    for (const answer of answers) expect(answer).not.toBeInstanceOf(Promise);
    expect(answers).toEqual([expect.objectContaining({ code: 'E-70' }), expect.objectContaining({ code: 'E-71' }), expect.objectContaining({ code: 'E-70' })]);
    // Each distinct element is one model, made once.
    expect(answers[0]).toBe(answers[2]);
    expect(calls).toHaveLength(2);
  });

  it('reads no element when the request does not select the rows’ element, and then answers it through the loader', async () => {
    const { ctx, calls } = request();
    const info = infoSelecting('edges { node { assetNumber } }');
    const page = (await field('Query', 'assets')(undefined, { first: 3 }, ctx, info)) as Connection<AssetModel>;
    expect(calls).toEqual(['/Asset/GetList']);
    const answer = field('Asset', 'element')(page.edges[1]?.node, {}, ctx, info);
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toMatchObject({ code: 'E-71' });
  });

  it('reports an element the upstream does not know on its row alone, as before', async () => {
    const { ctx } = request([71]);
    const info = infoSelecting('edges { node { element { code } } }');
    const page = (await field('Query', 'assets')(undefined, { first: 3 }, ctx, info)) as Connection<AssetModel>;
    const element = (index: number) => () => field('Asset', 'element')(page.edges[index]?.node, {}, ctx, info);
    expect(element(0)()).toMatchObject({ code: 'E-70' });
    expect(element(1)).toThrow('element 71 of asset 2 not found');
  });
});
