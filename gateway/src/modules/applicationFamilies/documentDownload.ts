import { positiveId } from '../../batching.ts';
import type { FileDownload } from '../../files/fileDownload.ts';
import { fromGlobalId } from '../../relay/globalId.ts';
import { loadApplication } from '../applications/resolvers.ts';
import { downloadIssuedDocument } from './api.ts';
import { ISSUED_DOCUMENT_KIND } from './familyDetails.ts';

/**
 * `/files/issued-document/<Application global id>`: the document the utility issued for a family
 * application, with the viewer's upstream session, after the same check as `node(id:)` (the applicant,
 * or employees): visitors, other customers, unknown ids and applications without a document get 404.
 */
export const issuedDocumentDownload: FileDownload = {
  kind: ISSUED_DOCUMENT_KIND,
  async fetch(ctx, key) {
    const applicationId = positiveId(fromGlobalId(key, 'Application'));
    if (ctx.session === undefined || applicationId === undefined) return null;
    if ((await loadApplication(ctx, applicationId)) === null) return null;
    return downloadIssuedDocument(ctx.upstream, applicationId);
  },
};
