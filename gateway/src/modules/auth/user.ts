import type { GatewayContext } from '../../context.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { loadViewerUser } from './viewerUser.ts';

const id: ResolverOf<'User', 'id'> = (user) => toGlobalId('User', user.key);

export const userResolvers: Resolvers = {
  User: { id },
};

/** A user can refetch only themself through `node(id:)`. */
export const userNode: NodeType = {
  type: 'User',
  async load(ctx: GatewayContext, key: string) {
    const user = await loadViewerUser(ctx);
    return user !== null && user.key === key ? user : null;
  },
};
