import DataLoader from 'dataloader';
import { perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getMeter, type UpstreamMeter, type UpstreamReading } from './api.ts';

export interface LoadedMeter {
  item: UpstreamMeter;
  latestReading: UpstreamReading | null;
}

/** Meters with their latest reading by id, as the viewer may see them (null otherwise); one call per id. */
function createMeterLoader(upstream: UpstreamClient): DataLoader<number, LoadedMeter | null> {
  return new DataLoader((ids: readonly number[]) => Promise.all(ids.map((id) => getMeter(upstream, id).catch((error: Error) => error))));
}

/** The request's meters loader, made at its first use (`batching.ts`, perRequest). */
export const meterLoader = perRequest((ctx) => createMeterLoader(ctx.upstream));
