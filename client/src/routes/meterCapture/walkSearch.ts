/** Walks per page of the books screen's lists: a screenful, whatever the number of walks of the cycle. */
export const WALKS_PAGE_SIZE = 12;

/** What was typed in the books screen's search (`?q=B105 3`), as the gateway's `meterCaptureWalks(search:)` reads it. */
export function readWalkSearch(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, 40);
}

export function writeWalkSearch(text: string): string {
  const typed = text.trim();
  return typed === '' ? '' : `?${new URLSearchParams({ q: typed }).toString()}`;
}
