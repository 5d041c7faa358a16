import type DataLoader from 'dataloader';
import { loaderById, perRequest } from '../../batching.ts';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getAssets, getPvParks, type UpstreamAsset, type UpstreamPvPark } from './api.ts';

/** Assets by upstream id, employees with the asset register only (callers check the flag first). */
function createAssetLoader(upstream: UpstreamClient): DataLoader<number, UpstreamAsset | null> {
  return loaderById((ids) => getAssets(upstream, ids), (asset) => asset.assetId);
}

/** Photovoltaic parks by upstream id, employees with the elements area only. */
function createPvParkLoader(upstream: UpstreamClient): DataLoader<number, UpstreamPvPark | null> {
  return loaderById((ids) => getPvParks(upstream, ids), (park) => park.parkId);
}

/** The request's assets loader, made at its first use (`batching.ts`, perRequest). */
export const assetLoader = perRequest((ctx) => createAssetLoader(ctx.upstream));

/** The request's pvParks loader, made at its first use (`batching.ts`, perRequest). */
export const pvParkLoader = perRequest((ctx) => createPvParkLoader(ctx.upstream));
