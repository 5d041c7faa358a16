import DataLoader from 'dataloader';
import type { UpstreamClient } from '../../upstream/client.ts';
import { getApplication, type UpstreamApplication } from './api.ts';

/** Applications by id, as the viewer's upstream session may see them; one call per distinct id. */
export function createApplicationLoader(upstream: UpstreamClient): DataLoader<number, UpstreamApplication | null> {
  return new DataLoader((ids: readonly number[]) =>
    Promise.all(ids.map((id) => getApplication(upstream, id).catch((error: Error) => error))),
  );
}
