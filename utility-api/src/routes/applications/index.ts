import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { APPLICATION_ATTACHMENT_MAX_BYTES, MAX_MESSAGE_ATTACHMENTS } from '../../store/fileSignature.ts';
import type { Store } from '../../store/store.ts';
import { downloadMessageAttachmentRoute } from '../attachments/downloadMessageAttachment.ts';
import { applicationAttachmentDeleteAndDownloadRoutes } from '../attachments/deleteAndDownload.ts';
import { applicationAttachmentGetItemsRoute } from '../attachments/getItems.ts';
import { processAttachmentsRoute } from '../attachments/processAttachments.ts';
import { applicationAttachmentUpdateRoute } from '../attachments/update.ts';
import { messageDeleteRoute } from '../messages/delete.ts';
import { messageGetItemRoute } from '../messages/getItem.ts';
import { messageGetItemsRoute } from '../messages/getItems.ts';
import { messageUnreadRoutes } from '../messages/getUnreadItems.ts';
import { messageInsertRoute } from '../messages/insert.ts';
import { messageUpdateRoute } from '../messages/update.ts';
import { applicationGetItemRoute } from './getItem.ts';
import { applicationGetItemsRoute } from './getItems.ts';

/**
 * Applications, their messages and attachments (002 §7; README "Applications, messages and attachments").
 * Multipart parsing is registered in this scope only, with the spec's largest file (4 MB) and a form's
 * file count enforced while the body streams.
 */
export function applicationRoutes(app: FastifyInstance, store: Store): void {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: APPLICATION_ATTACHMENT_MAX_BYTES,
        // Three uploads plus room for a form that also deletes; ProcessAttachments counts exactly.
        files: MAX_MESSAGE_ATTACHMENTS + 2,
        fields: 20,
        parts: 25,
      },
    });
    applicationGetItemsRoute(scope, store);
    applicationGetItemRoute(scope, store);
    messageGetItemsRoute(scope, store);
    messageGetItemRoute(scope, store);
    messageInsertRoute(scope, store);
    messageUpdateRoute(scope, store);
    messageDeleteRoute(scope, store);
    messageUnreadRoutes(scope, store);
    processAttachmentsRoute(scope, store);
    downloadMessageAttachmentRoute(scope, store);
    applicationAttachmentGetItemsRoute(scope, store);
    applicationAttachmentUpdateRoute(scope, store);
    applicationAttachmentDeleteAndDownloadRoutes(scope, store);
  });
}
