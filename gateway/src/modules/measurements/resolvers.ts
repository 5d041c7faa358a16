import type { GatewayContext } from '../../context.ts';
import type { NoArgs, Resolvers } from '../../schema/resolverTypes.ts';
import type { LogPointModel, SamplingPointModel } from './models.ts';
import { saveLogEntries, saveSample } from './mutations.ts';
import { elementLogPoints, elementOf, elementSamplingPoints, history, logEntries, logPoints, logStations, samples, samplingPoints } from './queries.ts';

export { logPointNode, sampleNode } from './nodes.ts';
;

export const measurementResolvers: Resolvers = {
  Query: { logStations, logPoints, logEntries, samplingPoints, samples },
  Mutation: { saveLogEntries, saveSample },
  Element: { logPoints: elementLogPoints, samplingPoints: elementSamplingPoints },
  LogPoint: { element: (point: LogPointModel, _: NoArgs, ctx: GatewayContext) => elementOf(ctx, point.elementId), history },
  SamplingPoint: { element: (point: SamplingPointModel, _: NoArgs, ctx: GatewayContext) => elementOf(ctx, point.elementId) },
};
