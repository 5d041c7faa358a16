import { nextStage, type ApplicationStage, type StageAction } from '../../../shared/applicationForms/stages.ts';
import type { Db } from '../db/open.ts';
import { loadFamilySamples, loadFamilySources } from '../families/loadSources.ts';
import { createFamilyRegistry } from '../families/registry.ts';
import { issuedDocumentFor } from '../routes/applicationFamilies/issue.ts';
import { organisationDay } from '../routes/billing/today.ts';
import { familyApplicationStore } from '../store/familyApplications.ts';
import { messageStore } from '../store/messages.ts';
import type { UserRow } from '../store/users.ts';
import { seedPdf } from './applicationFiles.ts';
import { DEMO_CUSTOMER_MOBILE, DEMO_EMPLOYEE_EMAIL } from './demoUsers.ts';
import { createRandom } from './random.ts';

/** Own random stream (verification codes), so adding these changed no other table's data. */
const FAMILY_RANDOM_SALT = 0xfa_31_1e;
const DAY = 86_400_000;
/** Fixed, so the same seed always writes the same rows: the first application was saved then. */
const FIRST_SAVED = Date.parse('2026-11-02T09:30:00Z');

interface Planned {
  code: string;
  /** `users.email` or `users.mobile_no` of the applicant. */
  login: string;
  stage: ApplicationStage;
  /** Values changed from the family's sample. */
  values?: Readonly<Record<string, string>>;
  /** The issued document's last day, when it is to differ from the family's validity (an expired licence). */
  validUntil?: string;
}

/**
 * README "Application families", Demo data: one application per stage worth showing, all Andreas's (the mobile
 * login), so that Maria's applications stay those the other areas' tests and tours count.
 */
const PLAN: Planned[] = [
  { code: 'waterExtraction', login: DEMO_CUSTOMER_MOBILE, stage: 'SAVED' },
  { code: 'drillerLicence', login: DEMO_CUSTOMER_MOBILE, stage: 'SUBMITTED' },
  { code: 'containment', login: DEMO_CUSTOMER_MOBILE, stage: 'AWAITING_PAYMENT' },
  { code: 'environmentalResearch', login: DEMO_CUSTOMER_MOBILE, stage: 'ISSUED' },
];

/**
 * The register of licensed drillers (routes/applicationFamilies/registers.ts) that drilling applications
 * choose from: driller licences issued, one of them expired, so the register shows it does not list it.
 */
const LICENSED_DRILLERS: Planned[] = [
  { code: 'drillerLicence', login: DEMO_CUSTOMER_MOBILE, stage: 'ISSUED', values: { requestType: 'new', existingLicenceNumber: '' } },
  {
    code: 'drillerLicence',
    login: DEMO_CUSTOMER_MOBILE,
    stage: 'ISSUED',
    values: { requestType: 'new', existingLicenceNumber: '', companyName: 'Troodos Boreholes Ltd', companyRegistration: 'HE 301877' },
  },
  {
    code: 'drillerLicence',
    login: DEMO_CUSTOMER_MOBILE,
    stage: 'ISSUED',
    values: { requestType: 'new', existingLicenceNumber: '', companyName: 'Akamas Drilling Co', companyRegistration: 'HE 199342' },
    validUntil: '2026-06-30',
  },
];

/** The actions that lead from SAVED to `stage`, the fee paid when it is due before issue. */
function actionsTo(stage: ApplicationStage, fee: { hasFee: boolean; payBeforeIssue: boolean }): StageAction[] {
  const path: StageAction[] = ['SUBMIT', 'APPROVE', 'REQUEST_PAYMENT', 'PAY', 'ISSUE'];
  const actions: StageAction[] = [];
  let current: ApplicationStage = 'SAVED';
  for (const action of path) {
    if (current === stage) break;
    const next = nextStage(current, action, fee);
    if (next === null) continue;
    actions.push(action);
    current = next;
  }
  return actions;
}

/**
 * A few family applications of the demo customers in different stages, from the definitions and their
 * sample values (src/families/samples/). A family that is not defined is skipped, so the seed works
 * without any definition.
 */
export function insertFamilyApplications(db: Db, seed: number): void {
  insertPlanned(db, seed, PLAN, 0);
}

/** After every other row of the demo data, so that theirs keep their ids: the licensed drillers' issued licences. */
export function insertLicensedDrillers(db: Db, seed: number): void {
  insertPlanned(db, seed ^ 0xd1, LICENSED_DRILLERS, PLAN.length);
}

/** The planned applications, the first saved `offset` steps of two days after FIRST_SAVED. */
function insertPlanned(db: Db, seed: number, plan: readonly Planned[], offset: number): void {
  const registry = createFamilyRegistry(loadFamilySources());
  const samples = loadFamilySamples();
  const random = createRandom(seed ^ FAMILY_RANDOM_SALT);
  const applications = familyApplicationStore(db, messageStore(db));
  const userBy = db.prepare<[string, string], UserRow>('SELECT * FROM users WHERE email = ? COLLATE NOCASE OR mobile_no = ?');
  const attach = db.prepare('UPDATE application_attachments SET file_name = ?, content_type = ?, content = ? WHERE application_id = ? AND name = ?');
  const staff = userBy.get(DEMO_EMPLOYEE_EMAIL, DEMO_EMPLOYEE_EMAIL);
  const expire = db.prepare('UPDATE family_applications SET valid_until = ? WHERE application_id = ?');
  plan.forEach((planned, index) => {
    const family = registry.localized(planned.code, 'en');
    const sample = samples.get(planned.code);
    const applicant = userBy.get(planned.login, planned.login);
    if (family === undefined || sample === undefined || applicant === undefined || staff === undefined) return;
    const entries = Object.entries({ ...sample, ...planned.values }).filter(([, value]) => value !== '');
    const values = Object.fromEntries(planned.stage === 'SAVED' ? entries.slice(0, Math.ceil(entries.length / 2)) : entries);
    let moment = FIRST_SAVED + (offset + index) * 2 * DAY;
    const at = () => new Date(moment).toISOString();
    const id = applications.create({
      userId: applicant.id, applicationType: family.applicationType, name: family.name, code: family.code, language: 'en', values, documents: family.documents, moment: at(),
    });
    if (planned.stage === 'SAVED') return;
    for (const document of family.documents.filter((candidate) => candidate.mandatory)) {
      const file = seedPdf(`${document.id}.pdf`, document.label);
      attach.run(file.fileName, file.contentType, file.content, id, document.id);
    }
    const fee = { hasFee: family.fee !== null, payBeforeIssue: family.fee?.payBeforeIssue ?? false };
    let stage: ApplicationStage = 'SAVED';
    for (const action of actionsTo(planned.stage, fee)) {
      moment += DAY / 4;
      const to: ApplicationStage = nextStage(stage, action, fee) ?? stage;
      if (action === 'PAY') {
        applications.recordPayment(id, Math.round(Number(family.fee?.amount ?? 0) * 100), `DEMO-${String(id).padStart(6, '0')}`, at());
      } else {
        const issued = action === 'ISSUE'
          ? issuedDocumentFor(applications, family.code, organisationDay(new Date(moment)), family.issues.validityMonths, Uint8Array.from({ length: 12 }, () => random.int(0, 255)))
          : undefined;
        applications.changeStage({ id, from: stage, to, by: action === 'SUBMIT' ? applicant : staff, moment: at(), comment: null, ...(issued ? { issued } : {}) });
      }
      stage = to;
    }
    if (planned.validUntil !== undefined) expire.run(planned.validUntil, id);
  });
}
