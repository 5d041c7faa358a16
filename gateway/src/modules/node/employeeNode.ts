import { positiveId } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { readIfEmployeeMay, type EmployeeAccess } from '../auth/employeeGuard.ts';
import type { NodeType, NodeTypeName } from './nodeTypes.ts';
import type { ResolversParentTypes } from '../../__generated__/resolvers.ts';

/**
 * A node keyed by a positive whole number that only employees whose profile opens `feature` may
 * refetch: null for anyone else, for any other key and for what `load` does not find.
 */
export function employeeNode<T, N extends NodeTypeName>(
  type: N,
  feature: EmployeeAccess,
  load: (ctx: GatewayContext, id: number) => Promise<T | null | undefined>,
  toModel: (item: T) => ResolversParentTypes[N],
): NodeType<N> {
  return {
    type,
    async load(ctx, key) {
      const id = positiveId(key);
      if (id === undefined) return null;
      const item = await readIfEmployeeMay(ctx, feature, () => load(ctx, id));
      return item ? toModel(item) : null;
    },
  };
}
