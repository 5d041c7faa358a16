import { localizedFileDownload } from '../modules/texts/localizedFiles.ts';
import type { FileDownload } from './fileDownload.ts';

/** Every kind of file `/files/<kind>/<key>` serves; a module adds its own here. */
export const FILE_DOWNLOADS: readonly FileDownload[] = [localizedFileDownload];
