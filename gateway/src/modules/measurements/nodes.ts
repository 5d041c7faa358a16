import { positiveId } from '../../batching.ts';
import type { GatewayContext } from '../../context.ts';
import { isEmployee, requireEmployee } from '../auth/employeeGuard.ts';
import type { NodeType } from '../node/nodeTypes.ts';
import { loaders } from './loaders.ts';
import { LOGS, SAMPLES, toLogPointModel, toSampleModel, type LogPointModel, type SampleModel } from './models.ts';

/** A node of this module for employees with its area; null for anyone else. */
function measurementNode<T>(type: 'LogPoint' | 'Sample', feature: 'logs' | 'samples', load: (ctx: GatewayContext, id: number) => Promise<T | null>, toModel: (item: T) => LogPointModel | SampleModel): NodeType {
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

export const logPointNode = measurementNode('LogPoint', LOGS, (ctx, id) => loaders(ctx).logPoints.load(id), toLogPointModel);
export const sampleNode = measurementNode('Sample', SAMPLES, (ctx, id) => loaders(ctx).samples.load(id), toSampleModel);

