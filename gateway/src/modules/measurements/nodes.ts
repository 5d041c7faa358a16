import { employeeNode } from '../node/employeeNode.ts';
import { loaders } from './loaders.ts';
import { LOGS, SAMPLES, toLogPointModel, toSampleModel } from './models.ts';

export const logPointNode = employeeNode('LogPoint', LOGS, (ctx, id) => loaders(ctx).logPoints.load(id), toLogPointModel);
export const sampleNode = employeeNode('Sample', SAMPLES, (ctx, id) => loaders(ctx).samples.load(id), toSampleModel);
