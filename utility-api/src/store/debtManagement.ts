import type { Db } from '../db/open.ts';
import type { DebtCaseItem } from './accountFinance.ts';
import { DEBT_CASE_STAGES, DEBT_CASE_STATUSES } from '../routes/accountFinance/schemas.ts';
import { rankOf, sortOrder, type SortChoice } from './sortOrder.ts';
import { maskIban } from '../../../shared/iban.ts';

/** A case of the debt-management work list: the case with its account and customer (README "Debt management"). */
export interface DebtCaseWorkItem extends DebtCaseItem {
  accountKey: string;
  customerId: number;
  customerName: string;
  address: string;
  /** The agreement being paid (status active), or null. */
  activeAgreementId: number | null;
}

export interface DebtCaseActionItem {
  actionId: number;
  debtCaseId: number;
  action: string;
  actedOn: string;
  note: string | null;
  amount: number | null;
  employeeName: string | null;
}

/** A payment agreement with what the portal records beside it (bank chosen, payment phone). */
export interface AgreementDetailItem {
  paymentAgreementId: number;
  reference: string;
  accountId: number;
  debtCaseId: number | null;
  startDate: string;
  instalments: number;
  instalmentAmount: number;
  paidInstalments: number;
  status: 'active' | 'completed' | 'broken' | 'cancelled';
  bankId: number | null;
  bankName: string | null;
  /** Masked (`CY17 **** 1234`). */
  iban: string | null;
  paymentPhone: string | null;
}

interface BankItem {
  bankId: number;
  code: string;
  name: string;
  country: string;
}

export const DEBT_CASE_SORTS = ['caseNumber', 'account', 'customer', 'openedOn', 'stage', 'status', 'balance', 'lastActionOn'] as const;
export type DebtCaseSort = (typeof DEBT_CASE_SORTS)[number];

interface DebtCaseFilter extends SortChoice<DebtCaseSort> {
  stages?: readonly string[];
  statuses?: readonly string[];
  minBalanceCents?: number;
  maxBalanceCents?: number;
  text?: string;
}

/** Actions staff add by hand; the others follow from payments, agreements, disconnections and write-offs. */
export const MANUAL_ACTIONS = ['phoneCall', 'reminderLetter', 'finalNoticeLetter', 'disconnectionNotice', 'legalReferral'] as const;
export type ManualAction = (typeof MANUAL_ACTIONS)[number];

/** The stage an action moves a case to (it never moves back). */
const STAGE_OF: Partial<Record<ManualAction, string>> = {
  reminderLetter: 'reminder',
  finalNoticeLetter: 'finalNotice',
  disconnectionNotice: 'disconnectionWarning',
  legalReferral: 'legal',
};
const STAGE_ORDER = ['reminder', 'finalNotice', 'disconnectionWarning', 'disconnected', 'legal'];

interface AgreementInput {
  agreementId: number | null;
  startDate: string;
  instalments: number;
  instalmentCents: number;
  paymentPhone: string;
  /** Direct debit: the bank chosen and the IBAN (compact); both null otherwise. */
  bank: BankItem | null;
  iban: string | null;
}

export interface DebtManagementStore {
  list(filter: DebtCaseFilter, limit: number, offset: number): { total: number; items: DebtCaseWorkItem[] };
  byIds(ids: readonly number[]): DebtCaseWorkItem[];
  find(id: number): DebtCaseWorkItem | undefined;
  actions(caseId: number): DebtCaseActionItem[];
  addAction(caseId: number, action: ManualAction, day: string, note: string | null, employeeId: number): void;
  recordPayment(caseId: number, amountCents: number, day: string, note: string | null, employeeId: number): void;
  writeOff(caseId: number, day: string, note: string | null, employeeId: number): void;
  agreementsByIds(ids: readonly number[]): AgreementDetailItem[];
  /** Saves (creates or edits) the case's agreement; answers its id. */
  saveAgreement(caseId: number, input: AgreementInput, day: string, employeeId: number): number;
  banks(): BankItem[];
  bank(id: number): BankItem | undefined;
}

const cents = (value: number) => Math.round(value) / 100;

type CaseRow = Omit<DebtCaseWorkItem, 'debtAmount' | 'balance'> & { debtCents: number; balanceCents: number };

const CASE_FROM = `FROM debt_cases t JOIN accounts a ON a.id = t.account_id JOIN customers c ON c.id = a.customer_id
  JOIN properties p ON p.id = a.property_id`;
const CASE_COLUMNS = `t.id AS debtCaseId, t.case_number AS caseNumber, t.account_id AS accountId, t.opened_on AS openedOn, t.stage,
  t.status, t.debt_cents AS debtCents, t.balance_cents AS balanceCents, t.last_action AS lastAction,
  t.last_action_on AS lastActionOn, t.closed_on AS closedOn, a.account_key AS accountKey, c.id AS customerId,
  c.name AS customerName, p.street || ', ' || p.postcode || ' ' || p.city AS address,
  (SELECT g.id FROM payment_agreements g WHERE g.debt_case_id = t.id AND g.status = 'active' ORDER BY g.id DESC LIMIT 1) AS activeAgreementId`;

const toCase = ({ debtCents, balanceCents, ...row }: CaseRow): DebtCaseWorkItem => ({ ...row, debtAmount: cents(debtCents), balance: cents(balanceCents) });

/** ORDER BY of each sort (stages and statuses in their own order); newest first without one. */
const caseOrder = sortOrder<DebtCaseSort>(
  {
    caseNumber: 't.case_number',
    account: 'a.account_key',
    customer: 'c.name COLLATE NOCASE',
    openedOn: 't.opened_on',
    stage: rankOf('t.stage', DEBT_CASE_STAGES),
    status: rankOf('t.status', DEBT_CASE_STATUSES),
    balance: 't.balance_cents',
    lastActionOn: 't.last_action_on',
  },
  't.id',
  't.opened_on DESC, t.id DESC',
);

function caseWhere(filter: DebtCaseFilter): { sql: string; params: Array<string | number> } {
  const clauses: string[] = [];
  const params: Array<string | number> = [];
  const inList = (column: string, values: readonly string[] | undefined) => {
    if (values === undefined || values.length === 0) return;
    clauses.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  inList('t.stage', filter.stages);
  inList('t.status', filter.statuses);
  if (filter.minBalanceCents !== undefined) {
    clauses.push('t.balance_cents >= ?');
    params.push(filter.minBalanceCents);
  }
  if (filter.maxBalanceCents !== undefined) {
    clauses.push('t.balance_cents <= ?');
    params.push(filter.maxBalanceCents);
  }
  const text = filter.text?.trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    clauses.push(`(t.case_number LIKE ? ESCAPE '\\' OR a.account_key LIKE ? ESCAPE '\\' OR c.name LIKE ? ESCAPE '\\')`);
    params.push(like, like, like);
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}

type AgreementRow = Omit<AgreementDetailItem, 'instalmentAmount'> & { instalmentCents: number };

export function debtManagementStore(db: Db): DebtManagementStore {
  const oneCase = db.prepare<[number], CaseRow>(`SELECT ${CASE_COLUMNS} ${CASE_FROM} WHERE t.id = ?`);
  const actionRows = db.prepare<[number], Omit<DebtCaseActionItem, 'amount'> & { amountCents: number | null }>(`SELECT x.id AS actionId,
    x.debt_case_id AS debtCaseId, x.action, x.acted_on AS actedOn, x.note, x.amount_cents AS amountCents, u.name AS employeeName
    FROM debt_case_actions x LEFT JOIN users u ON u.id = x.employee_id WHERE x.debt_case_id = ? ORDER BY x.acted_on DESC, x.id DESC`);
  const insertAction = db.prepare(`INSERT INTO debt_case_actions (debt_case_id, action, acted_on, note, amount_cents, employee_id)
    SELECT id, ?, max(?, opened_on), ?, ?, ? FROM debt_cases WHERE id = ?`);
  const setLastAction = db.prepare('UPDATE debt_cases SET last_action = ?, last_action_on = max(?, opened_on) WHERE id = ?');
  const setStage = db.prepare('UPDATE debt_cases SET stage = ? WHERE id = ?');
  const payBalance = db.prepare('UPDATE debt_cases SET balance_cents = balance_cents - ? WHERE id = ?');
  const closeCase = db.prepare(`UPDATE debt_cases SET status = 'closed', closed_on = last_action_on WHERE id = ?`);
  const zeroBalance = db.prepare('UPDATE debt_cases SET balance_cents = 0 WHERE id = ?');
  const completeAgreements = db.prepare(`UPDATE payment_agreements SET status = 'completed', paid_instalments = instalments
    WHERE debt_case_id = ? AND status = 'active'`);
  const cancelAgreements = db.prepare(`UPDATE payment_agreements SET status = 'cancelled' WHERE debt_case_id = ? AND status = 'active'`);
  const oneAgreement = db.prepare<[number], AgreementRow>(`SELECT g.id AS paymentAgreementId, g.reference, g.account_id AS accountId,
    g.debt_case_id AS debtCaseId, g.start_date AS startDate, g.instalments, g.instalment_cents AS instalmentCents,
    g.paid_instalments AS paidInstalments, g.status, g.bank_id AS bankId, g.bank_name AS bankName, g.iban,
    g.payment_phone AS paymentPhone FROM payment_agreements g WHERE g.id = ?`);
  const nextAgreementId = db.prepare<[], number>('SELECT COALESCE(MAX(id), 0) + 1 FROM payment_agreements').pluck();
  const insertAgreement = db.prepare(`INSERT INTO payment_agreements (id, reference, account_id, debt_case_id, start_date, instalments,
    instalment_cents, paid_instalments, status, bank_name, iban, bank_id, payment_phone) VALUES (?, ?, ?, ?, ?, ?, ?, 0, 'active', ?, ?, ?, ?)`);
  const updateAgreement = db.prepare(`UPDATE payment_agreements SET start_date = ?, instalments = ?, instalment_cents = ?, bank_name = ?,
    iban = ?, bank_id = ?, payment_phone = ? WHERE id = ?`);
  const holdCase = db.prepare(`UPDATE debt_cases SET status = 'onHold' WHERE id = ?`);
  const allBanks = db.prepare<[], BankItem>('SELECT id AS bankId, code, name, country FROM banks ORDER BY name');
  const oneBank = db.prepare<[number], BankItem>('SELECT id AS bankId, code, name, country FROM banks WHERE id = ?');

  const action = (caseId: number, name: string, day: string, note: string | null, amountCents: number | null, employeeId: number) => {
    insertAction.run(name, day, note, amountCents, employeeId, caseId);
    setLastAction.run(name, day, caseId);
  };

  return {
    list(filter, limit, offset) {
      const { sql, params } = caseWhere(filter);
      // Only the text looks beyond the case (account key, customer name): without it, counting joins nothing.
      const from = filter.text?.trim() ? CASE_FROM : 'FROM debt_cases t';
      const total = db.prepare<unknown[], number>(`SELECT COUNT(*) ${from} ${sql}`).pluck().get(...params) ?? 0;
      const rows = db.prepare<unknown[], CaseRow>(`SELECT ${CASE_COLUMNS} ${CASE_FROM} ${sql} ${caseOrder(filter)} LIMIT ? OFFSET ?`).all(...params, limit, offset);
      return { total, items: rows.map(toCase) };
    },
    byIds: (ids) => [...new Set(ids)].flatMap((id) => {
      const row = oneCase.get(id);
      return row === undefined ? [] : [toCase(row)];
    }),
    find: (id) => {
      const row = oneCase.get(id);
      return row === undefined ? undefined : toCase(row);
    },
    actions: (caseId) => actionRows.all(caseId).map(({ amountCents, ...row }) => ({ ...row, amount: amountCents === null ? null : cents(amountCents) })),
    addAction: db.transaction((caseId: number, name: ManualAction, day: string, note: string | null, employeeId: number) => {
      action(caseId, name, day, note, null, employeeId);
      const stage = STAGE_OF[name];
      const current = oneCase.get(caseId)?.stage ?? 'reminder';
      if (stage !== undefined && STAGE_ORDER.indexOf(stage) > STAGE_ORDER.indexOf(current)) setStage.run(stage, caseId);
    }),
    recordPayment: db.transaction((caseId: number, amountCents: number, day: string, note: string | null, employeeId: number) => {
      action(caseId, 'paymentReceived', day, note, amountCents, employeeId);
      payBalance.run(amountCents, caseId);
      if (oneCase.get(caseId)?.balanceCents === 0) {
        completeAgreements.run(caseId);
        closeCase.run(caseId);
      }
    }),
    writeOff: db.transaction((caseId: number, day: string, note: string | null, employeeId: number) => {
      action(caseId, 'writtenOff', day, note, null, employeeId);
      zeroBalance.run(caseId);
      cancelAgreements.run(caseId);
      closeCase.run(caseId);
    }),
    agreementsByIds: (ids) => [...new Set(ids)].flatMap((id) => {
      const row = oneAgreement.get(id);
      if (row === undefined) return [];
      const { instalmentCents, iban, ...rest } = row;
      return [{ ...rest, instalmentAmount: cents(instalmentCents), iban: maskIban(iban) }];
    }),
    saveAgreement: db.transaction((caseId: number, input: AgreementInput, day: string, employeeId: number): number => {
      const debtCase = oneCase.get(caseId);
      if (debtCase === undefined) throw new Error(`no debt case ${caseId}`);
      const bankName = input.bank?.name ?? null;
      const bankId = input.bank?.bankId ?? null;
      let id = input.agreementId;
      if (id !== null) {
        updateAgreement.run(input.startDate, input.instalments, input.instalmentCents, bankName, input.iban, bankId, input.paymentPhone, id);
      } else {
        cancelAgreements.run(caseId);
        id = nextAgreementId.get() ?? 1;
        insertAgreement.run(id, `PA-${String(id).padStart(6, '0')}`, debtCase.accountId, caseId, input.startDate, input.instalments,
          input.instalmentCents, bankName, input.iban, bankId, input.paymentPhone);
        action(caseId, 'agreementSigned', day, null, null, employeeId);
      }
      holdCase.run(caseId);
      return id;
    }),
    banks: () => allBanks.all(),
    bank: (id) => oneBank.get(id),
  };
}
