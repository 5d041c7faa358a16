import { hashPassword, type ScryptCost } from '../auth/password.ts';
import type { Db } from '../db/open.ts';
import { withKeptCellsPaused } from '../store/gisKeptCells.ts';
import { keyValueSettings } from '../store/keyValueSettings.ts';
import { insertAccountDetails } from './accountDetails.ts';
import { insertAccountFinance } from './accountFinance.ts';
import { insertAccountCharges } from './accountCharges.ts';
import { insertApplications } from './applications.ts';
import { insertBilling } from './billing.ts';
import { insertConsumptionAlertData } from './consumptionAlerts.ts';
import { insertCustomers } from './customers.ts';
import { DEFAULT_ORGANISATION_SETTINGS } from './defaultOrganisationSettings.ts';
import { DEFAULT_SETTINGS } from './defaultSettings.ts';
import { DEMO_PASSWORD, insertApplicant, insertDemoUsers, insertFieldWorker } from './demoUsers.ts';
import { insertEmails } from './emails.ts';
import { insertEvaluations } from './evaluations.ts';
import { insertCadastre } from './cadastre.ts';
import { insertFamilyApplications, insertLicensedDrillers } from './familyApplications.ts';
import { insertFieldBase } from './fieldBase.ts';
import { insertEnquiryData } from './enquiry.ts';
import { insertGis } from './gis.ts';
import { insertNewCustomerData } from './newCustomer.ts';
import { insertReadings } from './readings.ts';
import { insertOpenPeriodReadings } from './openPeriodReadings.ts';
import { insertTariffs } from './tariffs.ts';
import { insertMeterCapture } from './meterCapture.ts';
import { createInserts } from './inserts.ts';
import { createRandom } from './random.ts';
import { seedTexts } from './seedTexts.ts';
import { insertWorkQueues } from './workQueue.ts';
import { insertUnregisteredCustomers } from './unregisteredCustomers.ts';
import { insertDebtCaseActions } from './debtManagement.ts';
import { insertDisconnections } from './disconnections.ts';
import { insertMaintenance } from './maintenance.ts';
import { insertAssets } from './assets.ts';
import { insertMeasurements } from './measurements.ts';
import { insertWorkforce } from './workforce.ts';
import { insertApplicationRequests } from './applicationRequests.ts';

export type Scale = 'small' | 'large';

/**
 * Generated customers per scale (docs/architecture.md §2). Large stays below 100,000 customers because their
 * properties must fit the 100,000 property references of 001 §5 (about 1.15 properties each).
 */
export const CUSTOMERS_PER_SCALE: Record<Scale, number> = { small: 200, large: 85_000 };

export interface SeedOptions {
  seed: number;
  scale: Scale;
  /** Cost of the demo logins' hashes (default the production one); tests pass a cheap one. */
  passwordCost?: ScryptCost;
}

export function isSeeded(db: Db): boolean {
  // A new file has no tables yet (this may be asked before the migrations ran).
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").get() === undefined) return false;
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seed'").get() !== undefined;
}

/** Restores the seeded utility and organisation settings (used by `POST /__dev/reset-settings`). */
export function writeDefaultSettings(db: Db): void {
  keyValueSettings(db, 'settings').replace(DEFAULT_SETTINGS);
  keyValueSettings(db, 'organisation_settings').replace(DEFAULT_ORGANISATION_SETTINGS);
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  // Each demo login gets its own salted hash; generated customers share one, computed once per run.
  const [maria, mobile, staff, pending, shared, field, applicant] = await Promise.all(
    Array.from({ length: 7 }, () => hashPassword(DEMO_PASSWORD, options.passwordCost)),
  );
  if (!maria || !mobile || !staff || !pending || !shared || !field || !applicant) throw new Error('password hashing failed');
  const random = createRandom(options.seed);
  // The web map's kept cells are counted once at the end, not kept row by row (store/gisKeptCells.ts).
  db.transaction(() => withKeptCellsPaused(db, () => {
    writeDefaultSettings(db);
    seedTexts(db);
    const inserts = createInserts(db, random);
    insertDemoUsers(inserts, random, { maria, mobile, staff, pending });
    insertCustomers(inserts, random, CUSTOMERS_PER_SCALE[options.scale], shared);
    // After the generated customers, so adding them left the generated data of every seed unchanged.
    insertUnregisteredCustomers(inserts, random);
    // Its own derived random source, after every account and property exists (seed/accountDetails.ts).
    insertAccountDetails(db, options.seed);
    // Meters and readings from their own random stream, after every account exists (seed/readings.ts).
    insertReadings(db, options.seed);
    // The tariff history, then bills priced by it and payments from their own random stream, dated back from the seeding month (seed/tariffs.ts, seed/billing.ts).
    insertTariffs(db, new Date());
    insertBilling(db, options.seed, new Date());
    // Bill e-mails announce the bills just seeded, from their own random stream (seed/emails.ts).
    insertEmails(db, options.seed);
    // Applications, messages and attachments from their own random stream, after every user exists (seed/applications.ts).
    insertApplications(db, options.seed);
    // Fixed lookups and custom fields of the new customer wizard, no random source (seed/newCustomer.ts).
    insertNewCustomerData(db);
    insertFieldWorker(inserts, field);
    // Customer, connection and meter device details and the search index, from their own random stream (seed/enquiry.ts).
    insertEnquiryData(db, options.seed);
    // Deposits, debt cases and payment agreements from their own random stream, after the bills they follow (seed/accountFinance.ts).
    insertAccountFinance(db, options.seed, new Date());
    // Maintenance applications and status histories from their own random stream, after every application (seed/workQueue.ts).
    insertWorkQueues(db, options.seed);
    // Warehouses, element types and network elements from their own random stream (seed/fieldBase.ts).
    insertFieldBase(db, options.seed, options.scale);
    // Debt-case action histories, then disconnection batches and orders, set-based from the debt cases (seed/debtManagement.ts, seed/disconnections.ts).
    insertDebtCaseActions(db);
    insertDisconnections(db);
    // GIS settings and the named maps of the web map, no random source (seed/gis.ts).
    insertGis(db);
    // The open meter-reading capture cycle from its own random stream, after every meter, reading and connection (seed/meterCapture.ts).
    insertMeterCapture(db, options.seed);
    // Log points, log entries, sampling points and samples from their own random stream, after the elements (seed/measurements.ts).
    insertMeasurements(db, options.seed);
    // Store requisitions and schedules from their own random stream, after the warehouses and users (seed/workforce.ts).
    insertWorkforce(db, options.seed);
    // Element properties, the asset register with assessments and PV parks from their own random stream, after every element (seed/assets.ts).
    insertAssets(db, options.seed, options.scale, new Date());
    // Maintenance crews, job cards, investigations and problem logs from their own random stream, after the elements and stock (seed/maintenance.ts).
    insertMaintenance(db, options.seed);
    // Last, so every other table's data for a seed stay as they were: readings of Maria's open period (seed/openPeriodReadings.ts).
    insertOpenPeriodReadings(db, new Date());
    // After every generator, so their rows stay as they were: visitors' customer evaluations (seed/evaluations.ts).
    insertEvaluations(db);
    // Family applications of the demo customers in several stages, of the families defined (seed/familyApplications.ts).
    insertFamilyApplications(db, options.seed);
    // Half hours and a reading that give Andreas's account a leak and a high-usage alert (seed/consumptionAlerts.ts).
    insertConsumptionAlertData(db, new Date());
    // What the customers asked for with the customer-service and maintenance applications, in a table of its own (seed/applicationRequests.ts).
    insertApplicationRequests(db);
    // Last of all, so every other row keeps its id and values: the login of the families' flows (seed/demoUsers.ts).
    insertApplicant(db, inserts, applicant);
    // After it, for the same reason: the register of licensed drillers and the demo cadastre of the drilling family.
    insertLicensedDrillers(db, options.seed);
    insertCadastre(db);
    // After them, for the same reason: open fees and other sales of the demo logins' accounts (seed/accountCharges.ts).
    insertAccountCharges(db, new Date());
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', ?)").run(JSON.stringify({ seed: options.seed, scale: options.scale }));
  }))();
}
