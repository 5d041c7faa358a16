import type { Db } from '../db/open.ts';
import { ROLE_CUSTOMER } from '../domain/constants.ts';
import { seedPdf, seedPng, type SeedFile } from './applicationFiles.ts';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from './demoUsers.ts';
import { createRandom, type Random } from './random.ts';

/** Own random source derived from the seed, so adding applications changed no other table's data. */
const APPLICATION_RANDOM_SALT = 0xa9_71_1c;
/** The last moment seeded messages reach: fixed, so the same seed always writes the same rows. */
const SEEDED_UNTIL = Date.parse('2026-11-20T09:00:00Z');
const HOUR = 3_600_000;
/** Share of generated customers' users with one application (lightly, to keep the large seed fast). */
const GENERATED_APPLICATION_SHARE = 0.08;

interface SeedMessage {
  fromCustomer: boolean;
  text: string;
  hoursAgo: number;
  unread: boolean;
  files?: SeedFile[];
}

interface SeedApplication {
  type: number;
  name: string;
  status: number;
  assigned: boolean;
  messages: SeedMessage[];
  /** [name, mandatory, file] of the attachment list. */
  attachments: Array<[string, boolean, SeedFile | null]>;
}

const TYPES = ['New connection', 'Meter relocation', 'Change of ownership', 'Billing complaint', 'Supply termination'];
const CUSTOMER_LINES = ['Could you tell me when the work will be done?', 'I attached the documents you asked for.', 'Thank you for the update.'];
const STAFF_LINES = ['We have received your application and are reviewing it.', 'A technician will visit the property next week.', 'Please upload a copy of your identity card.'];

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

function mariasApplications(): SeedApplication[] {
  const paged: SeedMessage[] = Array.from({ length: 7 }, (_, index) => ({
    fromCustomer: index % 2 === 0,
    text: index % 2 === 0 ? `Question ${index / 2 + 1} about the transfer of my mother's account.` : `Answer ${(index + 1) / 2}: the transfer is being processed by our billing team.`,
    hoursAgo: 400 - index * 20,
    unread: false,
  }));
  return [
    {
      type: 1, name: 'New water connection – 14 Makariou Avenue', status: 2, assigned: true,
      messages: [
        { fromCustomer: true, text: 'Hello,\nwhen can the new connection be installed? The builders need water on site.', hoursAgo: 72, unread: false },
        { fromCustomer: false, text: 'Dear Ms Georgiou,\nthe connection is scheduled for next Tuesday. The quotation is attached.', hoursAgo: 30, unread: true, files: [seedPdf('quotation-2026-118.pdf', 'Quotation 2026/118')] },
      ],
      attachments: [['Identity card copy', true, seedPdf('identity-card.pdf', 'Identity card')], ['Title deed', true, null], ['Site plan', false, seedPng('site-plan.png')]],
    },
    {
      type: 2, name: 'Meter relocation', status: 1, assigned: false,
      messages: [{ fromCustomer: true, text: 'Please move the meter to the garden wall; photo attached.', hoursAgo: 5, unread: true, files: [seedPng('meter-photo.png')] }],
      attachments: [['Photo of the meter', true, seedPng('meter.png')]],
    },
    {
      type: 3, name: 'Change of ownership – Eleni Georgiou', status: 3, assigned: true, messages: paged,
      attachments: [['Power of attorney', true, seedPdf('power-of-attorney.pdf', 'Power of attorney')], ['Identity card of the new owner', true, null]],
    },
    { type: 4, name: 'Billing complaint – October bill', status: 7, assigned: false, messages: [], attachments: [['Copy of the bill', false, null]] },
  ];
}

function andreasApplications(): SeedApplication[] {
  return [
    {
      type: 5, name: 'Supply termination – 3 Ledras Street', status: 8, assigned: true,
      messages: [
        { fromCustomer: true, text: 'I am moving out at the end of the month.', hoursAgo: 90, unread: false },
        { fromCustomer: false, text: 'Your request is suspended until the final reading is taken.', hoursAgo: 20, unread: true },
      ],
      attachments: [['Tenancy termination letter', true, null]],
    },
    { type: 1, name: 'New electricity connection', status: 2, assigned: false, messages: [], attachments: [['Identity card copy', true, null]] },
  ];
}

function generatedApplication(random: Random): SeedApplication {
  const type = random.int(1, TYPES.length);
  const count = random.int(0, 2);
  return {
    type, name: TYPES[type - 1] ?? 'Application', status: random.int(1, 8), assigned: random.chance(0.5),
    messages: Array.from({ length: count }, (_, index) => {
      const fromCustomer = index % 2 === 0;
      return { fromCustomer, text: random.pick(fromCustomer ? CUSTOMER_LINES : STAFF_LINES), hoursAgo: random.int(24, 2000) - index * 12, unread: random.chance(0.3) };
    }),
    attachments: [['Identity card copy', true, null], ['Supporting document', false, null]],
  };
}

/** Applications with messages and attachment lists: several for the demo customers, lightly for generated ones. */
export function insertApplications(db: Db, seed: number): void {
  const random = createRandom(seed ^ APPLICATION_RANDOM_SALT);
  const userId = (login: string) =>
    db.prepare<[string, string], { id: number }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE OR mobile_no = ?').get(login, login)?.id;
  const staff = userId(DEMO_EMPLOYEE_EMAIL) ?? null;
  const application = db.prepare(
    'INSERT INTO applications (user_id, application_type, name, status, updated_on, assigned_employee_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const message = db.prepare(
    'INSERT INTO application_messages (application_id, author_id, from_customer, message, created_at, unread) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const messageFile = db.prepare('INSERT INTO application_message_attachments (message_id, file_name, content_type, content) VALUES (?, ?, ?, ?)');
  const entry = db.prepare(
    'INSERT INTO application_attachments (application_id, seq_id, name, is_mandatory, file_name, content_type, content) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const write = (owner: number, app: SeedApplication, hoursAgo: number) => {
    const latest = Math.min(hoursAgo, ...app.messages.map((m) => m.hoursAgo));
    const at = (hours: number) => new Date(SEEDED_UNTIL - hours * HOUR).toISOString();
    const id = Number(application.run(owner, app.type, app.name, app.status, at(latest), app.assigned ? staff : null).lastInsertRowid);
    for (const m of app.messages) {
      const author = m.fromCustomer ? owner : staff;
      const messageId = Number(message.run(id, author, m.fromCustomer ? 1 : 0, crlf(m.text), at(m.hoursAgo), m.unread ? 1 : 0).lastInsertRowid);
      for (const file of m.files ?? []) messageFile.run(messageId, file.fileName, file.contentType, file.content);
    }
    app.attachments.forEach(([name, mandatory, file], index) =>
      entry.run(id, index + 1, name, mandatory ? 1 : 0, file?.fileName ?? null, file?.contentType ?? null, file?.content ?? null),
    );
  };

  const maria = userId(DEMO_CUSTOMER_EMAIL);
  const andreas = userId(DEMO_CUSTOMER_MOBILE);
  if (maria !== undefined) mariasApplications().forEach((app, index) => write(maria, app, 500 + index * 100));
  if (andreas !== undefined) andreasApplications().forEach((app, index) => write(andreas, app, 300 + index * 100));

  const generated = db
    .prepare<[number, number, number], { id: number }>('SELECT id FROM users WHERE role = ? AND active = 1 AND id NOT IN (?, ?) ORDER BY id')
    .all(ROLE_CUSTOMER, maria ?? -1, andreas ?? -1);
  for (const { id } of generated) {
    if (random.chance(GENERATED_APPLICATION_SHARE)) write(id, generatedApplication(random), random.int(48, 4000));
  }
}
