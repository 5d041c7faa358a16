import type { GatewayContext } from '../../context.ts';
import type { NodeTypeName } from '../../relay/globalId.ts';

/** An object that can be refetched by global id; `__typename` tells GraphQL which Node it is. */
export interface NodeModel {
  __typename: NodeTypeName;
}

/**
 * How one object type is refetched through `node(id:)`. `load` returns null for anything the
 * viewer may not see, so that `node` never reveals another user's objects (docs/architecture.md §3, Authorization).
 */
export interface NodeType {
  type: NodeTypeName;
  load(ctx: GatewayContext, key: string): Promise<NodeModel | null>;
}
