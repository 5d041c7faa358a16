import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { optionsSchema, pageWindow, type PagingBody } from '../../http/paging.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { messageItemSchema } from '../messages/messageSchema.ts';
import { financeText } from './texts.ts';

interface Body extends PagingBody {
  CustomerId: number;
}

/** `002 §9`: message lists page by 5. */
const MESSAGES_PAGE_SIZE = 5;

export function customerMessagesRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: Body }>('/ApplicationMessage/GetItemsOfCustomer', {
    schema: {
      tags: ['AccountFinance'],
      operationId: 'applicationMessageGetItemsOfCustomer',
      summary: 'Messages of all applications of a customer (employees)',
      description:
        'Employees only (HTTP 403 status 4 for customers). The messages on the applications of every portal user of the ' +
        'customer, newest first, paged by `Options` (default page size 5, 002 §9), as an employee sees them; listing marks ' +
        'nothing read. Status 1 "Customer not found" for an unknown customer.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['CustomerId'],
        properties: { CustomerId: integer('The customer (customers.id).'), Options: optionsSchema },
      },
      response: responses(
        envelopeWith({ total: integer('Messages of the customer.'), items: { type: 'array', items: messageItemSchema } }, 'One page of messages.'),
      ),
    },
    onRequest: requireEmployee(),
    handler: async (request) => {
      const { CustomerId } = request.body;
      const finance = store.accountFinance;
      if (!finance.customerExists(CustomerId)) return fail(STATUS_FAILED, financeText(requestLanguage(request), 'customerNotFound'));
      const viewer = signedInUser(request);
      const { limit, offset } = pageWindow(request.body, MESSAGES_PAGE_SIZE);
      const items = finance.customerMessageIds(CustomerId, limit, offset).flatMap((id) => store.messages.item(viewer, id) ?? []);
      return ok({ total: finance.countCustomerMessages(CustomerId), items });
    },
  });
}
