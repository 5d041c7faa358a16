import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getAssets, getPvParks, type UpstreamAsset, type UpstreamPvPark } from './api.ts';

/** The upstream answers at most this many ids per batch read. */
const MAX_BATCH = 100;

/** Assets by upstream id, employees with the asset register only (callers check the flag first). */
export function createAssetLoader(upstream: UpstreamClient): DataLoader<number, UpstreamAsset | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await getAssets(upstream, ids)).map((asset) => [asset.assetId, asset]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}

/** Photovoltaic parks by upstream id, employees with the elements area only. */
export function createPvParkLoader(upstream: UpstreamClient): DataLoader<number, UpstreamPvPark | null> {
  return new DataLoader(
    async (ids: readonly number[]) => {
      const found = new Map((await getPvParks(upstream, ids)).map((park) => [park.parkId, park]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH },
  );
}
