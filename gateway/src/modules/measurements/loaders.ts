import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import { getLogPointsByIds, getSamplesByIds, type UpstreamLogPoint, type UpstreamSample } from './api.ts';

/** Per-request loaders of this module, batched by upstream id (pages prime them). */
interface MeasurementLoaders {
  logPoints: DataLoader<number, UpstreamLogPoint | null>;
  samples: DataLoader<number, UpstreamSample | null>;
}
export const loaders = perRequest(
  (ctx): MeasurementLoaders => ({
    logPoints: loaderById((ids) => getLogPointsByIds(ctx.upstream, ids), (point) => point.logPointId),
    samples: loaderById((ids) => getSamplesByIds(ctx.upstream, ids), (sample) => sample.sampleId),
  }),
);

