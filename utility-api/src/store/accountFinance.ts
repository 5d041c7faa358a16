import type { Db } from '../db/open.ts';
import { maskIban } from '../../../shared/iban.ts';

/** A deposit (README "Employee enquiries: account tabs"). */
export interface DepositItem {
  depositId: number;
  accountId: number;
  receivedOn: string;
  kind: 'cash' | 'cheque' | 'card' | 'bankGuarantee';
  amount: number;
  status: 'held' | 'refunded' | 'applied';
  settledOn: string | null;
  reference: string;
}

/** A debt-management case. */
export interface DebtCaseItem {
  debtCaseId: number;
  caseNumber: string;
  accountId: number;
  openedOn: string;
  stage: 'reminder' | 'finalNotice' | 'disconnectionWarning' | 'disconnected' | 'legal';
  status: 'open' | 'onHold' | 'closed';
  debtAmount: number;
  balance: number;
  lastAction: string;
  lastActionOn: string;
  closedOn: string | null;
}

/** A payment agreement, with its IBAN masked. */
export interface PaymentAgreementItem {
  paymentAgreementId: number;
  reference: string;
  accountId: number;
  debtCaseId: number | null;
  startDate: string;
  instalments: number;
  instalmentAmount: number;
  paidInstalments: number;
  status: 'active' | 'completed' | 'broken' | 'cancelled';
  bankName: string | null;
  iban: string | null;
}

export interface FinanceList<T> {
  count(accountId: number): number;
  /** Newest first. */
  page(accountId: number, limit: number, offset: number): T[];
  /** The rows among `ids` that exist, in the order asked. */
  byIds(ids: readonly number[]): T[];
}

export interface AccountFinanceStore {
  deposits: FinanceList<DepositItem>;
  debtCases: FinanceList<DebtCaseItem>;
  /** The debt cases not closed of all `accountIds`, newest first, at most `limit`. */
  unclosedDebtCases(accountIds: readonly number[], limit: number): DebtCaseItem[];
  agreements: FinanceList<PaymentAgreementItem>;
  customerExists(customerId: number): boolean;
  /** Messages on the applications of every user of the customer. */
  countCustomerMessages(customerId: number): number;
  /** Their ids, newest first. */
  customerMessageIds(customerId: number, limit: number, offset: number): number[];
}

const cents = (value: number) => Math.round(value) / 100;

function financeList<Row, T>(db: Db, table: string, columns: string, order: string, toItem: (row: Row) => T): FinanceList<T> {
  const count = db.prepare<[number], { total: number }>(`SELECT COUNT(*) AS total FROM ${table} WHERE account_id = ?`);
  const page = db.prepare<[number, number, number], Row>(`SELECT ${columns} FROM ${table} t WHERE t.account_id = ? ORDER BY ${order} LIMIT ? OFFSET ?`);
  const one = db.prepare<[number], Row>(`SELECT ${columns} FROM ${table} t WHERE t.id = ?`);
  return {
    count: (accountId) => count.get(accountId)?.total ?? 0,
    page: (accountId, limit, offset) => page.all(accountId, limit, offset).map(toItem),
    byIds: (ids) => [...new Set(ids)].flatMap((id) => {
      const row = one.get(id);
      return row === undefined ? [] : [toItem(row)];
    }),
  };
}

type DepositRow = Omit<DepositItem, 'amount'> & { amountCents: number };
type DebtCaseRow = Omit<DebtCaseItem, 'debtAmount' | 'balance'> & { debtCents: number; balanceCents: number };
type AgreementRow = Omit<PaymentAgreementItem, 'instalmentAmount'> & { instalmentCents: number };

const DEBT_CASE_COLUMNS = `t.id AS debtCaseId, t.case_number AS caseNumber, t.account_id AS accountId, t.opened_on AS openedOn, t.stage, t.status,
  t.debt_cents AS debtCents, t.balance_cents AS balanceCents, t.last_action AS lastAction, t.last_action_on AS lastActionOn,
  t.closed_on AS closedOn`;
const DEBT_CASE_ORDER = 't.opened_on DESC, t.id DESC';
const toDebtCase = ({ debtCents, balanceCents, ...row }: DebtCaseRow): DebtCaseItem => ({ ...row, debtAmount: cents(debtCents), balance: cents(balanceCents) });

export function accountFinanceStore(db: Db): AccountFinanceStore {
  const unclosed = db.prepare<[object], DebtCaseRow>(`SELECT ${DEBT_CASE_COLUMNS} FROM debt_cases t
    WHERE t.account_id IN (SELECT value FROM json_each(@ids)) AND t.status <> 'closed' ORDER BY ${DEBT_CASE_ORDER} LIMIT @limit`);
  const customer = db.prepare<[number], { id: number }>('SELECT id FROM customers WHERE id = ?');
  const MESSAGES = `FROM application_messages m JOIN applications a ON a.id = m.application_id
    WHERE a.user_id IN (SELECT id FROM users WHERE customer_id = ?)`;
  const countMessages = db.prepare<[number], { total: number }>(`SELECT COUNT(*) AS total ${MESSAGES}`);
  const messageIds = db.prepare<[number, number, number], number>(`SELECT m.id ${MESSAGES} ORDER BY m.created_at DESC, m.id DESC LIMIT ? OFFSET ?`).pluck();
  return {
    deposits: financeList<DepositRow, DepositItem>(
      db,
      'deposits',
      `t.id AS depositId, t.account_id AS accountId, t.received_on AS receivedOn, t.kind, t.amount_cents AS amountCents,
       t.status, t.settled_on AS settledOn, t.reference`,
      't.received_on DESC, t.id DESC',
      ({ amountCents, ...row }) => ({ ...row, amount: cents(amountCents) }),
    ),
    debtCases: financeList<DebtCaseRow, DebtCaseItem>(db, 'debt_cases', DEBT_CASE_COLUMNS, DEBT_CASE_ORDER, toDebtCase),
    unclosedDebtCases: (accountIds, limit) => unclosed.all({ ids: JSON.stringify(accountIds), limit }).map(toDebtCase),
    agreements: financeList<AgreementRow, PaymentAgreementItem>(
      db,
      'payment_agreements',
      `t.id AS paymentAgreementId, t.reference, t.account_id AS accountId, t.debt_case_id AS debtCaseId, t.start_date AS startDate,
       t.instalments, t.instalment_cents AS instalmentCents, t.paid_instalments AS paidInstalments, t.status,
       t.bank_name AS bankName, t.iban`,
      't.start_date DESC, t.id DESC',
      ({ instalmentCents, iban, ...row }) => ({ ...row, instalmentAmount: cents(instalmentCents), iban: maskIban(iban) }),
    ),
    customerExists: (customerId) => customer.get(customerId) !== undefined,
    countCustomerMessages: (customerId) => countMessages.get(customerId)?.total ?? 0,
    customerMessageIds: (customerId, limit, offset) => messageIds.all(customerId, limit, offset),
  };
}
