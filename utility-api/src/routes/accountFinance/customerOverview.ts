import type { FastifyInstance } from 'fastify';
import { fail, ok, STATUS_FAILED } from '../../http/envelope.ts';
import type { JSONSchema } from '../../http/jsonSchema.ts';
import { requestLanguage } from '../../http/language.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee } from '../../http/session.ts';
import type { Store } from '../../store/store.ts';
import { debtCaseItemSchema } from './schemas.ts';
import { balanceSchema } from '../billing/billingSchemas.ts';
import { balanceOf } from '../billing/ledger.ts';
import { organisationDay } from '../billing/today.ts';
import { refreshAlerts } from '../consumptionAlerts/refresh.ts';
import { consumptionAlertSchema } from '../consumptionAlerts/schemas.ts';
import { financeText } from './texts.ts';

/** The accounts one overview reads (by account key), as /Customer/GetAccounts lists them: the bound of its work. */
const OVERVIEW_MAX_ACCOUNTS = 100;
/** Rows of each list: newest first, enough for the portal to rank and show its first 20. */
const OVERVIEW_MAX_ROWS = 100;

const accountBalanceSchema: JSONSchema = {
  ...balanceSchema,
  description: 'An account\'s balance, as /Account/GetBalance answers it.',
  required: ['accountId', ...(balanceSchema.required as string[])],
  properties: { accountId: integer('The account.'), ...(balanceSchema.properties as Record<string, JSONSchema>) },
};

/**
 * The header of the customer 360° view in one call: every account's balance, and the debt cases and
 * consumption alerts still open, instead of three calls per account.
 */
export function customerOverviewRoute(app: FastifyInstance, store: Store): void {
  app.post<{ Body: { CustomerId: number } }>('/Customer/GetOverview', {
    schema: {
      tags: ['AccountFinance'],
      operationId: 'customerGetOverview',
      summary: 'Balances, open debt cases and open alerts of all a customer\'s accounts',
      description:
        `The customer's first ${OVERVIEW_MAX_ACCOUNTS} accounts by account key: each one's balance (as /Account/GetBalance), ` +
        `their debt cases not closed, newest first, and their open consumption alerts, the latest update first (detection ` +
        `runs over each account first, as /ConsumptionAlert/GetItems), at most ${OVERVIEW_MAX_ROWS} of each. Status 1 for an ` +
        'unknown customer. Employees with `portalEnquiries` only (HTTP 403 status 4 for other employees).',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['CustomerId'], properties: { CustomerId: integer('The customer.') } },
      response: responses(
        envelopeWith(
          {
            item: {
              type: 'object',
              required: ['accounts', 'debtCases', 'alerts'],
              properties: {
                accounts: { type: 'array', items: accountBalanceSchema },
                debtCases: { type: 'array', items: debtCaseItemSchema },
                alerts: { type: 'array', items: consumptionAlertSchema },
              },
            },
          },
          'The overview in `item`.',
        ),
      ),
    },
    onRequest: requireEmployee('portalEnquiries'),
    handler: async (request) => {
      const { CustomerId } = request.body;
      if (!store.accountFinance.customerExists(CustomerId)) return fail(STATUS_FAILED, financeText(requestLanguage(request), 'customerNotFound'));
      const accounts = store.enquiry.accountsOfCustomers([CustomerId]).slice(0, OVERVIEW_MAX_ACCOUNTS);
      const today = organisationDay(store.clock());
      const ids = accounts.map((account) => account.accountId);
      for (const id of ids) refreshAlerts(store, id);
      return ok({
        item: {
          accounts: accounts.map((account) => ({
            accountId: account.accountId,
            ...balanceOf(store.billing.ledger(account.accountId, account.propertyReference), today),
          })),
          debtCases: store.accountFinance.unclosedDebtCases(ids, OVERVIEW_MAX_ROWS),
          alerts: store.consumptionAlerts.openOfAccounts(ids, OVERVIEW_MAX_ROWS),
        },
      });
    },
  });
}
