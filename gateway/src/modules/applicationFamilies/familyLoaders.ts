import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { sharedLookup, sharedLookupWhen } from '../../cache/sharedLookups.ts';
import { getFamilies, getFamily, type UpstreamFamily, type UpstreamFamilySummary } from './api.ts';
import { familyModel, familyParts, type FamilyParts, type FamilySummary } from './familyModel.ts';

/** A family's definition with its parts mapped to the schema's types, once per request. */
export interface LoadedFamily {
  definition: UpstreamFamily;
  parts: FamilyParts;
}

/*
 * The list is the same for every signed-in viewer, and for every visitor the part of it open to visitors
 * (`utility-api/src/routes/applicationFamilies/context.ts` visibleCodes), in the request's language and as
 * the utility's settings enable the families: the shared cache keeps one list per language for each of the
 * two, as long as it keeps the settings. A session the utility no longer knows is answered as a visitor, so
 * a signed-in read that lists only families open to visitors may be a visitor's list: it serves its own
 * request and is not kept. The definitions (`/ApplicationFamily/GetItem`) carry registers that change with
 * the applications, and are read per request.
 */

/** Whether a list read with a session is surely a signed-in viewer's: visitors never see a family not open to them. */
const isSignedInList = (items: readonly UpstreamFamilySummary[]) => items.some((family) => !family.visitorAllowed);

/** The request's families list: one `/ApplicationFamily/GetItems` call at most, however many fields ask. */
export const familyList = perRequest((ctx): (() => Promise<readonly FamilySummary[]>) => {
  let list: Promise<readonly FamilySummary[]> | undefined;
  const read = () => getFamilies(ctx.upstream);
  const shared = () =>
    ctx.session === undefined ? sharedLookup(ctx, 'applicationFamilies:visitor', read) : sharedLookupWhen(ctx, 'applicationFamilies:signedIn', read, isSignedInList);
  return () => (list ??= shared().then((items) => items.map(familyModel)));
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
