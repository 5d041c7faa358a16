import { fileUrl, type FileDownload } from '../../files/fileDownload.ts';

/** The guides of `000 §7` and `001 §7`: schema enum value, upstream `Value` and URL slug. */
export const LOCALIZED_FILES = {
  APP_GUIDE: { value: 1, slug: 'app-guide' },
  MAP_GUIDE: { value: 2, slug: 'map-guide' },
} as const;

export type LocalizedFileKind = keyof typeof LOCALIZED_FILES;

/** Where the gateway serves a guide (`files/serveFile.ts`). */
export function localizedFileUrl(kind: LocalizedFileKind): string {
  return fileUrl('localized', LOCALIZED_FILES[kind].slug);
}

/** Guides stream from `/Utility/DownloadLocalizedFile` in the request's language. */
export const localizedFileDownload: FileDownload = {
  kind: 'localized',
  async fetch(ctx, slug) {
    const value = Object.values(LOCALIZED_FILES).find((file) => file.slug === slug)?.value;
    if (value === undefined) return null;
    return ctx.upstream.download('/Utility/DownloadLocalizedFile', { Value: value, Lang: ctx.language });
  },
};
