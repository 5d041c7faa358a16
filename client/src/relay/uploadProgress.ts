/**
 * Progress of the multipart request being uploaded (002 §2 "Upload progress is shown"): the network layer
 * reports the bytes sent (fetchGraphQL.ts, XMLHttpRequest upload events), the uploading screens show it
 * (components/UploadProgress.tsx). One upload at a time is shown: the latest one started.
 */

type Listener = () => void;

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  readonly loaded: number;
  /** Bytes of the whole request body; 0 while unknown. */
  readonly total: number;
}

export interface UploadProgressStore {
  /** An upload starts: nothing sent yet. Answers the upload's handle for `report` and `end`. */
  begin(): number;
  report(upload: number, loaded: number, total: number): void;
  /** The request ended (answered or failed): the progress is no longer shown. */
  end(upload: number): void;
  current(): UploadProgress | null;
  subscribe(listener: Listener): () => void;
}

export function createUploadProgressStore(): UploadProgressStore {
  let state: UploadProgress | null = null;
  let latest = 0;
  const listeners = new Set<Listener>();
  const set = (next: UploadProgress | null) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    begin() {
      latest += 1;
      set({ loaded: 0, total: 0 });
      return latest;
    },
    report(upload, loaded, total) {
      if (upload === latest) set({ loaded: Math.min(loaded, total), total });
    },
    end(upload) {
      if (upload === latest) set(null);
    },
    current: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Percent of an upload, 0 to 100 (0 while the size is unknown). */
export function uploadPercent(progress: UploadProgress): number {
  return progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
}

/** The application's store, shared by the network layer and the screens. */
export const uploadProgress = createUploadProgressStore();
