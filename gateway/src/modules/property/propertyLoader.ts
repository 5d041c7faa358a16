import DataLoader from 'dataloader';
import { answeredReads, perRequest, type AnsweredReads } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { getProperties } from './api.ts';
import { toPropertyModel, type PropertyModel } from './propertyModel.ts';

/** What this request's property reads have answered (`batching.ts`, answeredReads): filled by the loader. */
const answered = perRequest((): AnsweredReads<PropertyModel> => answeredReads((property) => property.propertyId));

/**
 * Properties by id, as the viewer's upstream session may see them: every id one operation asks for
 * in one `/Property/GetItems` call (a customer's accounts list their properties together).
 */
function createPropertyLoader(ctx: GatewayContext): DataLoader<number, PropertyModel | null> {
  const reads = answered(ctx);
  return new DataLoader(async (ids: readonly number[]) => {
    const items = await reads.record(ids, getProperties(ctx.upstream, ids).then((properties) => properties.map(toPropertyModel)));
    const found = new Map(items.map((property) => [property.propertyId, property]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/** The request's properties loader, made at its first use (`batching.ts`, perRequest). */
export const propertyLoader = perRequest(createPropertyLoader);

/** The property `propertyId` as this request's reads answered it (their error thrown), else `load()`. */
export function answeredProperty<R>(ctx: GatewayContext, propertyId: number, load: () => R): PropertyModel | R {
  return answered(ctx).answerOr(propertyId, load);
}
