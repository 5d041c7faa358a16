import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { applicationText } from '../applications/texts.ts';
import { familyText } from '../applicationFamilies/texts.ts';
import { fileResponses, sendFile } from './fileAnswer.ts';

/** The entry when the viewer may see its application, else undefined (the same for missing entries). */
function visibleEntry(request: FastifyRequest, store: Store, attachmentId: number) {
  const entry = store.attachments.applicationAttachment(attachmentId);
  if (entry === undefined) return undefined;
  return store.applications.ownerFor(signedInUser(request), entry.portalApplicationId) === undefined ? undefined : entry;
}

export function applicationAttachmentDeleteAndDownloadRoutes(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { value: number } }>('/ApplicationAttachment/DeleteAttachment', {
    schema: {
      tags: ['ApplicationAttachment'],
      operationId: 'applicationAttachmentDeleteAttachment',
      summary: 'Delete an entry\'s file',
      description: 'Removes the uploaded file; the entry stays, without a file (002 §2 Attachments list). The field is `value`, lower-case, as in 002 §7. ' +
        'Status 1 for a slot of a family application no longer editable.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['value'], properties: { value: integer('attachmentId.') } },
      response: responses(envelopeWith({}, 'Deleted.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const entry = visibleEntry(request, store, request.body.value);
      if (entry === undefined) return fail(STATUS_FAILED, applicationText(request, 'attachmentNotFound'));
      if (store.familyApplications.documentsLocked(entry.portalApplicationId)) return fail(STATUS_FAILED, familyText(request, 'documentsLocked'));
      store.attachments.clearApplicationAttachment(entry.id);
      return ok();
    },
  });

  app.post<{ Body: { Value: number } }>('/ApplicationAttachment/Download', {
    schema: {
      tags: ['ApplicationAttachment'],
      operationId: 'applicationAttachmentDownload',
      summary: 'Download an entry\'s file',
      description: 'Status 1 "Attachment not found" when the entry has no file or the viewer may not see it.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('attachmentId.') } },
      response: fileResponses,
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const entry = visibleEntry(request, store, request.body.Value);
      if (entry?.file == null) return fail(STATUS_FAILED, applicationText(request, 'attachmentNotFound'));
      return sendFile(reply, entry.file);
    },
  });
}
