import type { Db } from '../db/open.ts';
import { accountStore, type AccountStore } from './accounts.ts';
import { accountFinanceStore, type AccountFinanceStore } from './accountFinance.ts';
import { billingStore, type BillingStore } from './billing.ts';
import { accountChargeStore, type AccountChargeStore } from './accountCharges.ts';
import { tariffStore, type TariffStore } from './tariffs.ts';
import { applicationStore, type ApplicationStore } from './applications.ts';
import { applicationRequestStore, type ApplicationRequestStore } from './applicationRequests.ts';
import { attachmentStore, type AttachmentStore } from './attachments.ts';
import { cadastreStore, type CadastreStore } from './cadastre.ts';
import { familyApplicationStore, type FamilyApplicationStore } from './familyApplications.ts';
import { familyItemDecisionStore, type FamilyItemDecisionStore } from './familyItemDecisions.ts';
import { licensedDrillers, type LicensedDriller } from './licensedDrillers.ts';
import { emailStore, type EmailStore } from './emails.ts';
import { enquiryStore, type EnquiryStore } from './enquiry.ts';
import { gisStore, type GisStore } from './gis.ts';
import { fieldBaseStore, type FieldBaseStore } from './fieldBase.ts';
import { keyValueSettings, type KeyValueSettings } from './keyValueSettings.ts';
import { idNumberPattern } from './settingsValues.ts';
import { linkCodeStore, type LinkCodeStore } from './linkCodes.ts';
import { localizedFileStore, type LocalizedFileStore } from './localizedFiles.ts';
import { messageStore, type MessageStore } from './messages.ts';
import { meterCaptureStore, type MeterCaptureStore } from './meterCapture.ts';
import { oneTimeCodeStore, type OneTimeCodeStore } from './oneTimeCodes.ts';
import { otpSessionStore, type OtpSessionStore } from './otpSessions.ts';
import { outboxStore, type OutboxStore } from './outbox.ts';
import { notificationPreferenceStore, type NotificationPreferenceStore } from './notificationPreferences.ts';
import { createNotifier, type Notifier } from '../notifications/notifier.ts';
import { consumptionAlertStore, type ConsumptionAlertStore } from './consumptionAlerts.ts';
import { halfHourStore, type HalfHourStore } from './halfHourConsumptions.ts';
import { readingStore, type ReadingStore } from './readings.ts';
import { sessionStore, type SessionStore } from './sessions.ts';
import { customerViewStore, type CustomerViewStore } from './customerViews.ts';
import { textStore, type TextStore } from './texts.ts';
import { userStore, type UserStore } from './users.ts';
import { workQueueStore, type WorkQueueStore } from './workQueue.ts';
import { disconnectionStore, type DisconnectionStore } from './disconnections.ts';
import { debtManagementStore, type DebtManagementStore } from './debtManagement.ts';
import { jobCardStore, type JobCardStore } from './jobCards.ts';
import { jobCardAllocationStore, type JobCardAllocationStore } from './jobCardsAllocations.ts';
import { investigationStore, type InvestigationStore } from './investigations.ts';
import { problemLogStore, type ProblemLogStore } from './problemLogs.ts';
import { assetStore, type AssetStore } from './assets.ts';
import { elementPropertyStore, type ElementPropertyStore } from './elementProperties.ts';
import { pvParkStore, type PvParkStore } from './pvParks.ts';
import { measurementStore, type MeasurementStore } from './measurements.ts';
import { workforceStore, type WorkforceStore } from './workforce.ts';

/** Everything the routes read and write, over one database. */
export interface Store {
  settings: KeyValueSettings;
  organisation: KeyValueSettings;
  texts: TextStore;
  files: LocalizedFileStore;
  users: UserStore;
  accounts: AccountStore;
  billing: BillingStore;
  /** Fees and other sales of the accounts, paid online one record at a time (README, Payments). */
  charges: AccountChargeStore;
  /** The utility's tariff history (README "Bill charges and the open period"). */
  tariffs: TariffStore;
  sessions: SessionStore;
  /** Staff views of customers' portals and their audit (README "Staff views of a customer's portal"). */
  customerViews: CustomerViewStore;
  outbox: OutboxStore;
  /** The customer's notification choices and unsubscribe tokens (README "Notifications"). */
  notificationPreferences: NotificationPreferenceStore;
  /** Sends the chosen notifications through the outbox; status changes reach it from the stores that record them. */
  notifier: Notifier;
  oneTimeCodes: OneTimeCodeStore;
  linkCodes: LinkCodeStore;
  otpSessions: OtpSessionStore;
  emails: EmailStore;
  enquiry: EnquiryStore;
  /** Network elements, element types and warehouses shared by the field-work areas. */
  fieldBase: FieldBaseStore;
  /** Deposits, debt cases, payment agreements and a customer's messages (employee account tabs). */
  accountFinance: AccountFinanceStore;
  applications: ApplicationStore;
  /** What customers asked for with customer-service and maintenance applications (README "Work queues"). */
  applicationRequests: ApplicationRequestStore;
  messages: MessageStore;
  /** Values, stages, fee and issued documents of family applications (README "Application families"). */
  familyApplications: FamilyApplicationStore;
  /** Employees' decisions on items of family applications (plots). */
  familyItemDecisions: FamilyItemDecisionStore;
  /** The cadastre plots are looked up in. */
  cadastre: CadastreStore;
  /** The register of licensed drillers valid on a day. */
  licensedDrillers: (today: string) => LicensedDriller[];
  attachments: AttachmentStore;
  readings: ReadingStore;
  halfHours: HalfHourStore;
  /** Leak and high-usage alerts derived from readings and half hours (README "Consumption alerts"). */
  consumptionAlerts: ConsumptionAlertStore;
  workQueue: WorkQueueStore;
  /** Disconnection batches and orders (README "Disconnections"). */
  disconnections: DisconnectionStore;
  /** Debt-management work list, actions, agreements and payments (README "Debt management"). */
  debtManagement: DebtManagementStore;
  /** Web map features, GIS settings, maps and user map settings (README "Web map and GIS administration"). */
  gis: GisStore;
  /** Meter-reading capture: the open cycle's walks and entries (README "Meter-reading capture"). */
  meterCapture: MeterCaptureStore;
  /** Log points and entries, sampling points and samples (README "Logs and samples"). */
  measurements: MeasurementStore;
  /** Store requisitions, schedule entries and employees' preferences (README "Store requisitions, schedules and preferences"). */
  workforce: WorkforceStore;
  /** The asset register and its condition assessments (README "Assets, element properties and PV parks"). */
  assets: AssetStore;
  /** Typed properties of elements by element type. */
  elementProperties: ElementPropertyStore;
  /** The photovoltaic park directory. */
  pvParks: PvParkStore;
  /** Job cards, their workflow and lookups (README "Maintenance"). */
  jobCards: JobCardStore;
  /** Manpower, support service and store allocations of job cards. */
  jobCardAllocations: JobCardAllocationStore;
  investigations: InvestigationStore;
  problemLogs: ProblemLogStore;
  /** The moment rules compare against (code and session expiry); tests pass a fake clock. */
  clock: () => Date;
}

/** `portalUrl` is the portal's public address notification links are written on (README "Notifications"). */
export function createStore(db: Db, clock: () => Date = () => new Date(), portalUrl?: string): Store {
  const messages = messageStore(db);
  const settings = keyValueSettings(db, 'settings');
  const users = userStore(db, () => idNumberPattern(settings.read()));
  const outbox = outboxStore(db);
  const notificationPreferences = notificationPreferenceStore(db);
  const notifier = createNotifier(db, { users, outbox, preferences: notificationPreferences, clock, portalUrl });
  const statusChanged = (applicationId: number, status: number, byUserId: number): void =>
    notifier.applicationStatusChanged(applicationId, status, byUserId);
  return {
    clock,
    settings,
    organisation: keyValueSettings(db, 'organisation_settings'),
    texts: textStore(db),
    files: localizedFileStore(db),
    users,
    accounts: accountStore(db),
    billing: billingStore(db),
    charges: accountChargeStore(db),
    tariffs: tariffStore(db),
    sessions: sessionStore(db, clock),
    customerViews: customerViewStore(db, clock),
    outbox,
    notificationPreferences,
    notifier,
    oneTimeCodes: oneTimeCodeStore(db),
    linkCodes: linkCodeStore(db),
    otpSessions: otpSessionStore(db),
    readings: readingStore(db),
    halfHours: halfHourStore(db),
    consumptionAlerts: consumptionAlertStore(db),
    applications: applicationStore(db),
    applicationRequests: applicationRequestStore(db),
    messages,
    familyApplications: familyApplicationStore(db, messages, statusChanged),
    familyItemDecisions: familyItemDecisionStore(db),
    cadastre: cadastreStore(db),
    licensedDrillers: licensedDrillers(db),
    attachments: attachmentStore(db),
    emails: emailStore(db),
    enquiry: enquiryStore(db),
    fieldBase: fieldBaseStore(db),
    accountFinance: accountFinanceStore(db),
    workQueue: workQueueStore(db, statusChanged),
    disconnections: disconnectionStore(db),
    debtManagement: debtManagementStore(db),
    gis: gisStore(db),
    meterCapture: meterCaptureStore(db),
    jobCards: jobCardStore(db),
    jobCardAllocations: jobCardAllocationStore(db),
    investigations: investigationStore(db),
    problemLogs: problemLogStore(db),
    assets: assetStore(db),
    elementProperties: elementPropertyStore(db),
    pvParks: pvParkStore(db),
    measurements: measurementStore(db),
    workforce: workforceStore(db),
  };
}
