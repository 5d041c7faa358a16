import type { Db } from '../db/open.ts';
import { REGISTRATION_EMAIL, ROLE_CUSTOMER } from '../domain/constants.ts';

/** The type of visitors' new customer applications in the customer-service queue (migration 014). */
const NEW_CUSTOMER_APPLICATION_TYPE = 20;
/**
 * The inactive user that owns visitors' applications: an address of the reserved `.invalid` domain (a user needs
 * an e-mail or a mobile number), no password hash, never activated, so it can never sign in.
 */
const VISITOR_USER_NAME = 'Portal visitor (new customer applications)';
const VISITOR_USER_EMAIL = 'new-customer-applications@portal.invalid';
const STATUS_NEW = 1;

export interface NewCustomerQueueEntry {
  newCustomerApplicationId: number;
  fields: Record<string, string>;
  files: ReadonlyArray<{ fileName: string; contentType: string; content: Buffer }>;
  createdAt: string;
}

/** Who applied, as the form names them (002 §3: Surname is the company name for corporate applicants). */
function applicantName(fields: Record<string, string>): string {
  const corporate = fields['AccountType'] === '1';
  const name = [corporate ? '' : (fields['Initial'] ?? ''), fields['Surname'] ?? ''].map((part) => part.trim()).filter(Boolean).join(' ');
  return name === '' ? (fields['Email'] ?? '') : name;
}

/**
 * Puts a visitor's new customer application in the customer-service queue (README "Work queues"): a New
 * application of type 20 named after the applicant, its files as its attachment list, so that staff read
 * and download them with the usual calls. Runs inside the caller's transaction.
 */
/**
 * The user that owns visitors' applications in the queues (new customer, customer evaluation), created with the
 * first of them. Runs inside the caller's transaction.
 */
export function visitorApplicationOwner(db: Db): () => number {
  const visitor = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE');
  const createVisitor = db.prepare(
    `INSERT INTO users (email, mobile_no, name, role, registration_type, active, password_hash) VALUES (?, NULL, ?, ${ROLE_CUSTOMER}, ${REGISTRATION_EMAIL}, 0, '!')`,
  );
  return () => visitor.get(VISITOR_USER_EMAIL)?.id ?? Number(createVisitor.run(VISITOR_USER_EMAIL, VISITOR_USER_NAME).lastInsertRowid);
}

export function newCustomerQueueEntries(db: Db): (entry: NewCustomerQueueEntry) => number {
  const visitorOwner = visitorApplicationOwner(db);
  const application = db.prepare(
    `INSERT INTO applications (user_id, application_type, name, status, updated_on, new_customer_application_id, applicant_name)
     VALUES (?, ${NEW_CUSTOMER_APPLICATION_TYPE}, ?, ${STATUS_NEW}, ?, ?, ?)`,
  );
  const entry = db.prepare(
    'INSERT INTO application_attachments (application_id, seq_id, name, is_mandatory, file_name, content_type, content) VALUES (?, ?, ?, 0, ?, ?, ?)',
  );
  return ({ newCustomerApplicationId, fields, files, createdAt }) => {
    const owner = visitorOwner();
    const name = applicantName(fields);
    const id = Number(application.run(owner, `New customer – ${name}`, createdAt, newCustomerApplicationId, name).lastInsertRowid);
    files.forEach((file, index) => entry.run(id, index + 1, file.fileName, file.fileName, file.contentType, file.content));
    return id;
  };
}
