/** 000 §9: a code or style chunk that has not arrived after 120 seconds has failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A download of a screen's code (with its CSS) or texts that took longer than 000 §9 allows. */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`A part of the portal did not load within ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * The chunk `load` downloads, or a `ChunkLoadTimeoutError` after 120 s: the route's error boundary then
 * offers the way home instead of an endless loader, and the next navigation downloads it again.
 */
export function withLoadTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
