import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import {
  APPLICATION_ATTACHMENT_EXTENSIONS,
  APPLICATION_ATTACHMENT_MAX_BYTES,
  acceptedContentType,
} from '../../store/fileSignature.ts';
import type { Store } from '../../store/store.ts';
import { integerField, readMultipartForm } from '../applications/multipartForm.ts';
import { applicationText } from '../applications/texts.ts';
import { familyText } from '../applicationFamilies/texts.ts';
import { multipartParts } from './fileAnswer.ts';

export function applicationAttachmentUpdateRoute(app: FastifyInstance, store: Store): void {
  app.post('/ApplicationAttachment/Update', {
    schema: {
      tags: ['ApplicationAttachment'],
      operationId: 'applicationAttachmentUpdate',
      summary: 'Upload or replace an entry\'s file (multipart)',
      description:
        'multipart/form-data with `attachmentId` and one `file`: at most 4 MB (4,194,304 bytes), a zip, pdf, doc, ' +
        'docx, xls, xlsx, jpg, jpeg or png by extension AND content (002 §5); status 1 otherwise. The slots of a family ' +
        'application change only while it is editable (SAVED, CHANGES_REQUESTED): status 1 after it is submitted.',
      security: SESSION_SECURITY,
      consumes: ['multipart/form-data'],
      body: multipartParts({
        attachmentId: { type: 'integer', description: 'The entry.' },
        file: { type: 'string', format: 'binary', description: 'The file.' },
      }),
      response: responses(envelopeWith({}, 'Stored.')),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const form = await readMultipartForm(request);
      if (form === 'tooBig') return fail(STATUS_FAILED, applicationText(request, 'applicationFileTooBig'));
      if (form === 'tooMany') return fail(STATUS_FAILED, applicationText(request, 'noFile'));
      const attachmentId = integerField(form, 'attachmentId');
      const entry = attachmentId === undefined ? undefined : store.attachments.applicationAttachment(attachmentId);
      if (entry === undefined || store.applications.ownerFor(user, entry.portalApplicationId) === undefined) {
        return fail(STATUS_FAILED, applicationText(request, 'attachmentNotFound'));
      }
      // A family application's documents change only while the applicant may edit it (docs/applicationFamilies.md).
      if (store.familyApplications.documentsLocked(entry.portalApplicationId)) return fail(STATUS_FAILED, familyText(request, 'documentsLocked'));
      const [file, ...others] = form.files.filter((part) => part.field === 'file');
      if (file === undefined || others.length > 0) return fail(STATUS_FAILED, applicationText(request, 'noFile'));
      if (file.content.length > APPLICATION_ATTACHMENT_MAX_BYTES) return fail(STATUS_FAILED, applicationText(request, 'applicationFileTooBig'));
      const contentType = acceptedContentType(file.fileName, file.content, APPLICATION_ATTACHMENT_EXTENSIONS);
      if (contentType === null) return fail(STATUS_FAILED, applicationText(request, 'fileTypeNotAllowed'));
      store.attachments.replaceApplicationAttachment(entry.id, { fileName: file.fileName, contentType, content: file.content });
      return ok();
    },
  });
}
