import { issuedDocumentDownload } from '../modules/applicationFamilies/index.ts';
import { applicationAttachmentDownload } from '../modules/attachments/index.ts';
import { billPdfDownload } from '../modules/billing/index.ts';
import { mapImageDownload } from '../modules/gis/mapImageDownload.ts';
import { messageAttachmentDownload } from '../modules/messages/index.ts';
import { halfHourTemplateDownload, readingPhotoDownload } from '../modules/readings/index.ts';
import { localizedFileDownload } from '../modules/texts/localizedFiles.ts';
import type { FileDownload } from './fileDownload.ts';

/** Every kind of file `/files/<kind>/<key>` serves; a module adds its own here. */
export const FILE_DOWNLOADS: readonly FileDownload[] = [localizedFileDownload, billPdfDownload, messageAttachmentDownload, applicationAttachmentDownload, halfHourTemplateDownload, readingPhotoDownload, mapImageDownload, issuedDocumentDownload];
