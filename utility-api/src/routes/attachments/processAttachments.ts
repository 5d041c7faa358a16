import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_EXTENSIONS,
  MESSAGE_ATTACHMENT_MAX_BYTES,
  acceptedContentType,
} from '../../store/fileSignature.ts';
import type { Store } from '../../store/store.ts';
import { integerField, readMultipartForm } from '../applications/multipartForm.ts';
import { applicationText } from '../applications/texts.ts';
import { editableMessage } from '../messages/editable.ts';
import { multipartParts } from './fileAnswer.ts';

export function processAttachmentsRoute(app: FastifyInstance, store: Store): void {
  app.post('/ApplicationMessageAttachment/ProcessAttachments', {
    schema: {
      tags: ['ApplicationMessageAttachment'],
      operationId: 'applicationMessageAttachmentProcessAttachments',
      summary: 'Add and delete a message\'s attachments (multipart)',
      description:
        'multipart/form-data with `messageId`, `uploadFiles` (repeated file parts) and `deleteFiles` (repeated ' +
        'attachment ids of that message). Only the viewer\'s own unread messages (002 §4). All or nothing: status 1 ' +
        'when the message would hold more than 3 files, a file is 3,145,728 bytes or more, or a file is not a ' +
        'jpg, jpeg, png, pdf, doc, docx, xls or xlsx by extension AND content (002 §5).',
      security: SESSION_SECURITY,
      consumes: ['multipart/form-data'],
      body: multipartParts({
        messageId: { type: 'integer', description: 'The message.' },
        uploadFiles: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'Files to add (repeated part).' },
        deleteFiles: { type: 'array', items: { type: 'integer' }, description: 'Attachment ids to remove (repeated part).' },
      }),
      response: responses(envelopeWith({}, 'Processed.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const form = await readMultipartForm(request);
      if (form === 'tooBig') return fail(STATUS_FAILED, applicationText(request, 'attachmentTooBig'));
      if (form === 'tooMany') return fail(STATUS_FAILED, applicationText(request, 'tooManyAttachments'));
      const messageId = integerField(form, 'messageId');
      if (messageId === undefined) return fail(STATUS_FAILED, applicationText(request, 'messageNotFound'));
      const editable = editableMessage(request, store, user, messageId);
      if ('status' in editable) return editable;

      const existing = store.attachments.messageAttachmentIds(messageId);
      const deleteIds = (form.fields['deleteFiles'] ?? []).map(Number).filter((id) => existing.includes(id));
      const uploads = form.files.filter((file) => file.field === 'uploadFiles');
      if (existing.length - deleteIds.length + uploads.length > MAX_MESSAGE_ATTACHMENTS) {
        return fail(STATUS_FAILED, applicationText(request, 'tooManyAttachments'));
      }
      const accepted = [];
      for (const file of uploads) {
        if (file.content.length >= MESSAGE_ATTACHMENT_MAX_BYTES) return fail(STATUS_FAILED, applicationText(request, 'attachmentTooBig'));
        const contentType = acceptedContentType(file.fileName, file.content, MESSAGE_ATTACHMENT_EXTENSIONS);
        if (contentType === null) return fail(STATUS_FAILED, applicationText(request, 'fileTypeNotAllowed'));
        accepted.push({ fileName: file.fileName, contentType, content: file.content });
      }
      store.attachments.processMessageAttachments(messageId, accepted, deleteIds);
      return ok();
    },
  });
}
