import { positiveId } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import type { NodeTypeName } from '../../relay/globalId.ts';
import { isEmployee, requireEmployee, type EmployeeFeature } from '../auth/employeeGuard.ts';
import type { NodeModel, NodeType } from './nodeTypes.ts';

/**
 * A node keyed by a positive whole number that only employees whose profile enables `feature` may
 * refetch: null for anyone else, for any other key and for what `load` does not find.
 */
export function employeeNode<T>(type: NodeTypeName, feature: EmployeeFeature, load: (ctx: GatewayContext, id: number) => Promise<T | null | undefined>, toModel: (item: T) => NodeModel): NodeType {
  return {
    type,
    async load(ctx, key) {
      const id = positiveId(key);
      if (id === undefined || !isEmployee(ctx)) return null;
      try {
        await requireEmployee(ctx, feature);
      } catch {
        return null;
      }
      const item = await load(ctx, id);
      return item ? toModel(item) : null;
    },
  };
}
