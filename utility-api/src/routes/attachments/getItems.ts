import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireUser, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { applicationText } from '../applications/texts.ts';
import { applicationAttachmentSchema } from './applicationAttachmentSchema.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';

interface Body extends PagingBody {
  PortalApplicationId?: number;
}

export function applicationAttachmentGetItemsRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/ApplicationAttachment/GetItems', {
    schema: {
      tags: ['ApplicationAttachment'],
      operationId: 'applicationAttachmentGetItems',
      summary: 'Attachment list of an application, or of all the customer\'s applications',
      description:
        'With `PortalApplicationId` (002 §7): every entry of that application by `seqId`, `Options` ignored. ' +
        'Without it (the /attachments screen): the entries of all the signed-in customer\'s applications, most ' +
        'recently updated application first, paged by `Options`.',
      security: SESSION_SECURITY,
      body: { type: 'object', properties: { PortalApplicationId: integer('The application.'), Options: optionsSchema } },
      response: responses(
        envelopeWith(
          { total: integer('Entries in the whole list.'), items: { type: 'array', items: applicationAttachmentSchema } },
          'The entries.',
        ),
      ),
    },
    onRequest: requireUser,
    handler: async (request) => {
      const user = signedInUser(request);
      const applicationId = request.body.PortalApplicationId;
      if (applicationId === undefined) {
        const { limit, offset } = pageWindow(request.body);
        return ok({ total: store.attachments.countForUser(user.id), items: store.attachments.pageForUser(user.id, limit, offset) });
      }
      const owner = store.applications.ownerFor(user, applicationId);
      if (owner === undefined) return fail(STATUS_FAILED, applicationText(request, 'applicationNotFound'));
      const items = store.attachments.applicationAttachments(owner.id);
      return ok({ total: items.length, items });
    },
  });
}
