import { useSyncExternalStore } from 'react';
import { type UploadProgress, type UploadProgressStore, uploadProgress } from './uploadProgress';

/** The progress of the multipart request being uploaded, or null when none is. */
export function useUploadProgress(store: UploadProgressStore = uploadProgress): UploadProgress | null {
  return useSyncExternalStore(store.subscribe, store.current, () => null);
}
