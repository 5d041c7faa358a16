import type { GatewayContext } from '../../context.ts';
import type { NoArgs, ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { NETWORK_ELEMENTS, requireEmployee } from '../auth/employeeGuard.ts';
import { elementIdOf, toElementModel, type ElementModel } from '../fieldBase/resolvers.ts';
import { getPropertyValues, savePropertyValues, type UpstreamPropertyValue } from './api.ts';
import { assetPage } from './assetResolvers.ts';
import { refusedErrors } from './models.ts';
import { elementLoader } from '../fieldBase/elementLoader.ts';
import { readStations } from '../fieldBase/stations.ts';

/** `002 §3` custom field types 0–4 as `ElementPropertyType` values. */
const TYPES = ['TEXT', 'INTEGER', 'DECIMAL', 'DATE', 'LOOKUP'] as const;

const networkElement: ResolverOf<'Query', 'networkElement'> = async (_, args, ctx) => {
  await requireEmployee(ctx, NETWORK_ELEMENTS);
  if (!Number.isSafeInteger(args.elementId) || args.elementId <= 0) return null;
  const found = await elementLoader(ctx).load(args.elementId);
  return found ? toElementModel(found) : null;
};

/** Every station: one call per hundred stations (`fieldBase/stations.ts`). */
const elementStations: ResolverOf<'Query', 'elementStations'> = async (_, __, ctx) => {
  await requireEmployee(ctx, NETWORK_ELEMENTS);
  return readStations(ctx, {}, null);
};

async function properties(element: ElementModel, _: NoArgs, ctx: GatewayContext): Promise<UpstreamPropertyValue[]> {
  await requireEmployee(ctx, 'elements');
  return getPropertyValues(ctx.upstream, element.elementId);
}

const assets: ResolverOf<'Element', 'assets'> = async (element, args, ctx, info) => {
  await requireEmployee(ctx, 'assets');
  return assetPage(ctx, info, { ElementId: element.elementId }, args);
};

/** Saves an element's name, status and property values; the utility checks values by type (`002 §5`), all or nothing. */
const saveElement: ResolverOf<'Mutation', 'saveElement'> = async (_, { input }, ctx) => {
  await requireEmployee(ctx, 'elements');
  const elementId = elementIdOf(input.elementId);
  const outcome = await savePropertyValues(ctx.upstream, {
    ElementId: elementId,
    ...(input.name === null || input.name === undefined ? {} : { Name: input.name }),
    ...(input.status ? { Status: input.status === 'INACTIVE' ? 'inactive' : 'active' } : {}),
    Values: (input.values ?? []).map((entry) => ({ DefinitionId: entry.definitionId, Value: entry.value ?? null })),
  });
  if ('refused' in outcome) return { element: null, userErrors: refusedErrors(outcome.refused) };
  const saved = await elementLoader(ctx).clear(elementId).load(elementId);
  return { element: saved ? toElementModel(saved) : null, userErrors: [] };
};

export const elementResolvers: Resolvers = {
  Query: { networkElement, elementStations },
  Element: { properties, assets },
  ElementProperty: {
    type: (property: UpstreamPropertyValue) => TYPES[property.type] ?? 'TEXT',
    options: (property: UpstreamPropertyValue) => property.items,
  },
  Mutation: { saveElement },
};
