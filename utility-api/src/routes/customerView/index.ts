import type { FastifyInstance } from 'fastify';
import { ROLE_CUSTOMER } from '../../domain/constants.ts';
import { STATUS_FAILED, STATUS_FORBIDDEN, STATUS_INVALID_REQUEST, fail, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeSchema, envelopeWith, integer, nullableString, responses, string } from '../../http/schemas.ts';
import { requireEmployee, requireUser, signedInUser } from '../../http/session.ts';
import { translate } from '../../i18n/messages.ts';
import { CUSTOMER_VIEW_AUDIT_MAX, CUSTOMER_VIEW_MINUTES, CUSTOMER_VIEW_REASON_MAX } from '../../../../shared/customerView.ts';
import type { Store } from '../../store/store.ts';

interface StartBody {
  CustomerId: number;
  Reason: string;
}

const entrySchema = {
  type: 'object',
  required: ['id', 'employeeName', 'reason', 'startedAt', 'expiresAt', 'endedAt'],
  properties: {
    id: integer('The view.'),
    employeeName: string('Who viewed the portal.'),
    reason: string('Why, as the employee gave it.'),
    startedAt: string('ISO 8601.'),
    expiresAt: string('ISO 8601: when the view ended unless ended earlier.'),
    endedAt: nullableString('ISO 8601 when the employee ended the view early; null when it ran until `expiresAt`.'),
  },
} as const;

/**
 * Staff views of a customer's portal (README "Staff views of a customer's portal"): an employee with
 * `portalViewAsCustomer` opens a read-only session of the customer's, for `CUSTOMER_VIEW_MINUTES` at most;
 * each view is written to an audit the customer reads.
 */
export function customerViewRoutes(app: FastifyInstance, store: Store): void {
  app.post<{ Body: StartBody }>('/CustomerView/Start', {
    schema: {
      tags: ['Account'],
      operationId: 'customerViewStart',
      summary: 'Open a read-only view of a customer\'s portal',
      description:
        `Employees with \`portalViewAsCustomer\` only (HTTP 403 status 4 otherwise). Writes an audit entry and ` +
        `answers the id of a new session acting as the customer's portal login: every call but reads, ` +
        `/CustomerView/End and /account/Logout is refused with it (HTTP 403 status 4), and it ends after ` +
        `${CUSTOMER_VIEW_MINUTES} minutes whatever its activity. The caller's own session is unchanged.`,
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['CustomerId', 'Reason'],
        properties: { CustomerId: integer('The customer record.'), Reason: { type: 'string', maxLength: CUSTOMER_VIEW_REASON_MAX } },
      },
      response: responses(
        envelopeWith(
          {
            viewSession: string('The view\'s session id, sent as the session cookie by the caller.'),
            viewId: integer('The audit entry.'),
            expiresAt: string('ISO 8601.'),
            customerName: string('The customer\'s portal login name.'),
            employeeName: string('The employee\'s name.'),
          },
          'The view\'s session.',
        ),
      ),
    },
    onRequest: requireEmployee('portalViewAsCustomer'),
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      const employee = signedInUser(request);
      const reason = request.body.Reason.trim();
      if (reason === '') return reply.code(400).send(fail(STATUS_INVALID_REQUEST, translate(language, 'viewReasonRequired')));
      const customer = store.customerViews.portalUserOf(request.body.CustomerId);
      if (!customer) return fail(STATUS_FAILED, translate(language, 'viewCustomerWithoutPortal'));
      const started = store.customerViews.start(employee.id, customer.id, reason, language);
      return ok({
        viewSession: started.sessionId,
        viewId: started.viewId,
        expiresAt: started.expiresAt,
        customerName: customer.name,
        employeeName: employee.name,
      });
    },
  });

  app.post('/CustomerView/End', {
    schema: {
      tags: ['Account'],
      operationId: 'customerViewEnd',
      summary: 'End a staff view early',
      description: 'Called with the view\'s own session: the audit entry records the end and the session ends. Succeeds without a view too.',
      security: SESSION_SECURITY,
      response: responses(envelopeSchema),
    },
    handler: async (request) => {
      const viewId = request.utilitySession?.view_id;
      if (viewId != null) store.customerViews.end(viewId);
      return ok();
    },
  });

  app.post('/CustomerView/GetAuditEntries', {
    schema: {
      tags: ['Account'],
      operationId: 'customerViewGetAuditEntries',
      summary: 'Staff views of the signed-in customer\'s portal',
      description:
        `The customer's own entries, newest first, at most ${CUSTOMER_VIEW_AUDIT_MAX}; a staff view reads what ` +
        'the customer reads. Employees get HTTP 403 status 4: no one else reads them.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ items: { type: 'array', items: entrySchema } }, 'The entries in `items`.')),
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const user = signedInUser(request);
      if (user.role !== ROLE_CUSTOMER) {
        return reply.code(403).send(fail(STATUS_FORBIDDEN, translate(requestLanguage(request), 'accessDenied')));
      }
      return ok({ items: store.customerViews.listForCustomer(user.id) });
    },
  });
}
