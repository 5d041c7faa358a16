import type { GatewayContext } from '../../context.ts';
import { decodeGlobalId } from '../../relay/globalId.ts';
import type { ResolverOf, Resolvers } from '../../schema/resolverTypes.ts';
import { dateTimeScalar } from './dateTime.ts';
import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';
import type { NodeType } from './nodeTypes.ts';

/** `node(id:)` and `nodes(ids:)` over the node types the modules register (`schema/index.ts`). */
export function nodeResolvers(types: readonly NodeType[]): Resolvers {
  const byName = new Map(types.map((type) => [type.type as string, type]));

  // Visitors see no nodes; unknown or garbled ids are simply not found.
  async function load(ctx: GatewayContext, id: string): Promise<ResolversParentTypes['Node'] | null> {
    if (ctx.session === undefined) return null;
    const decoded = decodeGlobalId(id);
    const type = decoded === undefined ? undefined : byName.get(decoded.type);
    if (decoded === undefined || type === undefined) return null;
    return type.load(ctx, decoded.key);
  }

  const node: ResolverOf<'Query', 'node'> = (_, { id }, ctx) => load(ctx, id);

  // At most `MAX_NODE_IDS` ids, refused beyond by the list caps (`security/listCaps.ts`).
  const nodes: ResolverOf<'Query', 'nodes'> = (_, { ids }, ctx) =>
    Promise.all(ids.map((id) => load(ctx, id)));

  return {
    Query: { node, nodes },
    Node: { __resolveType: (model) => model.__typename },
    DateTime: dateTimeScalar,
  };
}
