import type { GatewayContext } from '../../context.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { lookUpCustomerRecord } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { answeredProperty, propertyLoader } from './propertyLoader.ts';
import type { PropertyModel } from './propertyModel.ts';

const id: ResolverOf<'Property', 'id'> = (property) => toGlobalId('Property', String(property.propertyId));

async function loadAccountProperty(ctx: GatewayContext, propertyId: number): Promise<PropertyModel> {
  const found = await propertyLoader(ctx).load(propertyId);
  if (found === null) throw new Error(`property ${propertyId} of a visible account was refused`);
  return found;
}

/** An account's property: the viewer can see the account, so the upstream answers its property too. */
const property: ResolverOf<'Account', 'property'> = (account, _, ctx) =>
  answeredProperty(ctx, account.propertyId, () => loadAccountProperty(ctx, account.propertyId));

export const propertyResolvers: Resolvers = {
  Property: { id },
  Account: { property },
};

/** Properties refetched by id: the upstream refuses properties of other customers, which become null; employees need the enquiries. */
export const propertyNode: NodeType = {
  type: 'Property',
  async load(ctx: GatewayContext, key: string) {
    const propertyId = Number(key);
    return Number.isSafeInteger(propertyId) ? lookUpCustomerRecord(ctx, () => propertyLoader(ctx).load(propertyId)) : null;
  },
};
