import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { getFamilies, getFamily, type UpstreamFamily } from './api.ts';
import { familyModel, familyParts, type FamilyParts, type FamilySummary } from './familyModel.ts';

/** A family's definition with its parts mapped to the schema's types, once per request. */
export interface LoadedFamily {
  definition: UpstreamFamily;
  parts: FamilyParts;
}

/*
 * The families are read per request, in the request's language and as the viewer (visitors get only
 * those open to them): nothing of one request's answer serves another, so no key can be forgotten.
 */

/** The request's families list: one `/ApplicationFamily/GetItems` call, however many fields ask. */
export const familyList = perRequest((ctx): (() => Promise<readonly FamilySummary[]>) => {
  let list: Promise<readonly FamilySummary[]> | undefined;
  return () => (list ??= getFamilies(ctx.upstream).then((items) => items.map(familyModel)));
});


/** Definitions by code, each read once per request (`/ApplicationFamily/GetItem`); null when not offered to the viewer (visitors: those open to them). */
export const familyLoader = perRequest(
  (ctx) =>
    new DataLoader<string, LoadedFamily | null>((codes) =>
      Promise.all(
        codes.map(async (code) => {
          const definition = await getFamily(ctx.upstream, code);
          return definition === null ? null : { definition, parts: familyParts(definition) };
        }),
      ),
    ),
);

/** The family whose applications have this type, from the request's list; null for other applications. */
export async function familyOfType(ctx: GatewayContext, applicationType: number): Promise<FamilySummary | null> {
  return (await familyList(ctx)()).find((family) => family.applicationType === applicationType) ?? null;
}
