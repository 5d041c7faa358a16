import type { Db } from '../db/open.ts';
import { applicationRequestStore, type RequestField } from '../store/applicationRequests.ts';

const DAY = 86_400_000;

interface RequestTemplate {
  description: string;
  fields: RequestField[];
  /** Days after the request the customer would like it done; none when the form asks for no day. */
  preferredAfterDays?: number;
}

/** What the demo customers wrote, by application type (README "Work queues": 1–5 customer service, 11–15 maintenance). */
const TEMPLATES: Readonly<Record<number, RequestTemplate>> = {
  1: {
    description: 'Please connect the property to the network: the building work finishes this month and the builders need water on site.',
    fields: [{ name: 'Use', value: 'Domestic' }, { name: 'Connection size', value: '20 mm' }, { name: 'Dwellings', value: '1' }],
    preferredAfterDays: 14,
  },
  2: {
    description: 'Please move the meter to the garden wall, so that it can be read without entering the yard.',
    fields: [{ name: 'Current location', value: 'Back yard' }, { name: 'New location', value: 'Garden wall by the gate' }],
    preferredAfterDays: 10,
  },
  3: {
    description: 'The property was sold; please transfer the account to the new owner from the day below.',
    fields: [{ name: 'Reason', value: 'Sale of the property' }, { name: 'Documents', value: 'Contract of sale attached' }],
    preferredAfterDays: 7,
  },
  4: {
    description: 'My latest bill is much higher than usual although the flat was empty for most of the period. Please check the reading.',
    fields: [{ name: 'Bill', value: 'Latest bill' }, { name: 'Reading on my meter', value: '1 204' }],
  },
  5: {
    description: 'I am moving out at the end of the month: please take a final reading and close the supply.',
    fields: [{ name: 'Forwarding address', value: '22 Archbishop Kyprianou Street, 3036 Limassol' }],
    preferredAfterDays: 20,
  },
  11: { description: 'Water is leaking from the pipe in front of the meter box.', fields: [{ name: 'Where', value: 'Pavement in front of the house' }] },
  12: { description: "The meter's dial does not turn although water is running in the house.", fields: [{ name: 'Since', value: 'Last week' }] },
  13: { description: 'There has been no water since this morning.', fields: [{ name: 'Neighbours affected', value: 'Yes' }] },
  14: { description: 'The pressure is very low on the upper floor in the evenings.', fields: [{ name: 'Floor', value: '2' }, { name: 'Hours', value: '18:00–22:00' }] },
  15: { description: 'The connection box was hit by a car and is cracked.', fields: [{ name: 'Water escaping', value: 'No' }] },
};

interface ApplicationRow {
  id: number;
  applicationType: number;
  updatedOn: string;
  firstMessageAt: string | null;
  accountId: number | null;
}

/**
 * The requests of the seeded customer-service and maintenance applications, derived from each application
 * (no random source, and a table of its own: every other row of every seed stays as it was). Family, new
 * customer and evaluation applications keep what was sent elsewhere.
 */
export function insertApplicationRequests(db: Db): void {
  const requests = applicationRequestStore(db);
  const rows = db.prepare<[], ApplicationRow>(`SELECT a.id, a.application_type AS applicationType, a.updated_on AS updatedOn,
      (SELECT MIN(m.created_at) FROM application_messages m WHERE m.application_id = a.id) AS firstMessageAt,
      COALESCE(u.selected_account_id, (SELECT MIN(au.account_id) FROM account_users au WHERE au.user_id = u.id)) AS accountId
    FROM applications a JOIN users u ON u.id = a.user_id
    WHERE a.new_customer_application_id IS NULL AND a.customer_evaluation_id IS NULL
      AND NOT EXISTS (SELECT 1 FROM family_applications f WHERE f.application_id = a.id)
      AND NOT EXISTS (SELECT 1 FROM application_requests r WHERE r.application_id = a.id)
    ORDER BY a.id`).all();
  for (const row of rows) {
    const template = TEMPLATES[row.applicationType];
    if (template === undefined) continue;
    // Sent a day before its first message or its last change, whichever came first.
    const sent = Date.parse(row.firstMessageAt !== null && row.firstMessageAt < row.updatedOn ? row.firstMessageAt : row.updatedOn) - DAY;
    requests.record(row.id, {
      accountId: row.accountId,
      description: template.description,
      submittedOn: new Date(sent).toISOString(),
      preferredDate: template.preferredAfterDays === undefined ? null : new Date(sent + template.preferredAfterDays * DAY).toISOString().slice(0, 10),
      fields: template.fields,
    });
  }
}
