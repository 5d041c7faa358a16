import type { FastifyInstance } from 'fastify';
import { STATUS_FAILED, fail, ok } from '../../http/envelope.ts';
import { SESSION_SECURITY, envelopeWith, integer, responses } from '../../http/schemas.ts';
import { requireEmployee, signedInUser } from '../../http/session.ts';
import { compactIban, ibanCountry, ibanProblem } from '../../../../shared/iban.ts';
import { compactPaymentPhone, isValidPaymentPhone } from '../../../../shared/paymentPhone.ts';
import { amountProblem, toCents } from '../../store/debtManagementRules.ts';
import type { Store } from '../../store/store.ts';
import { AMOUNT_TEXTS, FLAG, MAX_IDS, TAGS, money, refused, today, workedCase } from './caseRules.ts';
import { agreementDetailSchema, bankSchema, debtCaseWorkItemSchema } from './schemas.ts';
import { debtManagementText } from './texts.ts';

interface AgreementBody {
  DebtCaseId: number;
  PaymentAgreementId?: number | null;
  StartDate: string;
  Instalments: number;
  InstalmentAmount: number;
  PaymentPhone: string;
  DirectDebit: boolean;
  BankId?: number | null;
  Iban?: string | null;
}

/** Payment agreements of debt cases and the banks of their direct debits (README "Debt management"; 002 §5). */
export function agreementRoutes(app: FastifyInstance, store: Store): void {
  const onRequest = requireEmployee(FLAG);
  const dm = store.debtManagement;

  app.post<{ Body: AgreementBody }>('/PaymentAgreement/Save', {
    schema: {
      tags: TAGS,
      operationId: 'paymentAgreementSave',
      summary: 'Create or edit the payment agreement of a debt case',
      description:
        'Employees with `portalDm`. Open or on-hold cases only. Without `PaymentAgreementId` a new active agreement replaces (cancels) ' +
        'any active one and records `agreementSigned`; with it, the case\'s active agreement is edited. Rules (status 1, localized; ' +
        '002 §5): the instalment amount more than zero with two decimals at most, the instalments together at least the balance, a new ' +
        'agreement\'s first instalment not before today, the payment phone 10 to 15 digits, and with `DirectDebit` a bank chosen from ' +
        '`/Bank/GetList` and an IBAN valid by ISO 13616 (country length and mod-97 check) from the bank\'s country. The case goes on hold.',
      security: SESSION_SECURITY,
      body: {
        type: 'object',
        required: ['DebtCaseId', 'StartDate', 'Instalments', 'InstalmentAmount', 'PaymentPhone', 'DirectDebit'],
        properties: {
          DebtCaseId: integer('The case.'),
          PaymentAgreementId: { type: ['integer', 'null'], description: 'The active agreement to edit; absent or null for a new one.' },
          StartDate: { type: 'string', format: 'date', description: 'Day of the first instalment.' },
          Instalments: { type: 'integer', minimum: 1, maximum: 60, description: 'Number of monthly instalments.' },
          InstalmentAmount: { type: 'number', description: 'Amount of each instalment.' },
          PaymentPhone: { type: 'string', maxLength: 30, description: 'Phone for the instalment reminders: 10 to 15 digits.' },
          DirectDebit: { type: 'boolean', description: 'Instalments collected by direct debit (then `BankId` and `Iban` are required).' },
          BankId: { type: ['integer', 'null'], description: 'Bank of the direct debit.' },
          Iban: { type: ['string', 'null'], maxLength: 50, description: 'IBAN of the direct debit; spaces allowed.' },
        },
      },
      response: responses(envelopeWith({ item: debtCaseWorkItemSchema, agreement: agreementDetailSchema }, 'The case and its agreement.')),
    },
    onRequest,
    handler: async (request) => {
      const body = request.body;
      const debtCase = workedCase(request, store, body.DebtCaseId);
      if (refused(debtCase)) return debtCase;
      const failWith = (key: Parameters<typeof debtManagementText>[1], values: Record<string, string> = {}) => fail(STATUS_FAILED, debtManagementText(request, key, values));
      const agreementId = body.PaymentAgreementId ?? null;
      if (agreementId !== null && agreementId !== debtCase.activeAgreementId) return failWith('agreementNotActive');
      const amount = amountProblem(body.InstalmentAmount);
      if (amount !== null) return failWith(AMOUNT_TEXTS[amount]);
      const instalmentCents = toCents(body.InstalmentAmount) ?? 0;
      const balanceCents = Math.round(debtCase.balance * 100);
      if (instalmentCents * body.Instalments < balanceCents) return failWith('totalBelowBalance', { total: money(instalmentCents * body.Instalments), balance: money(balanceCents) });
      if (agreementId === null && body.StartDate < today(store)) return failWith('startDatePast');
      if (!isValidPaymentPhone(body.PaymentPhone)) return failWith('phoneInvalid');
      let bank = null;
      let iban = null;
      if (body.DirectDebit) {
        bank = body.BankId == null ? undefined : dm.bank(body.BankId);
        if (bank === undefined) return failWith('bankRequired');
        const problem = ibanProblem(body.Iban ?? '');
        if (problem !== null) return failWith(({ format: 'ibanFormat', country: 'ibanCountry', length: 'ibanLength', checksum: 'ibanChecksum' } as const)[problem]);
        iban = compactIban(body.Iban ?? '');
        if (ibanCountry(iban) !== bank.country) return failWith('bankCountry');
      }
      const id = dm.saveAgreement(debtCase.debtCaseId, {
        agreementId,
        startDate: body.StartDate,
        instalments: body.Instalments,
        instalmentCents,
        paymentPhone: compactPaymentPhone(body.PaymentPhone),
        bank,
        iban,
      }, today(store), signedInUser(request).id);
      return ok({ item: dm.find(debtCase.debtCaseId), agreement: dm.agreementsByIds([id])[0] });
    },
  });

  app.post<{ Body: { Ids: number[] } }>('/PaymentAgreement/GetDetails', {
    schema: {
      tags: TAGS,
      operationId: 'paymentAgreementGetDetails',
      summary: 'Payment agreements by id, with bank and payment phone',
      description: 'Employees with `portalDm`. Those agreements in the order asked (IBAN masked); unknown ids left out.',
      security: SESSION_SECURITY,
      body: { type: 'object', required: ['Ids'], properties: { Ids: { type: 'array', items: { type: 'integer' }, maxItems: MAX_IDS, description: 'Agreement ids (up to 100).' } } },
      response: responses(envelopeWith({ items: { type: 'array', items: agreementDetailSchema } }, 'The agreements found.')),
    },
    onRequest,
    handler: async (request) => ok({ items: dm.agreementsByIds(request.body.Ids) }),
  });

  app.post('/Bank/GetList', {
    schema: {
      tags: TAGS,
      operationId: 'bankGetList',
      summary: 'Banks for direct debits',
      description: 'Employees with `portalDm`. Banks by name, with the country of their IBANs.',
      security: SESSION_SECURITY,
      response: responses(envelopeWith({ items: { type: 'array', items: bankSchema } }, 'The banks.')),
    },
    onRequest,
    handler: async () => ok({ items: dm.banks() }),
  });
}
