import type { FastifyInstance } from 'fastify';
import { SESSION_SECURITY, envelopeSchema, integer } from '../../http/schemas.ts';
import { requireUser } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { billPdf } from './billPdf.ts';
import { findReadableBill } from './findBill.ts';

export function downloadBillRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { Value: number } }>('/Bill/Download', {
    schema: {
      tags: ['Billing'],
      operationId: 'billDownload',
      summary: 'A bill as PDF',
      description:
        'The bill rendered as a PDF attachment named `bill-<invoiceNumber>.pdf` by `content-disposition`; a JSON ' +
        'envelope with status 1 "Bill not found" for a missing bill or one of an account the user is not related to.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Value'], properties: { Value: integer('billId.') } },
      response: {
        200: {
          description: 'The PDF, or the envelope when refused.',
          content: {
            'application/pdf': { schema: { type: 'string', format: 'binary' } },
            'application/json': { schema: envelopeSchema },
          },
        },
        '4xx': envelopeSchema,
        '5xx': envelopeSchema,
      },
    },
    onRequest: requireUser,
    handler: async (request, reply) => {
      const { bill, account, refusal } = findReadableBill(request, store, request.body.Value);
      if (refusal) return refusal;
      const orgName = store.organisation.read().orgName;
      const tariff = store.tariffs.inForce(bill.periodFrom);
      const pdf = billPdf({ utilityName: typeof orgName === 'string' ? orgName : 'Utility', bill, account, tariff });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="bill-${bill.invoiceNumber}.pdf"`)
        .send(pdf);
    },
  });
}
