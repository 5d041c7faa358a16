import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail } from '../../http/envelope.ts';
import { SESSION_SECURITY, integer } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { applicationText } from '../applications/texts.ts';
import { fileResponses, sendFile } from './fileAnswer.ts';

export function downloadMessageAttachmentRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/ApplicationMessageAttachment/Download', {
    schema: {
      tags: ['ApplicationMessageAttachment'],
      operationId: 'applicationMessageAttachmentDownload',
      summary: 'Download a message attachment',
      description: 'The file of an attachment of a message the viewer may read; status 1 "Attachment not found" otherwise.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('attachmentId.') } },
      response: fileResponses,
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const file = store.attachments.messageAttachment(request.body.Value);
      const row = file === undefined ? undefined : store.messages.row(file.messageId);
      const owner = row === undefined ? undefined : store.applications.ownerFor(signedInUser(request), row.applicationId);
      if (file === undefined || owner === undefined) return fail(STATUS_FAILED, applicationText(request, 'attachmentNotFound'));
      return sendFile(reply, file);
    },
  });
}
