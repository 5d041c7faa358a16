import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import { REGISTRATION_EMAIL, ROLE_CUSTOMER } from '../../domain/constants.ts';
import { NOTIFICATION_KINDS } from '../../notifications/kinds.ts';
import type { PostalAddress } from '../../../../shared/applicationForms/postalAddress.ts';
import type { ApplicationStage } from '../../../../shared/applicationForms/stages.ts';
import type { Store } from '../../store/store.ts';

/** Who applied as a visitor, and how the application stands (migration 033). */
export interface VisitorApplicationRow {
  applicationId: number;
  userId: number;
  applicationType: number;
  name: string;
  email: string;
  mobileNo: string | null;
  portalUrl: string | null;
  language: string;
  stage: ApplicationStage;
  /** The last change of the application (a save, a stage change): a draft expires from it. */
  updatedOn: string;
}

interface NewVisitorApplication {
  name: string;
  /** Where the visitor lives: the issued document prints it beside the name. */
  address: PostalAddress;
  email: string;
  mobileNo: string | null;
  portalUrl: string | null;
  language: string;
  moment: string;
  /** Creates the family application for the visitor's user and answers its id (FamilyApplicationStore.create). */
  createApplication: (userId: number) => number;
}

export interface VisitorFamilyStore {
  create(application: NewVisitorApplication): VisitorApplicationRow;
  addKey(applicationId: number, keyHash: string, moment: string): void;
  /** The application a key hash belongs to. */
  byKeyHash(keyHash: string): VisitorApplicationRow | undefined;
  byApplication(applicationId: number): VisitorApplicationRow | undefined;
  /** True for the user of a visitor's application: it may work on that application only. */
  isVisitorUser(userId: number): boolean;
}

const SELECT = `SELECT v.application_id AS applicationId, v.user_id AS userId, a.application_type AS applicationType, v.name, v.email,
    v.mobile_no AS mobileNo, v.portal_url AS portalUrl, f.language, f.stage, a.updated_on AS updatedOn
  FROM visitor_family_applications v JOIN applications a ON a.id = v.application_id JOIN family_applications f ON f.application_id = v.application_id`;

/** The visitors' family applications (migration 033); `store` records the application itself and the user's choices. */
export function visitorFamilyStore(db: Db, store: Store): VisitorFamilyStore {
  // An address of the reserved `.invalid` domain (a user needs an e-mail or a mobile number) that no one can
  // register or sign in with; the password hash matches no password.
  const insertUser = db.prepare(
    `INSERT INTO users (email, mobile_no, name, role, registration_type, active, password_hash, language, show_contact_us_email)
     VALUES (?, NULL, ?, ${ROLE_CUSTOMER}, ${REGISTRATION_EMAIL}, 0, '!', ?, 0)`,
  );
  const insert = db.prepare(
    `INSERT INTO visitor_family_applications (application_id, user_id, name, email, mobile_no, portal_url, created_at, address_street, address_postcode, address_city)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const named = db.prepare('UPDATE applications SET applicant_name = ? WHERE id = ?');
  const insertKey = db.prepare('INSERT INTO visitor_family_keys (key_hash, application_id, created_at) VALUES (?, ?, ?)');
  const byKey = db.prepare<[string], VisitorApplicationRow>(`${SELECT} JOIN visitor_family_keys k ON k.application_id = v.application_id WHERE k.key_hash = ?`);
  const byId = db.prepare<[number], VisitorApplicationRow>(`${SELECT} WHERE v.application_id = ?`);
  const byUser = db.prepare<[number], number>('SELECT 1 FROM visitor_family_applications WHERE user_id = ?').pluck();

  return {
    create: db.transaction((application: NewVisitorApplication): VisitorApplicationRow => {
      const placeholder = `visitor-${randomBytes(12).toString('hex')}@portal.invalid`;
      const userId = Number(insertUser.run(placeholder, application.name, application.language).lastInsertRowid);
      // The utility writes to the visitor itself (./visitorMail.ts): the portal's notifications to this user's
      // `.invalid` address would reach no one.
      store.notificationPreferences.save(userId, NOTIFICATION_KINDS.map((kind) => ({ kind, channel: 'NONE' })));
      const applicationId = application.createApplication(userId);
      const { street, postcode, city } = application.address;
      insert.run(applicationId, userId, application.name, application.email, application.mobileNo, application.portalUrl, application.moment, street, postcode, city);
      named.run(application.name, applicationId);
      return byId.get(applicationId)!;
    }),
    addKey: (applicationId, keyHash, moment) => {
      insertKey.run(keyHash, applicationId, moment);
    },
    byKeyHash: (keyHash) => byKey.get(keyHash),
    byApplication: (applicationId) => byId.get(applicationId),
    isVisitorUser: (userId) => byUser.get(userId) !== undefined,
  };
}
