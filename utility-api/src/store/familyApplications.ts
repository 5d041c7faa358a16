import { EDITABLE_STAGES, RECORD_STATUS_OF_STAGE, type ApplicationStage } from '../../../shared/applicationForms/stages.ts';
import { formatAddress } from '../../../shared/applicationForms/postalAddress.ts';
import type { Db } from '../db/open.ts';
import type { MessageStore } from './messages.ts';
import type { UserRow } from './users.ts';

/** Record status numbers (002 §4; store/applications.ts APPLICATION_STATUSES) of the stages' statuses. */
const STATUS_NUMBER = { NEW: 1, IN_PROCESS: 2, POSTED: 3, CANCELLED: 4, DRAFT: 7 } as const;
const recordStatusOf = (stage: ApplicationStage): number => STATUS_NUMBER[RECORD_STATUS_OF_STAGE[stage]];

/** A family application as stored (migration 026). */
export interface FamilyApplicationRow {
  id: number;
  userId: number;
  code: string;
  stage: ApplicationStage;
  language: string;
  values: Record<string, string>;
  paidOn: string | null;
  paidCents: number | null;
  receiptNumber: string | null;
  reference: string | null;
  verificationCode: string | null;
  issuedOn: string | null;
  validUntil: string | null;
  /** The values as last submitted, or null before the first submission. */
  submittedValues: Record<string, string> | null;
}

interface StageChange {
  stage: ApplicationStage;
  changedOn: string;
  /** Name of the applicant or employee who made it. */
  changedBy: string;
  comment: string | null;
}

export interface IssuedDocumentData {
  reference: string;
  verificationCode: string;
  issuedOn: string;
  validUntil: string | null;
}

interface NewFamilyApplication {
  userId: number;
  applicationType: number;
  name: string;
  code: string;
  language: string;
  values: Record<string, string>;
  /** One attachment slot each, named by the document's id. */
  documents: readonly { id: string; mandatory: boolean }[];
  moment: string;
}

interface Change {
  id: number;
  from: ApplicationStage;
  to: ApplicationStage;
  by: UserRow;
  moment: string;
  /** Kept with the change and sent to the applicant as a staff message. */
  comment: string | null;
  issued?: IssuedDocumentData;
  /** A submission: these values are kept as submitted, and the employees' decisions on items asked for again. */
  submitted?: Record<string, string>;
}

export interface FamilyApplicationStore {
  create(application: NewFamilyApplication): number;
  find(applicationId: number): FamilyApplicationRow | undefined;
  saveValues(applicationId: number, values: Record<string, string>, language: string, moment: string): void;
  /** Moves the stage (false when it is no longer `from`), the record status with it, and keeps the change. */
  changeStage(change: Change): boolean;
  history(applicationId: number): StageChange[];
  /** Ids of the documents whose slot holds a file. */
  uploadedDocuments(applicationId: number): string[];
  /** A family application whose applicant may no longer change its documents. */
  documentsLocked(applicationId: number): boolean;
  /**
   * Records a completed fee payment once, and moves an application awaiting it to PAID (by its applicant).
   * Runs inside the payment's settlement.
   */
  recordPayment(applicationId: number, paidCents: number, receiptNumber: string, moment: string): void;
  byVerificationCode(code: string): FamilyApplicationRow | undefined;
  /** The highest reference number issued with this prefix (`WE-2026`), 0 for none. */
  lastReferenceNumber(prefix: string): number;
  /** Who the issued document names: the applicant's customer record, its mailing or first property's address. */
  holder(userId: number): { name: string; address: string };
}

interface Row extends Omit<FamilyApplicationRow, 'values' | 'submittedValues'> {
  fieldValues: string;
  submittedValues: string | null;
}

const SELECT = `SELECT f.application_id AS id, a.user_id AS userId, f.family_code AS code, f.stage, f.language,
    f.field_values AS fieldValues, f.paid_on AS paidOn, f.paid_cents AS paidCents, f.receipt_number AS receiptNumber,
    f.reference, f.verification_code AS verificationCode, f.issued_on AS issuedOn, f.valid_until AS validUntil,
    f.submitted_values AS submittedValues
  FROM family_applications f JOIN applications a ON a.id = f.application_id`;

const toApplication = ({ fieldValues, submittedValues, ...row }: Row): FamilyApplicationRow => ({
  ...row,
  values: JSON.parse(fieldValues) as Record<string, string>,
  submittedValues: submittedValues === null ? null : (JSON.parse(submittedValues) as Record<string, string>),
});

/** `onStatusChange` hears every recorded stage change with its record status (the customer's APPLICATION_STATUS notification). */
export function familyApplicationStore(
  db: Db,
  messages: MessageStore,
  onStatusChange?: (applicationId: number, status: number, byUserId: number) => void,
): FamilyApplicationStore {
  const insertApplication = db.prepare('INSERT INTO applications (user_id, application_type, name, status, updated_on) VALUES (?, ?, ?, ?, ?)');
  const insertFamily = db.prepare("INSERT INTO family_applications (application_id, family_code, stage, language, field_values) VALUES (?, ?, 'SAVED', ?, ?)");
  const insertSlot = db.prepare('INSERT INTO application_attachments (application_id, seq_id, name, is_mandatory) VALUES (?, ?, ?, ?)');
  const insertChange = db.prepare('INSERT INTO family_application_stages (application_id, stage, changed_by, changed_on, comment) VALUES (?, ?, ?, ?, ?)');
  const one = db.prepare<[number], Row>(`${SELECT} WHERE f.application_id = ?`);
  const byCode = db.prepare<[string], Row>(`${SELECT} WHERE f.verification_code = ?`);
  const updateValues = db.prepare('UPDATE family_applications SET field_values = ?, language = ? WHERE application_id = ?');
  // updated_on moves with every change: the gateway's work-queue watcher notices a change by it (README "Work queues").
  const touch = db.prepare('UPDATE applications SET status = COALESCE(?, status), updated_on = ? WHERE id = ?');
  const moveStage = db.prepare('UPDATE family_applications SET stage = ? WHERE application_id = ? AND stage = ?');
  const issue = db.prepare(
    'UPDATE family_applications SET reference = ?, verification_code = ?, issued_on = ?, valid_until = ? WHERE application_id = ?',
  );
  const pay = db.prepare('UPDATE family_applications SET paid_on = ?, paid_cents = ?, receipt_number = ? WHERE application_id = ? AND paid_on IS NULL');
  const history = db.prepare<[number], StageChange>(
    `SELECT s.stage, s.changed_on AS changedOn, COALESCE(u.name, '') AS changedBy, s.comment
     FROM family_application_stages s LEFT JOIN users u ON u.id = s.changed_by WHERE s.application_id = ? ORDER BY s.id`,
  );
  const uploaded = db.prepare<[number], { name: string }>('SELECT name FROM application_attachments WHERE application_id = ? AND content IS NOT NULL');
  const lastReference = db.prepare<[string], { reference: string }>(
    'SELECT reference FROM family_applications WHERE reference LIKE ? ORDER BY reference DESC LIMIT 1',
  );
  // A visitor's user has no customer: its address is the one given when starting (migration 036).
  const holder = db.prepare<[number], { name: string; address: string | null; street: string | null; postcode: string | null; city: string | null }>(
    `SELECT COALESCE(c.name, u.name) AS name,
            COALESCE(cd.mailing_address, (SELECT p.street || ', ' || p.postcode || ' ' || p.city FROM accounts ac
              JOIN properties p ON p.id = ac.property_id WHERE ac.customer_id = c.id ORDER BY ac.id LIMIT 1)) AS address,
            v.address_street AS street, v.address_postcode AS postcode, v.address_city AS city
     FROM users u LEFT JOIN customers c ON c.id = u.customer_id LEFT JOIN customer_details cd ON cd.customer_id = c.id
       LEFT JOIN visitor_family_applications v ON v.user_id = u.id WHERE u.id = ?`,
  );
  const userOf = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const keepSubmitted = db.prepare('UPDATE family_applications SET submitted_values = ? WHERE application_id = ?');
  const forgetDecisions = db.prepare('DELETE FROM family_item_decisions WHERE application_id = ?');

  const find = (id: number) => {
    const row = one.get(id);
    return row === undefined ? undefined : toApplication(row);
  };
  const recordStage = db.transaction((change: Change): boolean => {
    if (moveStage.run(change.to, change.id, change.from).changes === 0) return false;
    touch.run(recordStatusOf(change.to), change.moment, change.id);
    insertChange.run(change.id, change.to, change.by.id, change.moment, change.comment);
    if (change.submitted) {
      keepSubmitted.run(JSON.stringify(change.submitted), change.id);
      forgetDecisions.run(change.id);
    }
    if (change.issued) issue.run(change.issued.reference, change.issued.verificationCode, change.issued.issuedOn, change.issued.validUntil, change.id);
    if (change.comment !== null) messages.insert(change.id, change.by, change.comment, change.moment);
    return true;
  });
  const changeStage = (change: Change): boolean => {
    const changed = recordStage(change);
    if (changed) onStatusChange?.(change.id, recordStatusOf(change.to), change.by.id);
    return changed;
  };

  return {
    create: db.transaction((application: NewFamilyApplication): number => {
      const id = Number(insertApplication.run(application.userId, application.applicationType, application.name, recordStatusOf('SAVED'), application.moment).lastInsertRowid);
      insertFamily.run(id, application.code, application.language, JSON.stringify(application.values));
      insertChange.run(id, 'SAVED', application.userId, application.moment, null);
      application.documents.forEach((document, index) => insertSlot.run(id, index + 1, document.id, document.mandatory ? 1 : 0));
      return id;
    }),
    find,
    saveValues: db.transaction((id: number, values: Record<string, string>, language: string, moment: string) => {
      updateValues.run(JSON.stringify(values), language, id);
      touch.run(null, moment, id);
    }),
    changeStage: (change) => changeStage(change),
    history: (id) => history.all(id),
    uploadedDocuments: (id) => uploaded.all(id).map((row) => row.name),
    documentsLocked: (id) => {
      const row = one.get(id);
      return row !== undefined && !EDITABLE_STAGES.has(row.stage);
    },
    recordPayment: (id, paidCents, receiptNumber, moment) => {
      const application = find(id);
      if (application === undefined || pay.run(moment, paidCents, receiptNumber, id).changes === 0) return;
      const applicant = userOf.get(application.userId);
      if (application.stage === 'AWAITING_PAYMENT' && applicant !== undefined) {
        changeStage({ id, from: 'AWAITING_PAYMENT', to: 'PAID', by: applicant, moment, comment: null });
      } else touch.run(null, moment, id);
    },
    byVerificationCode: (code) => {
      const row = byCode.get(code);
      return row === undefined ? undefined : toApplication(row);
    },
    lastReferenceNumber: (prefix) => Number(lastReference.get(`${prefix}-%`)?.reference.slice(prefix.length + 1) ?? 0),
    holder: (userId) => {
      const row = holder.get(userId);
      return { name: row?.name ?? '', address: row?.address ?? (row ? formatAddress(row) : '') };
    },
  };
}
