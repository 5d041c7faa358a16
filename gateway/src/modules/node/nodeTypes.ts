import type { GatewayContext } from '../../context.ts';
import type { NodeResolvers, ResolversParentTypes } from '../../__generated__/resolvers.ts';

/**
 * The schema's types that implement `Node` (generated from `schema.graphql`): not every type with a
 * global id is one (`ConditionAssessment` ids are not refetched through `node(id:)`).
 */
export type NodeTypeName = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;

/** An object that can be refetched by global id; `__typename` tells GraphQL which Node it is. */
export interface NodeModel {
  __typename: NodeTypeName;
}

/**
 * How one object type is refetched through `node(id:)`. `load` returns null for anything the
 * viewer may not see, so that `node` never reveals another user's objects (docs/architecture.md §3, Authorization).
 */
export interface NodeType<T extends NodeTypeName = NodeTypeName> {
  type: T;
  /** The model the type's resolvers receive (`gateway/codegen.json`, mappers). */
  load(ctx: GatewayContext, key: string): Promise<ResolversParentTypes[T] | null>;
}
