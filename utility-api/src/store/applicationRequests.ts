import type { Db } from '../db/open.ts';

/** One field of the application form besides the description, as the customer sent it. */
export interface RequestField {
  name: string;
  value: string;
}

/** What the customer asked for with a customer-service or maintenance application (migration 032). */
interface ApplicationRequest {
  accountId: number | null;
  accountKey: string | null;
  /** The address the application is about; the account's supply address when the form had none of its own. */
  address: string | null;
  description: string;
  submittedOn: string;
  preferredDate: string | null;
  fields: RequestField[];
}

interface NewApplicationRequest {
  accountId: number | null;
  description: string;
  submittedOn: string;
  preferredDate?: string | null;
  fields?: RequestField[];
}

export interface ApplicationRequestStore {
  find(applicationId: number): ApplicationRequest | undefined;
  /** Records the request of a new application; the address is the account's supply address at that moment. */
  record(applicationId: number, request: NewApplicationRequest): void;
}

/** A row as SQLite answers it: the fields still JSON. */
type Row = Omit<ApplicationRequest, 'fields'> & { fields: string };

/** The supply address of an account as the portal prints it (store/accounts.ts does the same for the account list). */
const ACCOUNT_ADDRESS_SQL = `(SELECT p.street || ', ' || p.postcode || ' ' || p.city FROM accounts a JOIN properties p ON p.id = a.property_id WHERE a.id = ?)`;

export function applicationRequestStore(db: Db): ApplicationRequestStore {
  const one = db.prepare<[number], Row>(`SELECT r.account_id AS accountId, a.account_key AS accountKey, r.address, r.description,
    r.submitted_on AS submittedOn, r.preferred_date AS preferredDate, r.fields
    FROM application_requests r LEFT JOIN accounts a ON a.id = r.account_id WHERE r.application_id = ?`);
  const insert = db.prepare<[number, number | null, number | null, string, string, string | null, string]>(
    `INSERT INTO application_requests (application_id, account_id, address, description, submitted_on, preferred_date, fields)
     VALUES (?, ?, ${ACCOUNT_ADDRESS_SQL}, ?, ?, ?, ?)`,
  );
  return {
    find: (applicationId) => {
      const row = one.get(applicationId);
      return row === undefined ? undefined : { ...row, fields: JSON.parse(row.fields) as RequestField[] };
    },
    record: (applicationId, request) => {
      insert.run(applicationId, request.accountId, request.accountId, request.description, request.submittedOn, request.preferredDate ?? null, JSON.stringify(request.fields ?? []));
    },
  };
}
