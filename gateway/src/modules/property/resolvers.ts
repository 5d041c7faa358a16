import type { GatewayContext } from '../../context.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { lookUpCustomerRecord } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import type { UpstreamProperty } from './api.ts';
import { propertyLoader } from './propertyLoader.ts';

const PROPERTY_TYPES = ['HOUSE', 'APARTMENT', 'SHOP', 'OFFICE', 'PLOT'];

/** The `Property` type of the schema, except `id`, which has a resolver. */
export interface PropertyModel extends Omit<UpstreamProperty, 'propertyType'> {
  __typename: 'Property';
  propertyType: string | null;
}

function toPropertyModel(property: UpstreamProperty): PropertyModel {
  const type = property.propertyType?.toUpperCase() ?? null;
  return { ...property, __typename: 'Property', propertyType: type !== null && PROPERTY_TYPES.includes(type) ? type : null };
}

async function loadProperty(ctx: GatewayContext, propertyId: number): Promise<PropertyModel | null> {
  const property = await propertyLoader(ctx).load(propertyId);
  return property === null ? null : toPropertyModel(property);
}

const id: ResolverOf<'Property', 'id'> = (property) => toGlobalId('Property', String(property.propertyId));

/** An account's property: the viewer can see the account, so the upstream answers its property too. */
const property: ResolverOf<'Account', 'property'> = async (account, _, ctx) => {
  const found = await loadProperty(ctx, account.propertyId);
  if (found === null) throw new Error(`property ${account.propertyId} of a visible account was refused`);
  return found;
};

export const propertyResolvers: Resolvers = {
  Property: { id },
  Account: { property },
};

/** Properties refetched by id: the upstream refuses properties of other customers, which become null; employees need the enquiries. */
export const propertyNode: NodeType = {
  type: 'Property',
  async load(ctx: GatewayContext, key: string) {
    const propertyId = Number(key);
    return Number.isSafeInteger(propertyId) ? lookUpCustomerRecord(ctx, () => loadProperty(ctx, propertyId)) : null;
  },
};
