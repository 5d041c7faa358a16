import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getProperty, type UpstreamProperty } from './api.ts';

/** Properties by id, as the viewer's upstream session may see them; one call per distinct id. */
export function createPropertyLoader(upstream: UpstreamClient): DataLoader<number, UpstreamProperty | null> {
  return new DataLoader((ids: readonly number[]) =>
    Promise.all(ids.map((id) => getProperty(upstream, id).catch((error: Error) => error))),
  );
}
