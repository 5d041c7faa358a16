import type { UploadableMap } from 'relay-runtime';

/**
 * Files of one list variable as Relay uploadables keyed by their variable path, with `null` in the
 * variables where each file goes (GraphQL multipart request, relay/multipartBody.ts).
 */
export function filesAt(path: string, files: readonly File[]): { placeholders: null[]; uploadables: UploadableMap | undefined } {
  if (files.length === 0) return { placeholders: [], uploadables: undefined };
  return {
    placeholders: files.map(() => null),
    uploadables: Object.fromEntries(files.map((file, index) => [`${path}.${index}`, file])),
  };
}
